import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

async function fillOrder(page: Page, orderId: string) {
  await page.getByLabel('Referral code').fill('ALICE10');
  await page.getByLabel('Order ID').fill(orderId);
  const product = page.getByRole('group', { name: 'Product 1' });
  await product.getByLabel('ID').fill('SKU-1');
  await product.getByLabel('Name').fill('Mug');
  await product.getByLabel('Quantity').fill('2');
  await product.getByLabel('Subtotal').fill('20');
  await product.getByLabel('Tax').fill('4');
}

test('records an order on the Demo connection, end to end', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Record order' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Demo');
  await expectNoAxeViolations(page, 'the form empty');

  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByText('Enter the order ID, or press Generate.')).toBeVisible();
  await expect(page.getByLabel('Referral code')).toBeFocused();
  await expectNoAxeViolations(page, 'errors shown');

  await fillOrder(page, `E2E-${Date.now()}`);
  await page.getByRole('group', { name: 'Customer' }).getByLabel('Country').selectOption('FR');
  await page.getByLabel('Coupons').fill('SAVE10');
  await page.getByLabel('Coupons').press('Enter');
  await expect(page.getByRole('list', { name: 'Added coupons' })).toContainText('SAVE10');
  await page.getByRole('button', { name: 'Now' }).click();
  await page.getByText('Request preview').click();
  await expect(page.getByLabel('cURL command')).toContainText('"X-Service-Key: $SERVICE_KEY"');
  await expect(page.getByLabel('cURL command')).not.toContainText('demo-key');

  await page.getByRole('button', { name: 'Record order' }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText('200');
  await expect(page.getByLabel('Response body')).toContainText('"commission": 2.4');
  await expectNoAxeViolations(page, 'after a success');

  await page.getByRole('button', { name: 'Record another' }).click();
  await expect(page.getByLabel('Referral code')).toHaveValue('ALICE10');
  await expect(page.getByLabel('Order ID')).toHaveValue('');
});

test('a failure keeps every value and is announced with its status', async ({ page }) => {
  await page.goto('/');
  await fillOrder(page, 'E2E-404');
  await page.getByLabel('Referral code').fill('NOBODY');
  await page.getByRole('button', { name: 'Record order' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('404');
  await expect(alert).toContainText('matched no affiliate');
  await expect(page.getByLabel('Order ID')).toHaveValue('E2E-404');
  await expectNoAxeViolations(page, 'a failure shown');
});

test('a reload mid-entry keeps the draft', async ({ page }) => {
  await page.goto('/');
  await fillOrder(page, 'DRAFT-E2E');
  await page.getByRole('group', { name: 'Customer' }).getByLabel('Email').fill('ann@example.com');
  await page.waitForFunction(() =>
    localStorage.getItem('ac.draft.order.v1')?.includes('ann@example.com'),
  );
  await page.reload();
  await expect(page.getByText(/Restored your unsent draft/)).toBeVisible();
  await expect(page.getByLabel('Order ID')).toHaveValue('DRAFT-E2E');
  await expect(page.getByRole('group', { name: 'Product 1' }).getByLabel('Tax')).toHaveValue('4');
  await expect(page.getByRole('group', { name: 'Customer' }).getByLabel('Email')).toHaveValue(
    'ann@example.com',
  );
});

test('after a reload the Demo still knows the orders it recorded, as History does', async ({
  page,
}) => {
  const orderId = `RELOAD-${Date.now()}`;
  await page.goto('/');
  await fillOrder(page, orderId);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');

  await page.reload();
  await fillOrder(page, orderId);
  await page.getByRole('button', { name: 'Record order' }).click();
  // The duplicate guard warns, and the Demo agrees: it answers 409 (already recorded there,
  // not a failure), not a second 200.
  await page.getByRole('button', { name: 'Send anyway' }).click();
  await expect(page.getByRole('status')).toContainText('409');
  await expect(page.getByRole('status')).toContainText('Nothing failed');
});

test('at 360 px a 404 for the referral code marks the field and brings it into view with focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await fillOrder(page, `NF-${Date.now()}`);
  await page.getByLabel('Referral code').fill('NOBODY');
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('alert')).toContainText('404');
  const field = page.getByLabel('Referral code');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeInViewport();
  await expectNoAxeViolations(page, 'a 404 on the referral code');
});
