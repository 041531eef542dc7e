// Two pages of one browser context (one IndexedDB, one set of Web Locks) on one import
// job, in every order: each order reaches the service exactly once (issue 23, item 1).
// The HTTP mock counts every POST it receives per order ID. Where a stale tab could
// still offer "Continue sending", the test presses it: that must send nothing.
import { expect, test, type Page } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { addConnection } from './connections';
import { openPart } from './import-parts';

const mock = `http://127.0.0.1:${mockPorts.plain}`;

async function received(page: Page, run: string): Promise<Record<string, number>> {
  const res = await page.request.get(`${mock}/__mock/received?prefix=${run}-`);
  return (await res.json()) as Record<string, number>;
}

async function startImport(page: Page, run: string, n: number, concurrency: string) {
  const lines = ['Order ID,Referral code,Product name,Quantity,Subtotal'];
  for (let i = 1; i <= n; i++) lines.push(`${run}-${i},ALICE10,Mug,1,10`);
  await page.getByRole('link', { name: 'Import' }).click();
  await page.getByLabel('Choose file').setInputFiles({
    name: `${run}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
  await page.getByRole('button', { name: 'Check orders' }).click();
  await openPart(page, 'speed');
  await page.getByLabel('Concurrency').fill(concurrency);
  await page.getByRole('button', { name: `Send ${n} orders` }).click();
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Sending' });
const continueIn = (page: Page) => panelOf(page).getByRole('button', { name: 'Continue sending' });

/** Presses B's "Continue sending" if B still offers it: A's send may take it away at any moment. */
async function continueIfOffered(page: Page) {
  try {
    await continueIn(page).click({ timeout: 5_000 });
  } catch (error) {
    if ((await continueIn(page).count()) > 0) throw error;
  }
}

/** A's job stopped part way (Cancel), then opened in B: both show it, neither holds it. */
async function stoppedJobInTwoTabs(page: Page, other: Page, run: string, n: number) {
  await addConnection(page, { name: 'Direct', baseUrl: mock, key: 'demo-key', remember: true });
  await startImport(page, run, n, '1');
  await expect(panelOf(page)).toContainText(/[1-9]\d* of \d+ answered/);
  await panelOf(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(continueIn(page)).toBeVisible();
  await other.goto('/import');
  await other.getByRole('button', { name: 'Resume import' }).click();
  await expect(continueIn(other)).toBeVisible();
}

async function expectEachOnce(page: Page, run: string, n: number) {
  const counts = await received(page, run);
  expect(Object.keys(counts)).toHaveLength(n);
  expect(Object.entries(counts).filter(([, c]) => c !== 1)).toEqual([]);
}

test('A finishes, then B continues: B sends nothing', async ({ page, context }) => {
  test.setTimeout(120_000);
  const run = `TTA${Date.now()}`;
  const other = await context.newPage();
  await stoppedJobInTwoTabs(page, other, run, 20);

  await continueIn(page).click();
  await expect(panelOf(page)).toContainText('20 of 20 answered', { timeout: 60_000 });
  // B saw orders "not sent yet"; what A sent since is never sent again from B.
  await continueIfOffered(other);
  await expect(panelOf(other)).toContainText('20 of 20 answered · 20 recorded');
  await expect(continueIn(other)).toHaveCount(0);
  await expectEachOnce(page, run, 20);
});

test('B continues while A sends: B shows A’s progress and sends nothing', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const run = `TTB${Date.now()}`;
  const other = await context.newPage();
  // The mock answers in 100–400 ms: 60 orders one at a time take A 6 s at the least.
  await stoppedJobInTwoTabs(page, other, run, 60);

  await continueIn(page).click();
  await continueIfOffered(other);
  await expect(panelOf(other)).toContainText('Another tab is sending this job');
  await expect(continueIn(other)).toHaveCount(0);
  await expect(panelOf(page)).toContainText('60 of 60 answered', { timeout: 90_000 });
  await expect(panelOf(other)).toContainText('60 of 60 answered · 60 recorded');
  await expect(panelOf(other)).not.toContainText('Another tab is sending this job');
  await expectEachOnce(page, run, 60);
});

test('an interrupted job, resumed in both tabs at once: every order at most once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const run = `TTC${Date.now()}`;
  await addConnection(page, { name: 'Direct', baseUrl: mock, key: 'demo-key', remember: true });
  await startImport(page, run, 40, '4');
  await expect(panelOf(page)).toContainText(/([5-9]|\d\d) of 40 answered/);
  await page.reload(); // the tab dies mid-send: what was on its way is "unknown"
  const other = await context.newPage();
  await other.goto('/import');
  await page.getByRole('button', { name: 'Resume import' }).click();
  await other.getByRole('button', { name: 'Resume import' }).click();
  await expect(continueIn(page)).toBeVisible();
  await expect(continueIn(other)).toBeVisible();

  // Both pressed at once: as soon as one tab sends, the other's button goes, so a click
  // that waits for it could wait forever; press each where it stands.
  const press = (p: Page) =>
    p.evaluate(() => {
      for (const b of document.querySelectorAll('button'))
        if (b.textContent === 'Continue sending') b.click();
    });
  await Promise.all([press(page), press(other)]);
  for (const p of [page, other]) {
    await expect(panelOf(p)).toContainText('40 of 40 answered', { timeout: 90_000 });
    await expect(panelOf(p)).toContainText('· 0 failed');
    await expect(continueIn(p)).toHaveCount(0);
  }
  const text = (await panelOf(other).textContent()) ?? '';
  const recorded = Number(/(\d+) recorded/.exec(text)?.[1]);
  const unknown = Number(/(\d+) unknown/.exec(text)?.[1]);
  expect(recorded + unknown).toBe(40);
  const counts = await received(page, run);
  // Every recorded order reached the service once; one cut off by the reload at most once.
  expect(Object.entries(counts).filter(([, c]) => c !== 1)).toEqual([]);
  expect(Object.keys(counts).length).toBeGreaterThanOrEqual(recorded);
});
