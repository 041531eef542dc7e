// Paste a Postman "Copy as cURL" command into the order form on the Demo
// connection and send it: every field filled, the key dropped and said so.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const SECRET = 'sk-e2e-never-shown';

test('a Postman cURL command fills the order form and is sent', async ({ page }) => {
  const orderId = `E2E-PASTE-${Date.now()}`;
  const body = {
    orderId,
    products: [{ id: 'SKU-1', name: 'Mug', quantity: 2, subTotal: 20, tax: 4, total: 24 }],
    customer: { email: 'ann@example.com', country: 'FR' },
    coupons: ['SAVE10'],
    notes: "Bob's phone order",
    channel: 'phone',
  };
  const command = [
    "curl --location 'https://api.example.com/v1/track/ALICE10'",
    "--header 'Content-Type: application/json'",
    `--header 'X-Service-Key: ${SECRET}'`,
    `--data '${JSON.stringify(body).replace(/'/g, "'\\''")}'`,
  ].join(' \\\n');

  await page.goto('/');
  await page.getByRole('button', { name: 'Paste request' }).click();
  await page.getByLabel('Request to paste').fill(command);
  await expectNoAxeViolations(page, 'the paste dialog');
  await page.getByRole('button', { name: 'Fill the form' }).click();

  await expect(page.getByLabel('Referral code')).toHaveValue('ALICE10');
  await expect(page.getByLabel('Order ID')).toHaveValue(orderId);
  await expect(page.getByRole('group', { name: 'Product 1' }).getByLabel('Subtotal')).toHaveValue(
    '20',
  );
  const report = page.getByRole('region', { name: 'Pasted request' });
  await expect(report).toContainText('Not filled: channel (not in the order contract)');
  await expect(report).toContainText(
    'The pasted command carried a service key; it was not stored or used.',
  );
  await expectNoAxeViolations(page, 'the form filled from a paste');

  // Sent from the keyboard, as a Postman user would: the focus is in the form, so Ctrl+Enter sends.
  await expect(page.getByRole('form', { name: 'Record order' }).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('status')).toContainText(`Order ${orderId} recorded`);

  expect(await page.content()).not.toContain(SECRET);
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .map((k) => localStorage.getItem(k))
      .join('\n'),
  );
  expect(stored).not.toContain(SECRET);
});
