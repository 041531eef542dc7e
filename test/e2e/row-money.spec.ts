// Issue 32, item 5, in Chromium against the HTTP mock: History › Open as new, then
// Quantity 3, sends a row that adds up (its tax at the rate it came with) under a fresh
// order ID; the row with a derived Tax and a disagreeing typed Total, at 1280 and 360 px.
import { expect, test } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { addConnection } from './connections';

const mock = `http://127.0.0.1:${mockPorts.plain}`;

test('Open as new, then Quantity 3: 60 + 12 = 72 reaches the mock, under a fresh ID', async ({
  page,
}) => {
  const orderId = `RM-${String(Date.now())}`;
  await addConnection(page, { name: 'Direct', baseUrl: mock, key: 'demo-key', remember: true });
  await page.goto('/');
  await page.getByLabel('Referral code').fill('ALICE10');
  await page.getByLabel('Order ID').fill(orderId);
  const product = page.getByRole('group', { name: 'Product 1' });
  await product.getByLabel('Name').fill('Coffee mug');
  await product.getByLabel('Subtotal').fill('20');
  await product.getByLabel('Tax').fill('4');
  await product.getByLabel('Total', { exact: true }).fill('24');
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');

  await page.getByRole('link', { name: 'History' }).click();
  await page.getByRole('button', { name: new RegExp(`Order ${orderId}`) }).click();
  await page
    .getByRole('region', { name: 'Entry details' })
    .getByRole('button', { name: 'Open as new' })
    .click();
  await expect(page.getByText(/Opened from History/)).toBeVisible();
  await expect(page.getByLabel('Order ID')).toHaveValue(`${orderId}-2`);
  const row = page.getByRole('group', { name: 'Product 1' });
  await row.getByLabel('Quantity').fill('3');
  await expect(row.getByLabel('Tax')).toHaveValue('12');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await row.screenshot({ path: `screenshots/row-derived-${String(width)}.png` });
  }
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');
  const bodies = (await (
    await page.request.get(`${mock}/__mock/orders?prefix=${orderId}`)
  ).json()) as { body: unknown }[];
  expect(bodies.map((b) => b.body)).toContainEqual({
    orderId: `${orderId}-2`,
    products: [{ name: 'Coffee mug', quantity: 3, subTotal: 60, tax: 12, total: 72 }],
  });

  // A typed Total that disagrees: refused, said on the row, until kept or cleared.
  await page.getByRole('button', { name: 'Record another' }).click();
  await page.getByLabel('Order ID').fill(`${orderId}-T`);
  const next = page.getByRole('group', { name: 'Product 1' });
  await next.getByLabel('Name').fill('Coffee mug');
  await next.getByLabel('Subtotal').fill('60');
  await next.getByLabel('Tax').fill('4');
  await next.getByLabel('Total', { exact: true }).fill('24');
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(next.getByLabel('Total', { exact: true })).toBeFocused();
  await expect(next.getByText(/Clear Total to send 64/)).toBeVisible();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await next.screenshot({ path: `screenshots/row-disagrees-${String(width)}.png` });
  }
});
