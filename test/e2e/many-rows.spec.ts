// An order with 1,000 product rows (issue 14, item 9): the rows are a virtual list, and
// a keyboard user still walks every row, keeps focus when scrolling away, lands on the
// row with a problem, and every row, rendered or not, is sent.
import { expect, test, type Page } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { orderWithRows } from '../orders/order-with-rows';
import { addConnection } from './connections';

const mock = `http://127.0.0.1:${mockPorts.plain}`;
const ROWS = 1000;

const product = (page: Page, n: number) =>
  page.getByRole('group', { name: `Product ${String(n)}`, exact: true });

/** A draft of `rows` products (SKU-1 …), the one in row `bad` with a Subtotal that is no number. */
async function openWithRows(page: Page, orderId: string, bad?: number) {
  // Written before the app starts, once per tab: written after, the empty form's autosave
  // (which clears a draft equal to an empty form) can land after it and remove it.
  const draft = JSON.stringify({
    values: orderWithRows(ROWS, { orderId, badRow: bad }),
    savedAt: Date.now(),
  });
  await page.addInitScript((json) => {
    if (sessionStorage.getItem('many-rows-seeded')) return;
    sessionStorage.setItem('many-rows-seeded', '1');
    localStorage.setItem('ac.draft.order.v1', json);
  }, draft);
  await page.goto('/');
  await expect(page.getByLabel('Go to product')).toBeVisible();
}

/** The legend of the row that holds focus. */
const focusedRow = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent,
  );

test('1,000 rows: only those near the screen are in the page; Tab walks from row to row', async ({
  page,
}) => {
  await openWithRows(page, 'MANY-TAB');
  const inPage = await page.locator('fieldset.product-row').count();
  expect(inPage).toBeGreaterThan(0);
  expect(inPage).toBeLessThan(40);

  await product(page, 1).getByLabel('ID').focus();
  // Seven fields, Duplicate and Remove a row: nine stops, so 9 × 12 Tabs reach row 13.
  for (let i = 0; i < 9 * 12; i++) await page.keyboard.press('Tab');
  expect(await focusedRow(page)).toBe('Product 13');
  await expect(product(page, 13).getByLabel('ID')).toBeFocused();
  for (let i = 0; i < 9; i++) await page.keyboard.press('Shift+Tab');
  await expect(product(page, 12).getByLabel('ID')).toBeFocused();
});

test('the focused row stays when scrolled away, and Remove in the middle hands focus on', async ({
  page,
}) => {
  await openWithRows(page, 'MANY-FOCUS');
  const name = product(page, 3).getByLabel('Name');
  await name.focus();
  await page.evaluate(() => {
    window.scrollTo(0, document.body.scrollHeight);
  });
  await expect(product(page, ROWS)).toBeAttached();
  await expect(name).toBeFocused();
  await page.keyboard.type(' typed');
  await expect(name).toHaveValue('Product 3 typed');

  await page.getByLabel('Go to product').fill('500');
  await page.getByLabel('Go to product').press('Enter');
  await expect(product(page, 500).getByLabel('ID')).toBeFocused();
  await expect(product(page, 500).getByLabel('ID')).toBeInViewport();
  await product(page, 500).getByRole('button', { name: 'Remove' }).click();
  await expect(product(page, 500).getByLabel('ID')).toHaveValue('SKU-501');
  await expect(product(page, 500).getByLabel('ID')).toBeFocused();
  await expect(page.getByText(`${(ROWS - 1).toLocaleString('en')} products:`)).toBeVisible();
});

test('a refused send lands on the row with the problem; fixed, every row is sent', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const orderId = `MANY-${String(Date.now())}`;
  await addConnection(page, { name: 'Direct', baseUrl: mock, key: 'demo-key', remember: true });
  await openWithRows(page, orderId, 900);

  await page.getByRole('button', { name: 'Record order' }).click();
  const subtotal = product(page, 900).getByLabel('Subtotal');
  await expect(subtotal).toBeFocused();
  await expect(subtotal).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Go to product 900' })).toBeVisible();

  await subtotal.fill('10');
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText(`Order ${orderId} recorded`);
  const res = await page.request.get(`${mock}/__mock/orders?prefix=${orderId}`);
  const [got] = (await res.json()) as { body: { products: { name: string }[] } }[];
  expect(got?.body.products).toHaveLength(ROWS);
  expect(got?.body.products[0]?.name).toBe('Product 1');
  expect(got?.body.products[ROWS - 1]?.name).toBe(`Product ${String(ROWS)}`);
});
