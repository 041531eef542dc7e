import { expect, type Page } from '@playwright/test';

/** Adds a connection through Settings; Save makes it active. */
export async function addConnection(
  page: Page,
  c: { name: string; baseUrl: string; key: string; timeoutSeconds?: string; remember?: boolean },
) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'New connection' }).click();
  await page.getByLabel('Name').fill(c.name);
  await page.getByLabel('Base URL').fill(c.baseUrl);
  await page.getByLabel('Service key').fill(c.key);
  if (c.timeoutSeconds) await page.getByLabel('Timeout (seconds)').fill(c.timeoutSeconds);
  if (c.remember) await page.getByLabel('Remember key on this device').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('banner')).toContainText(c.name);
}

export async function fillOrder(page: Page, code: string, orderId: string) {
  await page.getByLabel('Referral code').fill(code);
  await page.getByLabel('Order ID').fill(orderId);
  const product = page.getByRole('group', { name: 'Product 1' });
  await product.getByLabel('Name').fill('Mug');
  await product.getByLabel('Quantity').fill('2');
  await product.getByLabel('Subtotal').fill('20');
}
