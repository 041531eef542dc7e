// Finishing an import (issue 27, items 1 and 3), in the real app: orders without an affiliate
// are left out by choice, one mapping mistake is fixed once as a group, only those orders go
// again in the same job, and a finished job never comes back as "did not finish".
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { checkCsv } from './import-parts';

/** Each changed state, at 1280 and at 360 px, for a person to look at (the page, or one part of it). */
async function shots(page: Page, name: string, part?: Locator) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const path = test.info().outputPath(`${name}-${width}.png`);
    if (part) await part.screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an import with a mapping mistake is finished in a few actions, and stays finished', async ({
  page,
}) => {
  const run = `FIN${Date.now()}`;
  const csv = [
    'Order ID,Referral code,Product name,Quantity,Subtotal',
    `${run}-1,ALICE10,Mug,1,10`,
    `${run}-2,BOBBIKES15,Mug,1,10`,
    `${run}-3,BOBBIKES15,Mug,1,10`,
    `${run}-4,CLARA25,Mug,1,10`,
    `${run}-5,BOBBIKES15,Mug,1,10`,
    `${run}-6,,Mug,1,10`,
    `${run}-7,CLARA25,Mug,1,10`,
  ].join('\n');
  await checkCsv(page, csv, 'finish.csv');

  // The organic order: left out by choice, never given a code.
  await shots(page, 'problem-no-referral', page.locator('.problem-groups'));
  await page.getByRole('button', { name: 'Leave out orders without an affiliate' }).click();
  await expect(page.getByText(/^Statuses: /)).toHaveText(
    'Statuses: 1 order left out by status: 1 no affiliate.',
  );
  await shots(page, 'preview-no-affiliate', page.getByRole('region', { name: 'Preview' }));
  await page.getByRole('button', { name: 'Send 6 orders' }).click();

  const panel = page.getByRole('region', { name: 'Sending' });
  await expect(panel.getByRole('status').first()).toContainText(
    'Finished with 5 failed: 1 of 6 orders recorded.',
  );
  const groups = panel.getByRole('region', { name: 'Failures by cause' });
  await expect(groups).toContainText('Unknown referral code: BOBBIKES15 × 3, CLARA25 × 2');
  await shots(page, 'failures-by-cause', panel);
  await expectNoAxeViolations(page, 'failures by cause');

  await groups.getByRole('button', { name: 'Map these codes…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Map unknown referral codes' });
  await dialog.getByLabel('New code for BOBBIKES15').fill('BOBBIKES');
  await dialog.getByLabel('New code for CLARA25').fill('CLARA-25');
  await shots(page, 'map-codes-dialog');
  await expectNoAxeViolations(page, 'the map codes dialog');
  await dialog.getByRole('button', { name: 'Send 5 orders again' }).click();

  await expect(panel).toContainText('Finished: all 6 orders recorded.');
  await expect(panel).toContainText('6 of 6 answered · 6 recorded · 0 failed');
  await expect(panel).toContainText('5 orders sent again with the codes you gave.');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `${run}-6` })
      .getByText('left out'),
  ).toBeVisible();
  await shots(page, 'finished-after-fix');

  // A later visit: nothing to resume, nothing calls from the page.
  await page.reload();
  await expect(page.getByLabel('Choose file')).toBeVisible();
  await expect(page.getByText(/did not finish/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Sending' })).toHaveCount(0);
});

test('a job that finished with failures says so once, and leaves the other pages alone', async ({
  page,
}) => {
  const run = `ONCE${Date.now()}`;
  const csv = [
    'Order ID,Referral code,Product name,Quantity,Subtotal',
    `${run}-1,ALICE10,Mug,1,10`,
    `${run}-2,WELCOME5,Mug,1,10`,
  ].join('\n');
  await checkCsv(page, csv, 'once.csv');
  await page.getByRole('button', { name: 'Send 2 orders' }).click();
  const panel = page.getByRole('region', { name: 'Sending' });
  await expect(panel).toContainText('Finished with 1 failed: 1 of 2 orders recorded.');
  await panel.getByRole('button', { name: 'Leave out the 1 order: Unknown referral code' }).click();
  await expect(panel).toContainText('Left out by you: 1 order (WELCOME5 × 1)');
  await shots(page, 'finished-left-out');

  await page.getByRole('link', { name: 'Commissions' }).click();
  await page.getByRole('link', { name: 'Many affiliates' }).click();
  await expect(page.getByRole('button', { name: 'Same settings for a list' })).toBeVisible();
  await expect(page.getByText(/is being sent/)).toHaveCount(0);
  await expect(page.locator('.job-progress')).toHaveCount(0);

  await page.reload();
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByLabel('Choose file')).toBeVisible();
  await expect(page.getByText(/did not finish/)).toHaveCount(0);
});

async function changeList(page: Page, ids: string, amount: string) {
  await page.getByLabel('Affiliate IDs').fill(ids);
  await page.getByLabel('Commission type').selectOption('0');
  await page
    .getByRole('radiogroup', { name: 'Apply individually' })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByRole('button', { name: 'Review changes' }).click();
}

test('a bulk change says before sending how much of it an undo can put back, and after', async ({
  page,
}) => {
  // The Demo connection's in-browser mock: this page's own affiliates.
  await page.goto('/commissions/bulk');
  await changeList(page, 'aff-1001 aff-1002', '11');
  await expect(
    page.getByText('Undo: none of the 2 affiliates can be put back afterwards'),
  ).toBeVisible();
  await shots(page, 'review-undo-none');
  await page.getByRole('button', { name: 'Send 2 changes…' }).click();
  await expect(page.getByRole('dialog')).toContainText('Undo: none of the 2 affiliates');
  await page.getByRole('button', { name: 'Send changes' }).click();
  const sending = page.getByRole('region', { name: 'Sending' });
  await expect(sending).toContainText('This change cannot be undone from here');
  await expect(sending.getByRole('button', { name: 'Undo this change' })).toHaveCount(0);
  await shots(page, 'bulk-undo-none');

  await sending.getByRole('button', { name: 'New change' }).click();
  await changeList(page, 'aff-1001 aff-1002 aff-1003', '13');
  await expect(
    page.getByText('Undo: 2 of 3 affiliates can be put back afterwards; 1 cannot'),
  ).toBeVisible();
  await shots(page, 'review-undo-some');
  await page.getByRole('button', { name: 'Send 3 changes…' }).click();
  await page.getByRole('button', { name: 'Send changes' }).click();
  await expect(sending).toContainText(
    'prepares the reverse change for 2 of the 3 updated affiliates',
  );
  await expect(sending).toContainText(
    '1 cannot be put back from here, as their settings were never set from this console before this change: aff-1003.',
  );
  await expectNoAxeViolations(page, 'the undo reach after a bulk change');
  await shots(page, 'bulk-undo-some');
});
