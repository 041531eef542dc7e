// Tables that fit: at 360 px the import preview (and its results after sending) and the
// bulk review keep the identifying column and the deciding columns inside the viewport,
// with no sideways scroll; at 1280 px History's product table needs no scroll either.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expectInView } from './in-view';
import { checkCsv } from './import-parts';

const WIDTH = 360;

/** Nothing in the page or in the table scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, table: Locator) {
  const wide = await table.evaluate((el) =>
    [el, ...el.querySelectorAll('*')].some(
      (e) =>
        e.scrollWidth > e.clientWidth + 1 &&
        getComputedStyle(e).overflowX !== 'hidden' &&
        getComputedStyle(e).overflowX !== 'visible',
    ),
  );
  expect(wide, 'a scroll box in the table is wider than its view').toBe(false);
  const page360 = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(page360).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

const cellsOf = (row: Locator, names: string[], headers: string[]) =>
  names.map((n) => row.getByRole('cell').nth(headers.indexOf(n)));

test('at 360 px the import preview and its results show order, total, status and problems without a sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: WIDTH, height: 800 });
  const run = `N${Date.now()}`;
  const csv = [
    'Order Number,Referral Code,SKU,Product,Qty,Unit Price',
    `${run}-1,ALICE10,SKU-1,Mug,2,12.50`,
    `${run}-2,ALICE10,SKU-2,Tea,abc,3.00`,
    `${run}-3,BOBBIKES,SKU-3,Bell,1,40.00`,
  ].join('\n');
  await checkCsv(page, csv);
  const table = page.getByRole('table', { name: 'Orders to import' });
  const headers = [
    'Row',
    'Order ID',
    'Referral code',
    'Products',
    'Total',
    'Status',
    'Problems',
    'Actions',
  ];
  const bad = table.getByRole('row').filter({ hasText: `${run}-2` });
  await expect(bad).toContainText('invalid');
  await expectInView(page, cellsOf(bad, ['Order ID', 'Total', 'Status', 'Problems'], headers));
  await expectNoSidewaysScroll(page, table);
  await expectNoAxeViolations(page, 'the preview at 360 px');

  await page.getByRole('button', { name: 'Send 2 orders' }).click();
  await expect(page.getByRole('region', { name: 'Sending' })).toContainText('2 of 2 answered', {
    timeout: 30_000,
  });
  const sent = table.getByRole('row').filter({ hasText: `${run}-1` });
  await expect(sent).toContainText('recorded');
  await expectInView(page, cellsOf(sent, ['Order ID', 'Total', 'Status', 'Problems'], headers));
  await expectNoSidewaysScroll(page, table);
});

test('at 360 px the bulk review shows the affiliate, what is sent and its status without a sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: WIDTH, height: 800 });
  await page.goto('/commissions/bulk');
  await page.getByLabel('Affiliate IDs').fill('aff-1001\naff-1002\nbad id with spaces?');
  await page.getByLabel('Commission type').selectOption('0');
  await page
    .getByRole('radiogroup', { name: 'Apply individually' })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByLabel(/^Amount/).fill('12,5');
  await page.getByRole('button', { name: 'Review changes' }).click();
  const table = page.getByRole('table', { name: 'Affiliates to change' });
  const headers = [
    'Line',
    'Affiliate ID',
    'Last set from this console',
    'To send',
    'What changes',
    'Status',
  ];
  const row = table.getByRole('row').filter({ hasText: 'aff-1001' });
  await expect(row).toContainText('12.5 %');
  await expectInView(page, cellsOf(row, ['Affiliate ID', 'To send', 'Status'], headers));
  await expectNoSidewaysScroll(page, table);
  await expectNoAxeViolations(page, 'the bulk review at 360 px');
});

test('at 1280 px History’s product table fits the detail without a sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const orderId = `WIDE-${Date.now()}`;
  await page.getByLabel('Referral code').fill('BOBBIKES');
  await page.getByLabel('Order ID').fill(orderId);
  const product = page.getByRole('group', { name: 'Product 1' });
  await product.getByLabel('ID').fill('SKU-LONG-IDENTIFIER-0001');
  await product.getByLabel('Name').fill('Large ceramic mug with a very long product name');
  await product.getByLabel('Unit price').fill('1234.56');
  await product.getByLabel('Quantity').fill('12');
  await product.getByLabel('Tax').fill('2814.80');
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');
  await page.getByRole('link', { name: 'History' }).click();
  await page.getByRole('button', { name: new RegExp(`Order ${orderId}`) }).click();
  const products = page.getByRole('group', { name: 'Products, scrollable' });
  await expect(products).toContainText('14,814.72');
  const overflow = await products.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
