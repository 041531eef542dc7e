// Where focus goes after an action (issue 27, item 10): it lands where the next step is,
// never on the page's body.
import { expect, test } from '@playwright/test';
import { checkCsv } from './import-parts';

test('the coupon chip’s × keeps focus in the coupons field', async ({ page }) => {
  await page.goto('/');
  const coupons = page.getByRole('textbox', { name: 'Coupons', exact: true });
  await coupons.fill('SAVE10');
  await coupons.press('Enter');
  await coupons.fill('WELCOME');
  await coupons.press('Enter');
  await page.getByRole('button', { name: 'Remove coupon SAVE10' }).click();
  await expect(coupons).toBeFocused();
  await page.getByRole('button', { name: 'Remove coupon WELCOME' }).focus();
  await page.keyboard.press('Enter');
  await expect(coupons).toBeFocused();
  await expect(page.getByRole('list', { name: 'Added coupons' })).toHaveCount(0);
});

test('after Check orders focus is on the preview’s summary; Fix in the order form lands on the failing field', async ({
  page,
}) => {
  const run = `FOC${String(Date.now())}`;
  const csv = [
    'Order ID,Referral code,Product name,Quantity,Subtotal',
    `${run}-1,ALICE10,Mug,1,10`,
    `${run}-2,NO-SUCH-CODE,Mug,1,10`,
  ].join('\n');
  await checkCsv(page, csv, 'focus.csv');
  const summary = page.getByRole('region', { name: 'Preview' }).getByText(/^2 orders:/);
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();

  await page.getByRole('button', { name: 'Send 2 orders' }).click();
  await expect(page.getByRole('region', { name: 'Sending' })).toContainText('1 failed');
  await page.getByRole('button', { name: `Fix order ${run}-2 in the order form` }).click();
  const code = page.getByLabel('Referral code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAccessibleDescription(/"NO-SUCH-CODE" matched no affiliate/);
  await expect(page.getByText('"NO-SUCH-CODE" matched no affiliate on "Demo".')).toBeVisible();
});
