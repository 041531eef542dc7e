// Nothing a person reads to tell orders apart is cut (issue 34): at 360 and 1280 px,
// History's list shows each entry's order ID, code and status whole, its product table
// keeps "Quantity" in one piece and money to the cent, and the import's table (before
// and after sending) shows every order ID, code and problem whole.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkCsv } from './import-parts';

const WIDTHS = [360, 1280] as const;

/**
 * The element's text is wholly on screen: nothing of it overflows the element (cut by an
 * ellipsis or spilling out), the element lies inside its row (a row of fixed height would
 * let wrapped text spill onto the next one) and inside every box that clips it, and
 * inside the viewport left to right.
 */
async function expectWhole(page: Page, el: Locator, row: Locator) {
  const text = (await el.textContent()) ?? '';
  await el.scrollIntoViewIfNeeded();
  const rowBox = await row.evaluate((r) => {
    const b = r.getBoundingClientRect();
    // Virtual rows are placed by their measured height: a row taller than measured runs
    // under the next one (the next in the table, whatever box holds each).
    const rows = [...(r.closest('[role=table]')?.querySelectorAll('[role=row]') ?? [])];
    const at = rows.indexOf(r);
    const next = (at >= 0 ? rows[at + 1] : r.nextElementSibling)?.getBoundingClientRect();
    const overlap = next ? b.bottom - next.top : 0;
    return { top: b.top, bottom: b.bottom, left: b.left, right: b.right, overlap };
  });
  expect(rowBox.overlap, `the row of "${text}" runs under the next row`).toBeLessThanOrEqual(1);
  const found = await el.evaluate((e, rb) => {
    const box = e.getBoundingClientRect();
    const outside = (b: { top: number; bottom: number; left: number; right: number }) =>
      box.left < b.left - 1 ||
      box.right > b.right + 1 ||
      box.top < b.top - 1 ||
      box.bottom > b.bottom + 1;
    let clipped = '';
    for (let a = e.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (
        (s.overflowX !== 'visible' || s.overflowY !== 'visible') &&
        outside(a.getBoundingClientRect())
      )
        clipped = a.className || a.tagName;
    }
    return {
      overflowX: e.scrollWidth - e.clientWidth,
      overflowY: e.scrollHeight - e.clientHeight,
      outsideRow: outside(rb),
      clipped,
      left: box.left,
      right: box.right,
    };
  }, rowBox);
  expect(found.overflowX, `"${text}" is cut sideways`).toBeLessThanOrEqual(0);
  expect(found.overflowY, `"${text}" is cut at the bottom`).toBeLessThanOrEqual(0);
  expect(found.outsideRow, `"${text}" spills out of its row`).toBe(false);
  expect(found.clipped, `"${text}" is clipped by a box around it`).toBe('');
  expect(found.left, `"${text}" starts in view`).toBeGreaterThanOrEqual(0);
  expect(found.right, `"${text}" ends in view`).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

/** How many lines the element's text takes. */
const linesOf = (el: Locator) =>
  el.evaluate((e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

async function expectNoPageScrollSideways(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, 'the page scrolls sideways').toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

for (const width of WIDTHS) {
  test(`at ${width} px History shows order ID, code and status whole, and money to the cent`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    // A long order ID with no break in it, and the same order sent again: the service's
    // 409 is stored as "Recorded (already at the service)", the longest status an order gets.
    const run = String(Date.now()).slice(-7);
    const orderId = `WEB${run}${run}ORDERNUMBER`;
    const record = async () => {
      await page.getByLabel('Referral code').fill('CLARA-25');
      await page.getByLabel('Order ID').fill(orderId);
      const product = page.getByRole('group', { name: 'Product 1' });
      await product.getByLabel('Name').fill('Bell');
      await product.getByLabel('Subtotal').fill('4.9');
      await product.getByLabel('Tax').fill('0.5');
      await page.getByRole('button', { name: 'Record order' }).click();
    };
    await record();
    await expect(page.getByRole('status')).toContainText('200');
    await page.getByRole('button', { name: 'Record another' }).click();
    await record();
    await page.getByRole('button', { name: 'Send anyway' }).click();
    await expect(page.getByRole('status')).toContainText('409');

    await page.getByRole('link', { name: 'History' }).click();
    const title = `Order ${orderId} · code CLARA-25`;
    const rows = page.getByRole('list', { name: 'History entries' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    for (const status of ['Recorded (already at the service)', 'Recorded (200 OK)']) {
      const row = rows.filter({ hasText: status });
      await expectWhole(page, row.getByText(title, { exact: true }), row);
      await expectWhole(page, row.getByText(status, { exact: true }), row);
    }
    await expectNoPageScrollSideways(page);

    await rows.filter({ hasText: 'Recorded (200 OK)' }).getByRole('button').click();
    const detail = page.getByRole('region', { name: 'Entry details' });
    await expectWhole(page, detail.getByRole('heading', { level: 2 }), detail);
    const products = page.getByRole('table', { name: 'Products' });
    await expect(linesOf(products.getByRole('columnheader', { name: 'Quantity' }))).resolves.toBe(
      1,
    );
    const cells = products.getByRole('row').nth(1).getByRole('cell');
    await expect(cells.nth(3)).toHaveText('4.90');
    await expect(cells.nth(4)).toHaveText('0.50');
    await expect(cells.nth(5)).toHaveText('5.40');
    await expectNoPageScrollSideways(page);
  });

  test(`at ${width} px the import's table shows order IDs, codes and problems whole, before and after sending`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const run = String(Date.now()).slice(-7);
    const ids = [`113-${run}-${run}`, `WEB${run}${run}ORDERNUMBER`, `113-${run}-0000001`];
    const csv = [
      'Order Number,Referral Code,SKU,Product,Qty,Unit Price',
      `${ids[0]},CLARA-25,SKU-1,Mug,2,12.50`,
      `${ids[1]},BOBBIKES,SKU-2,Tea,a few,three euros`,
      `${ids[2]},ALICE10,SKU-3,Bell,1,40.00`,
    ].join('\n');
    await checkCsv(page, csv);
    const table = page.getByRole('table', { name: 'Orders to import' });
    // At 360 px the heads of Problems and Actions are for screen readers only: named here.
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
    const cell = (row: Locator, name: string) => row.getByRole('cell').nth(headers.indexOf(name));
    const bad = table.getByRole('row').filter({ hasText: ids[1] });
    await expect(cell(bad, 'Status')).toHaveText('invalid');

    const expectRowsWhole = async () => {
      for (const id of ids) {
        const row = table.getByRole('row').filter({ hasText: id });
        for (const name of ['Order ID', 'Referral code', 'Status', 'Problems'])
          await expectWhole(page, cell(row, name), row);
      }
      await expectNoPageScrollSideways(page);
    };
    await expect(cell(bad, 'Problems')).toContainText('Quantity');
    await expectRowsWhole();

    await page.getByRole('button', { name: 'Send 2 orders' }).click();
    await expect(page.getByRole('region', { name: 'Sending' })).toContainText('2 of 2 answered', {
      timeout: 30_000,
    });
    await expect(cell(table.getByRole('row').filter({ hasText: ids[0] }), 'Status')).toHaveText(
      'recorded',
    );
    await expectRowsWhole();
  });
}

test('at 1280 px the import table shows an order’s far-apart rows whole', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const run = String(Date.now()).slice(-7);
  // One order's lines on rows 2, 4, 6 and 8, another's between them: "2, 4, 6, 8".
  const csv = [
    'Order Number,Referral Code,SKU,Product,Qty,Unit Price',
    ...[1, 2, 3, 4].flatMap((i) => [
      `A-${run},ALICE10,SKU-${i},Mug,1,10.00`,
      `B-${run},ALICE10,SKU-${i},Tea,1,5.00`,
    ]),
  ].join('\n');
  await checkCsv(page, csv);
  const table = page.getByRole('table', { name: 'Orders to import' });
  const row = table.getByRole('row').filter({ hasText: `A-${run}` });
  const rows = row.getByRole('cell').first();
  await expect(rows).toHaveText('2, 4, 6, 8');
  await expectWhole(page, rows, row);
});
