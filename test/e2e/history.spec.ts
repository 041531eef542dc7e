import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

async function recordOrder(page: Page, orderId: string, subTotal: string) {
  await page.getByLabel('Referral code').fill('BOBBIKES');
  await page.getByLabel('Order ID').fill(orderId);
  const product = page.getByRole('group', { name: 'Product 1' });
  await product.getByLabel('Name').fill('Bell');
  await product.getByLabel('Subtotal').fill(subTotal);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');
  await page.getByRole('button', { name: 'Record another' }).click();
}

test('history: find a recorded order after a reload, open it as new, export CSV', async ({
  page,
}) => {
  const run = Date.now();
  await page.goto('/');
  await recordOrder(page, `H-${run}-A`, '11');
  await recordOrder(page, `H-${run}-B`, '22');
  await page.reload();

  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByText('Showing 2 of 2 entries')).toBeVisible();
  await expectNoAxeViolations(page, 'the History page');

  await page.getByRole('searchbox', { name: 'Search' }).fill(`H-${run}-B`);
  await expect(page.getByText('Showing 1 of 2 entries')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`Order H-${run}-B`) }).click();
  const detail = page.getByRole('region', { name: 'Entry details' });
  await expect(detail.getByLabel('Request body')).toContainText('"subTotal": 22');
  await expectNoAxeViolations(page, 'the detail view');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await downloadPromise).path();
  const csv = readFileSync(file, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toMatch(/^time,connection,base_url,method,path,operation,order_id/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`H-${run}-B`);
  expect(lines[1]).toContain('recorded,200');
  expect(csv).not.toContain('demo-key');

  await detail.getByRole('button', { name: 'Open as new' }).click();
  await expect(page.getByText(/Opened from History/)).toBeVisible();
  // A fresh order ID (issue 32): the original may already be recorded.
  await expect(page.getByLabel('Order ID')).toHaveValue(`H-${run}-B-2`);
  await expect(page.getByRole('group', { name: 'Product 1' }).getByLabel('Subtotal')).toHaveValue(
    '22',
  );

  // Given the original ID back, the duplicate guard stops a second recording.
  await page.getByLabel('Order ID').fill(`H-${run}-B`);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order ID already sent' })).toBeVisible();
  await expectNoAxeViolations(page, 'the duplicate guard');
});

test('history: another tab sees new entries', async ({ page, context }) => {
  await page.goto('/history');
  await expect(page.getByText(/Showing 0 of 0 entries|Nothing sent yet/).first()).toBeVisible();
  const other = await context.newPage();
  await other.goto('/');
  await recordOrder(other, `TAB-${Date.now()}`, '5');
  await expect(page.getByText('Showing 1 of 1 entries')).toBeVisible();
});

test('history at 360 px: a tapped entry opens its detail in view, with focus on its heading', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const run = Date.now();
  await recordOrder(page, `M-${run}-A`, '11');
  await recordOrder(page, `M-${run}-B`, '12');
  await page.getByRole('link', { name: 'History' }).click();
  await page.getByRole('button', { name: new RegExp(`Order M-${run}-A`) }).click();
  const detail = page.getByRole('region', { name: 'Entry details' });
  const heading = detail.getByRole('heading', { level: 2 });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport({ ratio: 1 });
  await expect(detail.getByRole('table', { name: 'Products' })).toContainText('11');
  await expect(page).toHaveURL(/\/history\?entry=\d+$/);
  await expectNoAxeViolations(page, 'the detail view at 360 px');
});
