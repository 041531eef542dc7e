import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

test('updates commissions on the Demo connection, with a confirmation', async ({ page }) => {
  await page.goto('/commissions?affiliate=aff-1001');
  await expect(page.getByRole('heading', { name: 'Commissions' })).toBeVisible();
  await expect(page.getByLabel('Affiliate ID')).toHaveValue('aff-1001');
  await expectNoAxeViolations(page, 'the commission form');

  await page.getByLabel('Commission type').selectOption('0');
  await page.getByLabel('Amount').fill('15');
  await page.getByLabel('Apply individually').check();
  await page.getByLabel('Amount').press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Update commissions?' });
  await expect(dialog).toContainText('aff-1001');
  await expect(dialog).toContainText('15 %');
  await expect(dialog).toContainText('Demo');
  await expect(page.getByRole('button', { name: 'Confirm update' })).toBeFocused();
  await expectNoAxeViolations(page, 'the confirmation open');

  await page.getByRole('button', { name: 'Confirm update' }).click();
  await expect(page.getByRole('status')).toContainText('200');
  await expect(page.getByText(/Last set from this console on/)).toContainText('amount 15 %');
  await expectNoAxeViolations(page, 'after a success');

  // A second change shows what changes against the first.
  await page.getByLabel('Amount').fill('20');
  await page.getByRole('button', { name: 'Update commissions' }).click();
  await expect(page.getByRole('dialog').getByRole('row', { name: /Amount/ })).toContainText(
    '15 %20 %',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update commissions' })).toBeFocused();
});

test('a 404 for an unknown affiliate is announced and keeps the values', async ({ page }) => {
  await page.goto('/commissions');
  await page.getByLabel('Affiliate ID').fill('aff-unknown');
  await page.getByLabel('Amount').fill('3');
  await page.getByRole('button', { name: 'Update commissions' }).click();
  await page.getByRole('button', { name: 'Confirm update' }).click();
  await expect(page.getByRole('alert')).toContainText('404');
  await expect(page.getByLabel('Affiliate ID')).toHaveValue('aff-unknown');
  await expectNoAxeViolations(page, 'a failure shown');
});
