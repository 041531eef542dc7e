// Two colleagues, two browser contexts, one in-memory team server (npm run team-server):
// the duplicate guard across browsers, History that replicates after being offline, and
// one import file sent from both browsers with each order reaching the service once.
import { expect, test, type Page } from '@playwright/test';
import { fillOrder } from './connections';
import { colleague, putClaim, received } from './team-helpers';

async function recordOrder(page: Page, orderId: string, code = 'ALICE10') {
  await page.getByRole('link', { name: 'Record order' }).click();
  await fillOrder(page, code, orderId);
  await page.getByRole('button', { name: 'Record order' }).click();
}

test('a colleague is named before an order they sent goes out again; History comes back after offline', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const run = `TEAM${Date.now()}`;
  const a = await colleague(browser, 'ana', 'Ana');
  const b = await colleague(browser, 'ben', 'Ben');

  await recordOrder(a.page, `${run}-X`);
  await expect(a.page.getByRole('status')).toContainText('200');

  await recordOrder(b.page, `${run}-X`);
  const guard = b.page.getByRole('dialog');
  await expect(guard).toContainText('Ana');
  await expect(guard.getByRole('button', { name: 'Send anyway' })).toBeVisible();
  await guard.getByRole('button', { name: 'Cancel' }).click();
  expect(await received(a.page, `${run}-X`)).toEqual({ [`${run}-X`]: 1 });

  // Ben goes offline and records Y on the Demo (the in-browser service answers offline).
  await b.page.getByRole('link', { name: 'Settings', exact: true }).click();
  await b.page.getByRole('button', { name: 'Use Demo' }).click();
  await recordOrder(b.page, `${run}-WARM`);
  await expect(b.page.getByRole('status')).toContainText('200');
  await b.page.getByRole('button', { name: 'Record another' }).click();
  await b.context.setOffline(true);
  await fillOrder(b.page, 'ALICE10', `${run}-Y`);
  await b.page.getByRole('button', { name: 'Record order' }).click();
  await expect(b.page.getByRole('status')).toContainText('200');
  await b.context.setOffline(false);

  await a.page.getByRole('link', { name: 'History' }).click();
  await a.page.getByRole('searchbox', { name: 'Search' }).fill(`${run}-Y`);
  await expect(a.page.getByRole('button', { name: new RegExp(`Order ${run}-Y`) })).toContainText(
    'sent by Ben',
    { timeout: 30_000 },
  );
  await a.context.close();
  await b.context.close();
});

test('only the team server’s claim can name Ana: no History of hers anywhere, and nothing goes out', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const orderId = `TCLAIM${Date.now()}-X`;
  // Ana's claim as src/team/claims.ts writes it, put on the server directly: Ana has no
  // browser here, so no History entry of hers exists to replicate into Ben's duplicate guard.
  await putClaim(orderId, 'recorded');

  const b = await colleague(browser, 'ben', 'Ben');
  await recordOrder(b.page, orderId);
  const guard = b.page.getByRole('dialog');
  await expect(guard).toContainText('Sent by Ana');
  await expect(guard.getByRole('button', { name: 'Send anyway' })).toBeVisible();
  await guard.getByRole('button', { name: 'Cancel' }).click();
  expect(await received(b.page, orderId)).toEqual({});
  await b.context.close();
});

/** This browser's directory as stored, read without the app reading it (so it learns nothing). */
const storedDirectory = (page: Page) =>
  page.evaluate(async () => {
    const known = await indexedDB.databases();
    // Opened from here first, the database would be made without its stores.
    if (!known.some((d) => d.name === 'affiliate-directory')) return [];
    return new Promise<{ name: string; learned?: boolean; updatedAt: string }[]>((resolve) => {
      const open = indexedDB.open('affiliate-directory');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('affiliates')) {
          db.close();
          resolve([]);
          return;
        }
        const all = db.transaction('affiliates').objectStore('affiliates').getAll();
        all.onsuccess = () => {
          db.close();
          resolve(
            (all.result as { record: { name: string; updatedAt: string } }[]).map((r) => r.record),
          );
        };
      };
    });
  });

test('an affiliate Ana’s send named reaches Ben with Affiliates opened in neither browser', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const a = await colleague(browser, 'ana', 'Ana');
  const b = await colleague(browser, 'ben', 'Ben');
  await recordOrder(a.page, `TLEARN${Date.now()}`, 'CLARA-25');
  await expect(a.page.getByRole('status')).toContainText('200');
  const clara = async (page: Page) =>
    (await storedDirectory(page)).filter((r) => r.name === 'Clara Ng' && r.learned === true);
  // Ben's browser never reads its directory, so it learns nothing itself: Clara comes from
  // Ana's, as Ana's browser holds her. (On a server an earlier run or spec already taught,
  // Ana's learning changes nothing and her copy is the team's: Ben must still get it.)
  await expect
    .poll(
      async () => {
        const [ana, ben] = [await clara(a.page), await clara(b.page)];
        return ana.length === 1 && ben.length === 1 && ben[0]?.updatedAt === ana[0]?.updatedAt;
      },
      // Learning waits for an idle moment, then the team's replication carries it: slow
      // while the rest of the suite runs beside it.
      { timeout: 90_000 },
    )
    .toBe(true);
  await a.context.close();
  await b.context.close();
});

function csv(run: string, n: number) {
  const lines = ['Order ID,Referral code,Product name,Quantity,Subtotal'];
  for (let i = 1; i <= n; i++) lines.push(`${run}-${i},ALICE10,Mug,1,10`);
  return lines.join('\n');
}

async function checkImport(page: Page, run: string, n: number) {
  await page.getByRole('link', { name: 'Import' }).click();
  await page
    .getByLabel('Choose file')
    .setInputFiles({ name: `${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv(run, n)) });
  await page.getByRole('button', { name: 'Check orders' }).click();
  return page.getByRole('button', { name: `Send ${n} orders` });
}

test('one file of 500 orders imported by two colleagues at once: each order is sent once in all', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const run = `TIMP${Date.now()}`;
  const n = 500;
  const a = await colleague(browser, 'ana', 'Ana');
  const b = await colleague(browser, 'ben', 'Ben');
  const sendA = await checkImport(a.page, run, n);
  const sendB = await checkImport(b.page, run, n);
  await Promise.all([sendA.click(), sendB.click()]);
  for (const page of [a.page, b.page])
    await expect(page.getByRole('region', { name: 'Sending' })).toContainText(
      `${n} of ${n} answered`,
      { timeout: 180_000 },
    );
  const counts = await received(a.page, `${run}-`);
  expect(Object.keys(counts)).toHaveLength(n);
  expect(Object.entries(counts).filter(([, c]) => c !== 1)).toEqual([]);
  await a.context.close();
  await b.context.close();
});
