import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

test('updates commissions on the Demo connection, with a confirmation', async ({ page }) => {
  await page.goto('/commissions?affiliate=aff-1001');
  await expect(page.getByRole('heading', { name: 'Commissions' })).toBeVisible();
  await expect(page.getByLabel('Affiliate ID')).toHaveValue('aff-1001');
  // Nothing is guessed: no record for aff-1001 yet, so type and apply individually are unset.
  await expect(page.getByLabel('Commission type')).toHaveValue('');
  const apply = page.getByRole('radiogroup', { name: 'Apply individually' });
  await expect(apply.getByRole('radio', { checked: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the commission form');

  await page.getByLabel('Amount').fill('15');
  await page.getByRole('button', { name: 'Update commissions' }).click();
  await expect(page.getByText('Choose a commission type.')).toBeVisible();
  await expect(page.getByText('Choose Yes or No.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the unchosen settings flagged');

  await page.getByLabel('Commission type').selectOption('0');
  await apply.getByLabel('Yes').check();
  await page.getByLabel('Amount').press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Update commissions?' });
  await expect(dialog).toContainText('aff-1001');
  await expect(dialog).toContainText('15 %');
  await expect(dialog).toContainText('Demo');
  await expect(dialog).toContainText('All three settings are replaced');
  await expect(page.getByRole('button', { name: 'Confirm update' })).toBeFocused();
  await expectNoAxeViolations(page, 'the confirmation open');

  await page.getByRole('button', { name: 'Confirm update' }).click();
  await expect(page.getByRole('status')).toContainText('200');
  await expect(page.getByText(/Last set from this console on/)).toContainText('amount 15 %');
  await expectNoAxeViolations(page, 'after a success');

  // A second change shows what changes against the first, and what does not.
  await page.getByLabel('Amount').fill('20');
  await page.getByRole('button', { name: 'Update commissions' }).click();
  await expect(dialog.getByRole('row', { name: /Amount/ })).toContainText('20 %changed15 %');
  await expect(dialog).toContainText('You did not change: Commission type, Apply individually');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update commissions' })).toBeFocused();

  // After a reload the form starts from the settings last sent for the affiliate.
  await page.goto('/commissions');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByLabel('Affiliate ID').fill('aff-1001');
  await expect(page.getByLabel('Commission type')).toHaveValue('0');
  await expect(apply.getByLabel('Yes')).toBeChecked();
  await expect(page.getByLabel(/^Amount/)).toHaveValue('15');
  await expect(page.getByText(/filled in from these settings/)).toBeVisible();
  await expectNoAxeViolations(page, 'the form started from the last settings');
});

test('a 404 for an unknown affiliate is announced and keeps the values', async ({ page }) => {
  await page.goto('/commissions');
  await page.getByLabel('Affiliate ID').fill('aff-unknown');
  await page.getByLabel('Commission type').selectOption('1');
  await page.getByRole('radiogroup', { name: 'Apply individually' }).getByLabel('No').check();
  await page.getByLabel('Amount').fill('3');
  await page.getByRole('button', { name: 'Update commissions' }).click();
  await page.getByRole('button', { name: 'Confirm update' }).click();
  await expect(page.getByRole('alert')).toContainText('404');
  await expect(page.getByLabel('Affiliate ID')).toHaveValue('aff-unknown');
  await expectNoAxeViolations(page, 'a failure shown');
});
