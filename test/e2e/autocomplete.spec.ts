// Autocomplete from this console's own History: record an order on the Demo
// connection, then the next one for the same customer and product is typed in a
// few keys; axe runs with the suggestion list open.
import { expect, test } from '@playwright/test';
import { orderWithRows } from '../orders/order-with-rows';
import { expectNoAxeViolations } from './axe';

test('a returning customer and a known product are filled from History', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Referral code').fill('ALICE10');
  await page.getByLabel('Order ID').fill(`AC-1-${Date.now()}`);
  const product = page.getByRole('group', { name: 'Product 1' });
  await product.getByLabel('ID').fill('SKU-42');
  await product.getByLabel('Name').fill('Desk lamp');
  await product.getByLabel('Quantity').fill('2');
  await product.getByLabel('Unit price').fill('24.50');
  await product.getByLabel('Tax').fill('9.80');
  const customer = page.getByRole('group', { name: 'Customer' });
  await customer.getByLabel('Name').fill('Ann Lee');
  await customer.getByLabel('Phone').fill('+33 1 23 45 67 89');
  await customer.getByLabel('Email').fill('ann@example.com');
  await customer.getByLabel('Country').selectOption('FR');
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');

  await page.getByRole('button', { name: 'Record another' }).click();
  await page.getByLabel('Order ID').fill(`AC-2-${Date.now()}`);

  const email = customer.getByRole('combobox', { name: 'Email' });
  await email.pressSequentially('ann');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible();
  await expect(email).toHaveAttribute('aria-expanded', 'true');
  await email.press('ArrowDown');
  await expect(
    listbox.getByRole('option', { name: 'ann@example.com · Ann Lee · +33 1 23 45 67 89 · FR' }),
  ).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page, 'the suggestion list open');
  await email.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(customer.getByLabel('Name')).toHaveValue('Ann Lee');
  await expect(customer.getByLabel('Phone')).toHaveValue('+33 1 23 45 67 89');
  await expect(customer.getByLabel('Country')).toHaveValue('FR');

  await product.getByLabel('Quantity').fill('3');
  await product.getByRole('combobox', { name: 'ID' }).pressSequentially('sku');
  await listbox.getByRole('option', { name: 'SKU-42 · Desk lamp · 24.5 · tax 20 %' }).click();
  await expect(product.getByLabel('Name')).toHaveValue('Desk lamp');
  await expect(product.getByLabel('Subtotal')).toHaveValue('73.5');
  await expect(product.getByLabel('Tax')).toHaveValue('14.7');

  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');
});

test('in a 1,000-row order the open list is drawn over the rows below it', async ({ page }) => {
  // An order of 8 products (SKU-1 … SKU-8) recorded first, so that a list of 8 reaches past its row.
  const draft = (rows: number, orderId: string) =>
    JSON.stringify({ values: orderWithRows(rows, { orderId }), savedAt: Date.now() });
  await page.addInitScript(
    (json) => {
      if (sessionStorage.getItem('autocomplete-seeded')) return;
      sessionStorage.setItem('autocomplete-seeded', '1');
      localStorage.setItem('ac.draft.order.v1', json);
    },
    draft(8, `AC-3-${String(Date.now())}`),
  );
  await page.goto('/');
  await expect(page.getByText(/Restored your unsent draft/)).toBeVisible();
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');

  // The same tab, reloaded with a long draft: its rows are a virtual list.
  await page.evaluate(
    (json) => {
      localStorage.setItem('ac.draft.order.v1', json);
    },
    draft(1000, `AC-4-${String(Date.now())}`),
  );
  await page.reload();
  await expect(page.getByLabel('Go to product')).toBeVisible();
  const row = page.getByRole('group', { name: 'Product 2', exact: true });
  const id = row.getByRole('combobox', { name: 'ID' });
  await id.fill('');
  await id.pressSequentially('sku');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option')).toHaveCount(8);
  // A click lands only on what is drawn on top: the last option, not row 3 under it.
  await list.getByRole('option', { name: 'SKU-8 · Product 8 · 10 · tax 10 %' }).click();
  await expect(row.getByLabel('Name')).toHaveValue('Product 8');
});
