// An import in a team (issue 25): an order a colleague is sending (their claim is on the team
// server, their History not here yet) is kept back before it goes out, the results name who
// sent it first, and "Send anyway…" sends only that order, in the same job, once confirmed.
import { expect, test, type Page } from '@playwright/test';
import { colleague, putClaim, received } from './team-helpers';

async function shots(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `horizontal overflow at ${String(width)} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/team-${name}-${String(width)}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an imported order a colleague sent first is kept back, named, and sent only with “Send anyway”', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const run = `TJOB${Date.now()}`;
  const b = await colleague(browser, 'ben', 'Ben');
  // Ana's browser claimed order 2 and is sending it: her History has not reached Ben yet.
  await putClaim(`${run}-2`);

  const file = ['Order ID,Referral code,Product name,Quantity,Subtotal']
    .concat([1, 2, 3].map((i) => `${run}-${String(i)},ALICE10,Mug,1,10`))
    .join('\n');
  await b.page.getByRole('link', { name: 'Import' }).click();
  await b.page
    .getByLabel('Choose file')
    .setInputFiles({ name: `${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(file) });
  await b.page.getByRole('button', { name: 'Check orders' }).click();
  await b.page.getByRole('button', { name: /^Send \d orders?$/ }).click();
  const panel = b.page.getByRole('region', { name: 'Sending' });
  await expect(panel).toContainText('3 of 3 answered', { timeout: 60_000 });
  const groups = panel.getByRole('region', { name: 'Failures by cause' });
  await expect(groups).toContainText('Sent first by a colleague: Ana (ana) × 1');
  expect(await received(b.page, `${run}-`)).toEqual({ [`${run}-1`]: 1, [`${run}-3`]: 1 });
  // Kept back: it never left, and the money check says so.
  await expect(
    b.page.getByRole('row', { name: /Not sent \(kept back before it left\)/ }),
  ).toContainText('10.00');
  await expect(b.page.getByRole('row', { name: /Sent \(the bodies that left\)/ })).toContainText(
    '20.00',
  );
  await shots(b.page, 'import-kept-back');

  await groups.getByRole('button', { name: 'Send anyway…' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Send orders a colleague already sent?' });
  await expect(dialog).toContainText(
    'first by Ana (ana). Sending again can record the order twice',
  );
  await shots(b.page, 'import-send-anyway-dialog');
  await dialog.getByRole('button', { name: 'Send anyway' }).click();
  await expect(panel).toContainText('Finished: all 3 orders recorded.', { timeout: 30_000 });
  expect(await received(b.page, `${run}-`)).toEqual({
    [`${run}-1`]: 1,
    [`${run}-2`]: 1,
    [`${run}-3`]: 1,
  });
  await b.context.close();
});
