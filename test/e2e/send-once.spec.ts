// Each order is sent once, whatever the tabs and reloads do (issue: "Send each
// order exactly once"). The HTTP mock counts every POST it receives per order ID.
import { expect, test, type Page } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { addConnection } from './connections';
import { openPart } from './import-parts';

const mock = `http://127.0.0.1:${mockPorts.plain}`;

function csv(run: string, n: number) {
  const lines = ['Order ID,Referral code,Product name,Quantity,Subtotal'];
  for (let i = 1; i <= n; i++) lines.push(`${run}-${i},ALICE10,Mug,1,10`);
  return lines.join('\n');
}

async function received(page: Page, run: string): Promise<Record<string, number>> {
  const res = await page.request.get(`${mock}/__mock/received?prefix=${run}`);
  return (await res.json()) as Record<string, number>;
}

async function startImport(page: Page, run: string, n: number, concurrency: string) {
  await page.getByRole('link', { name: 'Import' }).click();
  await page
    .getByLabel('Choose file')
    .setInputFiles({ name: `${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv(run, n)) });
  await page.getByRole('button', { name: 'Check orders' }).click();
  await openPart(page, 'speed');
  await page.getByLabel('Concurrency').fill(concurrency);
  await page.getByRole('button', { name: `Send ${n} orders` }).click();
}

const answered = (page: Page) => page.getByRole('region', { name: 'Sending' });

test('a second tab cannot send a job the first tab is sending', async ({ page, context }) => {
  test.setTimeout(120_000);
  const run = `TAB${Date.now()}`;
  await addConnection(page, { name: 'Direct', baseUrl: mock, key: 'demo-key', remember: true });
  await startImport(page, run, 40, '2');
  await expect(answered(page)).toContainText(/[1-9]\d* of 40 answered/);

  const other = await context.newPage();
  await other.goto('/import');
  await expect(other.getByRole('status')).toContainText('Sending in another tab');
  await expect(other.getByRole('button', { name: 'Resume import' })).toHaveCount(0);

  await expect(answered(page)).toContainText('40 of 40 answered', { timeout: 60_000 });
  const counts = await received(page, run);
  expect(Object.keys(counts)).toHaveLength(40);
  expect(Object.values(counts).every((c) => c === 1)).toBe(true);
});

test('a reload mid-send, then resume: no order is sent twice, none is lost', async ({ page }) => {
  test.setTimeout(120_000);
  const run = `RLD${Date.now()}`;
  await addConnection(page, { name: 'Direct', baseUrl: mock, key: 'demo-key', remember: true });
  await startImport(page, run, 40, '4');
  await expect(answered(page)).toContainText(/([5-9]|\d\d) of 40 answered/);
  await page.reload();
  await page.getByRole('button', { name: 'Resume import' }).click();
  const panel = answered(page);
  await expect(panel).toBeVisible();
  // Whatever was on its way is "unknown" and waits for a decision; the rest goes now.
  if (await page.getByRole('button', { name: 'Continue sending' }).isVisible())
    await page.getByRole('button', { name: 'Continue sending' }).click();
  await expect(panel).toContainText('40 of 40 answered', { timeout: 60_000 });
  await expect(panel).toContainText(/· 0 failed/);
  const counts = await received(page, run);
  expect(Object.values(counts).every((c) => c === 1)).toBe(true);
  const text = (await panel.textContent()) ?? '';
  const recorded = Number(/(\d+) recorded/.exec(text)?.[1]);
  const unknown = Number(/(\d+) unknown/.exec(text)?.[1]);
  expect(recorded + unknown).toBe(40);
  // Every recorded order reached the service; an unknown one at most once.
  expect(Object.keys(counts).length).toBeGreaterThanOrEqual(recorded);
});

test('resuming on a production connection asks before anything is sent', async ({ page }) => {
  test.setTimeout(120_000);
  const run = `PRD${Date.now()}`;
  await page.goto('/settings');
  await page.getByRole('button', { name: 'New connection' }).click();
  await page.getByLabel('Name').fill('Live');
  await page.getByLabel('Base URL').fill(mock);
  await page.getByLabel('Service key').fill('demo-key');
  await page.getByLabel('Remember key on this device').check();
  await page.getByLabel('Production').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await startImport(page, run, 30, '1');
  await page.getByRole('button', { name: 'Send to production' }).click();
  await expect(answered(page)).toContainText(/[2-9] of 30 answered/);
  await page.reload();
  await page.getByRole('button', { name: 'Resume import' }).click();
  const before = Object.keys(await received(page, run)).length;
  await page.getByRole('button', { name: 'Continue sending' }).click();
  await expect(page.getByRole('dialog')).toContainText('production');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForTimeout(1500);
  expect(Object.keys(await received(page, run)).length).toBe(before);
  await page.getByRole('button', { name: 'Continue sending' }).click();
  await page.getByRole('button', { name: 'Send to production' }).click();
  await expect(page.getByRole('button', { name: 'Continue sending' })).toHaveCount(0, {
    timeout: 60_000,
  });
  const counts = await received(page, run);
  expect(Object.values(counts).every((c) => c === 1)).toBe(true);
});
