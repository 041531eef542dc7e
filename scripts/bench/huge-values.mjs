// A History entry holding 5 MB of notes, and one holding 5 MB of metadata: the longest
// main-thread task from the click on the entry until its detail shows (issue 23, item 8:
// 1.7–4.6 s before values were cut). HUGE_BENCH_DIST=<dir> measures another build.
// Run alone: `node scripts/bench/huge-values.mjs` after `npx vite build`.
import {
  freePort,
  launch,
  longestTask,
  median,
  ms,
  startPreview,
  watchLongTasks,
} from './browser.mjs';

const FIVE_MB = 5 * 1024 * 1024;
const RUNS = Number(process.env.HUGE_BENCH_RUNS ?? 3);

/** Seeds the two entries through the database the app made (see history.mjs). */
async function seed(page, base) {
  await page.goto(`${base}/history`);
  await page
    .getByText(/Nothing sent yet|Showing/)
    .first()
    .waitFor({ timeout: 60_000 });
  await page.evaluate(async (size) => {
    const open = indexedDB.open('affiliate-console');
    const db = await new Promise(
      (res, rej) => ((open.onsuccess = () => res(open.result)), (open.onerror = rej)),
    );
    const tx = db.transaction('entries', 'readwrite');
    const store = tx.objectStore('entries');
    store.clear();
    const order = (orderId, extra) => ({
      startedAt: Date.now(),
      connectionId: 'demo',
      connectionName: 'Demo',
      baseUrl: `${window.location.origin}/demo-service`,
      method: 'POST',
      path: '/v1/track/ALICE10',
      operation: 'order',
      source: 'form',
      requestBody: {
        orderId,
        products: [{ id: 'SKU-1', name: 'Mug', quantity: 1, subTotal: 10 }],
        ...extra,
      },
      orderId,
      referralCode: 'ALICE10',
      outcome: { result: 'recorded', status: 200, durationMs: 100, responseBody: '{}' },
    });
    store.add(order('HUGE-NOTES', { notes: 'n'.repeat(size) }));
    store.add(order('HUGE-META', { metadata: { big: 'm'.repeat(size) } }));
    await new Promise((res, rej) => ((tx.oncomplete = res), (tx.onerror = rej)));
    db.close();
  }, FIVE_MB);
}

async function openEntry(browser, base, orderId) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await seed(page, base);
  await page.reload();
  await page.getByRole('button', { name: new RegExp(`Order ${orderId}`) }).waitFor();
  await watchLongTasks(page);
  await page.getByRole('button', { name: new RegExp(`Order ${orderId}`) }).click();
  await page
    .getByRole('region', { name: 'Entry details' })
    .getByRole('heading', { name: 'Request', exact: true })
    .waitFor();
  await page.waitForTimeout(500); // let the last task end and be reported
  const longest = await longestTask(page);
  await page.close();
  return longest;
}

export async function benchHugeValues() {
  const { base, stop } = await startPreview(
    await freePort(),
    process.env.HUGE_BENCH_DIST ?? 'dist',
  );
  const browser = await launch();
  try {
    const lines = [
      `History entry with 5 MB values, longest task after the click (median of ${RUNS}):`,
    ];
    for (const [what, id] of [
      ['notes', 'HUGE-NOTES'],
      ['metadata', 'HUGE-META'],
    ]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await openEntry(browser, base, id));
      lines.push(`  5 MB of ${what}: ${ms(median(runs))} (runs: ${runs.map(ms).join(', ')})`);
    }
    return lines.join('\n');
  } finally {
    await browser.close();
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchHugeValues());
