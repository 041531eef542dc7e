import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

async function recordOrder(page: Page, code: string, orderId: string, subTotal: string) {
  await page.getByLabel('Referral code').fill(code);
  await page.getByLabel('Order ID').fill(orderId);
  const product = page.getByRole('group', { name: 'Product 1' });
  await product.getByLabel('Name').fill('Bell');
  await product.getByLabel('Subtotal').fill(subTotal);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByText(new RegExp(`Order ${orderId} (not )?recorded`))).toBeVisible();
  const another = page.getByRole('button', { name: 'Record another' });
  if (await another.isVisible()) await another.click();
}

test('insights: counts what was recorded on Demo, what failed, and opens History filtered', async ({
  page,
}) => {
  const run = Date.now();
  await page.goto('/');
  await recordOrder(page, 'ALICE10', `I-${run}-A`, '20');
  await recordOrder(page, 'ALICE10', `I-${run}-B`, '30');
  await recordOrder(page, 'BOBBIKES', `I-${run}-C`, '5');
  await recordOrder(page, 'NOBODY', `I-${run}-F`, '7'); // no such code: the Demo refuses it

  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByText('Counted 4 orders and 0 commission updates.')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Orders recorded' });
  await expect(summary.getByText('Today').locator('xpath=following-sibling::dd')).toHaveText('3');
  const attention = page.getByRole('region', { name: 'Needs attention' });
  await expect(attention.getByRole('link', { name: /0 unknown outcomes/ })).toBeVisible();

  const codes = page.getByRole('region', { name: 'Top referral codes' });
  await expect(codes.getByRole('figure', { name: 'By orders recorded' })).toContainText(
    /ALICE10\s*2/,
  );

  // The chart draws in both schemes, and the whole page passes axe in each.
  const days = page.getByRole('region', { name: 'Orders per day' });
  await expect(days.locator('canvas')).toBeVisible();
  await expectNoAxeViolations(page, 'Insights, light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(days.locator('canvas')).toBeVisible();
  await expectNoAxeViolations(page, 'Insights, dark');

  await days.getByRole('button', { name: 'Show as table' }).click();
  const today = days.getByRole('row').last();
  await expect(today.getByRole('cell')).toHaveText(['3', '1', '0']);
  await expectNoAxeViolations(page, 'Insights as tables, dark');

  const todayText = await today.getByRole('rowheader').textContent();
  await attention.getByRole('link', { name: /^1 failure\b/ }).click();
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/history');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    connection: 'demo',
    from: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    to: todayText,
    result: 'failed',
    operation: 'order',
    unresolved: '1',
  });
});
