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
  const form = page.getByRole('form', { name: 'New connection' });
  await form.getByRole('button', { name: 'Save' }).click();
  // Saved means the form closed: one left open shows what it refused (in the failure's snapshot).
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText(c.name);
}

/** Fills the commission form on a connection with no type labels: the type goes in as a number. */
export async function fillUnlabelledCommissions(
  page: Page,
  c: { id: string; type: number; apply: 'Yes' | 'No'; amount: string },
) {
  await page.getByLabel('Affiliate ID').fill(c.id);
  await page.getByLabel('Commission type').selectOption('other');
  await page.getByLabel('Type number').fill(String(c.type));
  await page.getByRole('radiogroup', { name: 'Apply individually' }).getByLabel(c.apply).check();
  await page.getByLabel('Amount').fill(c.amount);
}

export async function fillOrder(page: Page, code: string, orderId: string) {
  await page.getByLabel('Referral code').fill(code);
  await page.getByLabel('Order ID').fill(orderId);
  const product = page.getByRole('group', { name: 'Product 1' });
  await product.getByLabel('Name').fill('Mug');
  await product.getByLabel('Quantity').fill('2');
  await product.getByLabel('Subtotal').fill('20');
}
