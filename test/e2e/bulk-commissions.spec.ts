// Commissions › Many affiliates against the HTTP mock, which counts every
// commission PATCH per affiliate id: a 50-affiliate change from a CSV, and a
// reload mid-send that resumes without sending any affiliate twice. Axe on every step.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { expectNoAxeViolations } from './axe';
import { addConnection } from './connections';

const mock = `http://127.0.0.1:${mockPorts.plain}`;
const ids = Array.from({ length: 50 }, (_, i) => `aff-${1001 + i}`);
/** Only this file changes these on the shared mock; other specs use aff-1001…aff-1003. */
const ours = ids.slice(3);

async function received(page: Page): Promise<Record<string, number>> {
  const res = await page.request.get(`${mock}/__mock/received?prefix=aff-10`);
  return (await res.json()) as Record<string, number>;
}
const delta = (after: Record<string, number>, before: Record<string, number>, id: string) =>
  (after[id] ?? 0) - (before[id] ?? 0);

/** A run-unique amount, so the mock (kept between runs) always sees a change. */
const amountFor = () => String(20 + (Date.now() % 5000));

function csv(amount: string) {
  return [
    'affiliate_id,type,apply_individually,amount',
    ...ids.map((id) => `${id},0,no,${amount}`),
  ].join('\n');
}

async function reviewFromCsv(page: Page, amount: string) {
  await page.getByRole('link', { name: 'Commissions' }).click();
  await page.getByRole('link', { name: 'Many affiliates' }).click();
  await expect(page.getByRole('heading', { name: '1. Affiliates and settings' })).toBeVisible();
  await expectNoAxeViolations(page, 'Many affiliates, list');
  await page.getByRole('button', { name: 'From a file' }).click();
  await page.getByLabel('Choose file').setInputFiles({
    name: 'raise.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv(amount)),
  });
  await expect(page.getByLabel('Column for Affiliate ID')).toHaveValue('affiliate_id');
  await expect(page.getByLabel('Column for Apply individually')).toHaveValue('apply_individually');
  await expectNoAxeViolations(page, 'Many affiliates, file columns');
  await page.getByRole('button', { name: 'Review changes' }).click();
}

const panel = (page: Page) => page.getByRole('region', { name: 'Sending' });

test('a 50-affiliate change from a CSV: reviewed, confirmed, each sent once, in History, results file, no undo where nothing was known before', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await addConnection(page, { name: 'Direct', baseUrl: mock, key: 'demo-key', remember: true });
  const amount = amountFor();
  await reviewFromCsv(page, amount);
  await expect(page.getByRole('status')).toHaveText('50 affiliates: 50 first set from here.');
  await expect(page.getByRole('table', { name: 'Affiliates to change' })).toContainText(
    'not set from this console',
  );
  await expectNoAxeViolations(page, 'Many affiliates, review');

  const before = await received(page);
  await page.getByLabel('Requests per second').fill('50');
  await page.getByRole('button', { name: 'Send 50 changes…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the commissions of 50 affiliates?' });
  await expect(dialog).toContainText('Direct');
  await expect(dialog).toContainText('50 affiliates: 50 first set from here');
  await expectNoAxeViolations(page, 'Many affiliates, confirmation');
  expect(await received(page)).toEqual(before);
  await dialog.getByRole('button', { name: 'Send changes' }).click();

  await expect(panel(page)).toContainText('50 of 50 answered · 50 updated · 0 failed', {
    timeout: 60_000,
  });
  await expectNoAxeViolations(page, 'Many affiliates, sent');
  const after = await received(page);
  for (const id of ids) expect(delta(after, before, id), id).toBeGreaterThanOrEqual(1);
  for (const id of ours) expect(delta(after, before, id), id).toBe(1);

  const download = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: 'Download results' }).click();
  const file = await readFile(await (await download).path(), 'utf8');
  const lines = file.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'affiliate_id,before_type,before_apply_individually,before_amount,after_type,after_apply_individually,after_amount,status,http_status,message',
  );
  expect(lines).toHaveLength(51);
  expect(lines).toContain(`aff-1050,,,,0,no,${Number(amount)},recorded,200,`);

  // Undo: nothing was set from this console before, so the panel says so and offers no undo.
  await expect(panel(page)).toContainText(
    'This change cannot be undone from here: none of the 50 updated affiliates had settings set from this console before it',
  );
  await expect(panel(page).getByRole('button', { name: 'Undo this change' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'Many affiliates, no undo');

  await page.getByRole('link', { name: 'History' }).click();
  await page.getByRole('searchbox').fill('aff-1050');
  await expect(page.getByRole('main')).toContainText('bulk');
});

test('a second change shows last set before → after, and its undo goes back', async ({ page }) => {
  test.setTimeout(120_000);
  await addConnection(page, { name: 'Direct', baseUrl: mock, key: 'demo-key', remember: true });
  const first = amountFor();
  await reviewFromCsv(page, first);
  await page.getByLabel('Requests per second').fill('50');
  await page.getByRole('button', { name: 'Send 50 changes…' }).click();
  await page.getByRole('button', { name: 'Send changes' }).click();
  await expect(panel(page)).toContainText('50 of 50 answered · 50 updated', { timeout: 60_000 });
  await panel(page).getByRole('button', { name: 'New change' }).click();

  const second = String(Number(first) + 1);
  await page.getByRole('button', { name: 'From a file' }).click();
  await page.getByLabel('Choose file').setInputFiles({
    name: 'raise-again.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv(second)),
  });
  await page.getByRole('button', { name: 'Review changes' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `50 affiliates: 50 amount ${Number(first)} → ${Number(second)}.`,
  );
  await page.getByLabel('Requests per second').fill('50');
  await page.getByRole('button', { name: 'Send 50 changes…' }).click();
  await page.getByRole('button', { name: 'Send changes' }).click();
  await expect(panel(page)).toContainText('50 of 50 answered · 50 updated', { timeout: 60_000 });

  await panel(page).getByRole('button', { name: 'Undo this change' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `50 affiliates: 50 amount ${Number(second)} → ${Number(first)}.`,
  );
});

test('a reload mid-send, then resume: no affiliate is sent twice, none is lost', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await addConnection(page, { name: 'Direct', baseUrl: mock, key: 'demo-key', remember: true });
  await reviewFromCsv(page, amountFor());
  const before = await received(page);
  await page.getByLabel('Concurrency').fill('2');
  await page.getByLabel('Requests per second').fill('5');
  await page.getByRole('button', { name: 'Send 50 changes…' }).click();
  await page.getByRole('button', { name: 'Send changes' }).click();
  await expect(panel(page)).toContainText(/([5-9]|\d\d) of 50 answered/);
  await page.reload();

  await page.getByRole('button', { name: 'Resume change' }).click();
  await expect(panel(page)).toBeVisible();
  await expectNoAxeViolations(page, 'Many affiliates, resumed');
  // Whatever was on its way is "unknown" and waits for a decision; the rest goes now.
  if (await page.getByRole('button', { name: 'Continue sending' }).isVisible())
    await page.getByRole('button', { name: 'Continue sending' }).click();
  await expect(panel(page)).toContainText('50 of 50 answered', { timeout: 60_000 });
  await expect(panel(page)).toContainText('· 0 failed');
  const text = (await panel(page).textContent()) ?? '';
  const updated = Number(/(\d+) updated/.exec(text)?.[1]);
  const unknown = Number(/(\d+) unknown/.exec(text)?.[1]);
  expect(updated + unknown).toBe(50);
  const after = await received(page);
  for (const id of ours) expect(delta(after, before, id), id).toBeLessThanOrEqual(1);
  const reached = ours.filter((id) => delta(after, before, id) === 1).length;
  // Every updated affiliate reached the service once; an unknown one at most once.
  expect(reached).toBeGreaterThanOrEqual(updated - 3);
});
