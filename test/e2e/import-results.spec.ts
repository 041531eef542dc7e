// Import results say what was not sent, and "Retry failed" leaves out what a
// retry cannot fix, offering the order form instead (issue 16, item 11).
import { expect, test } from '@playwright/test';
import { checkCsv } from './import-parts';

test('results count what was never sent; a refused order is fixed in the order form', async ({
  page,
}) => {
  const run = `RES${Date.now()}`;
  const csv = [
    'Order ID,Referral code,Product name,Quantity,Subtotal',
    `${run}-1,ALICE10,Mug,1,10`,
    `${run}-2,NO-SUCH-CODE,Mug,1,10`,
    `${run}-3,ALICE10,Mug,abc,10`,
  ].join('\n');
  await checkCsv(page, csv, 'results.csv');
  await page.getByRole('button', { name: 'Send 2 orders' }).click();
  const panel = page.getByRole('region', { name: 'Sending' });
  await expect(panel).toContainText('2 of 2 answered · 1 recorded · 1 failed');
  await expect(panel).toContainText('1 not sent (skipped or with problems)');
  // A 404 is not retried: the code matched no affiliate, and sending again cannot change that.
  await expect(page.getByRole('button', { name: 'Retry failed' })).toHaveCount(0);
  await expect(panel).toContainText('sending again cannot change');

  await page.getByRole('button', { name: `Fix order ${run}-2 in the order form` }).click();
  await expect(page.getByRole('heading', { name: 'Record order', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Referral code')).toHaveValue('NO-SUCH-CODE');
  await expect(page.getByLabel('Order ID')).toHaveValue(`${run}-2`);
  await expect(page.getByText(/from the import of results\.csv/)).toBeVisible();
});
