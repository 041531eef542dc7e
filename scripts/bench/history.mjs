// History with 200,000 stored entries: time from navigation until the list shows
// (baseline: an empty History) and to search by order ID (baseline: 2,000 entries),
// every figure measured in the same run. HISTORY_BENCH_DIST=<dir> measures another build.
import { launch, longestTask, median, ms, startPreview, watchLongTasks } from './browser.mjs';

const ENTRIES = 200_000;
const SMALL = 2_000;
const NEEDLE = 'ORD-001234'; // in both the small and the large History
const RUNS = Number(process.env.HISTORY_BENCH_RUNS ?? 5);
const count = (n) => n.toLocaleString('en-US');

/**
 * Seeds through the app's own database: the app opens it first (creating it at its
 * current schema version, indexes and all), then one transaction adds the entries.
 */
async function seed(page, base, n) {
  await page.goto(`${base}/history`);
  await page
    .getByText(/Nothing sent yet|Showing/)
    .first()
    .waitFor({ timeout: 60_000 });
  await page.evaluate(async (n) => {
    const open = indexedDB.open('affiliate-console'); // no version: the one the app made
    const db = await new Promise(
      (res, rej) => ((open.onsuccess = () => res(open.result)), (open.onerror = rej)),
    );
    const tx = db.transaction('entries', 'readwrite');
    const store = tx.objectStore('entries');
    store.clear();
    const now = Date.now();
    for (let i = 0; i < n; i++) {
      const orderId = `ORD-${String(i).padStart(6, '0')}`;
      const failed = i % 10 === 0;
      store.add({
        startedAt: now - i * 60_000,
        connectionId: i % 4 ? 'demo' : 'staging',
        connectionName: i % 4 ? 'Demo' : 'Staging',
        baseUrl: 'https://demo.affiliate-console.invalid',
        method: 'POST',
        path: '/v1/track/ALICE10',
        operation: 'order',
        source: 'form',
        requestBody: {
          orderId,
          products: [{ id: 'SKU-1', name: 'Mug', quantity: 2, subTotal: 20, tax: 4, total: 24 }],
          customer: { email: `buyer${i % 500}@example.com` },
          coupons: ['SAVE10'],
        },
        orderId,
        referralCode: `CODE${i % 50}`,
        outcome: {
          result: failed ? 'failed' : 'recorded',
          status: failed ? 404 : 200,
          durationMs: 120,
          responseBody: `{"orderId":"${orderId}","commission":2.4}`,
        },
      });
    }
    await new Promise((res, rej) => ((tx.oncomplete = res), (tx.onerror = rej)));
    db.close();
  }, n);
}

/**
 * Times are taken in the page (a MutationObserver from navigation start), not by
 * polling from here, whose retry intervals (up to 500 ms) would swamp the figures.
 */
const observe = () => {
  window.__log = [];
  const note = () => {
    const count = document.querySelector('.history-count')?.textContent ?? '';
    const first = document.querySelector('[aria-label="History entries"] button')?.textContent;
    const empty = /Nothing sent yet/.test(document.querySelector('main')?.textContent ?? '');
    const last = window.__log.at(-1);
    if (!last || last.count !== count || last.first !== first || last.empty !== empty)
      window.__log.push({ t: performance.now(), count, first, empty });
  };
  new window.MutationObserver(note).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  document.addEventListener('input', () => (window.__inputAt = performance.now()), true);
};
const log = (page) => page.evaluate(() => ({ log: window.__log, inputAt: window.__inputAt }));

async function measure(browser, base, n, needle) {
  const page = await browser.newPage();
  await page.addInitScript(observe);
  const t = Date.now();
  await seed(page, base, n);
  const seeded = Date.now() - t;
  const opens = [];
  const searches = [];
  let longest = 0;
  // The list shows: its first row (or, empty, its "Nothing sent yet"); then its count.
  const listed = (e) => (n === 0 ? e.empty : e.first !== undefined);
  const counted = (e) => e.count.includes(`of ${count(n)} entries`);
  const counts = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${base}/history`);
    await page.waitForFunction(
      (total) => window.__log.some((e) => e.count.includes(`of ${total} entries`)),
      count(n),
      { timeout: 120_000 },
    );
    const opened = (await log(page)).log;
    opens.push(opened.find(listed).t);
    counts.push(opened.find(counted).t);
    if (!needle) continue;
    await watchLongTasks(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(needle);
    const found = (e) =>
      e.first?.includes(`Order ${needle}`) && e.count.startsWith(`Showing 1 of ${count(n)} `);
    await page.waitForFunction(
      ({ needle, total }) =>
        window.__log.some(
          (e) =>
            e.first?.includes(`Order ${needle}`) && e.count.startsWith(`Showing 1 of ${total} `),
        ),
      { needle, total: count(n) },
      { timeout: 120_000 },
    );
    const { log: entries, inputAt } = await log(page);
    searches.push(entries.find((e) => e.t >= inputAt && found(e)).t - inputAt);
    longest = Math.max(longest, await longestTask(page));
  }
  await page.close();
  return {
    open: median(opens),
    counted: median(counts),
    search: median(searches),
    longest,
    seeded,
  };
}

export async function benchHistory() {
  const { base, stop } = await startPreview(
    Number(process.env.HISTORY_BENCH_PORT ?? 4175),
    process.env.HISTORY_BENCH_DIST ?? 'dist',
  );
  const browser = await launch();
  try {
    const empty = await measure(browser, base, 0);
    const small = await measure(browser, base, SMALL, NEEDLE);
    const full = await measure(browser, base, ENTRIES, NEEDLE);
    const ratio = (a, b) => (a / b).toFixed(2);
    const lines = [
      `History, ${count(ENTRIES)} entries (median of ${RUNS}; baselines measured in the same run; seeding ${count(ENTRIES)} took ${(full.seeded / 1000).toFixed(1)} s):`,
      `  open History until the list shows: ${ms(full.open)} (baseline empty History ${ms(empty.open)}, +${ms(full.open - empty.open)}, ratio ${ratio(full.open, empty.open)}; ${count(SMALL)} entries ${ms(small.open)})`,
      `  ... until its count shows:         ${ms(full.counted)} (baseline empty History ${ms(empty.counted)}, +${ms(full.counted - empty.counted)}, ratio ${ratio(full.counted, empty.counted)}; ${count(SMALL)} entries ${ms(small.counted)})`,
      `  search by order ID until 1 shown:  ${ms(full.search)} (baseline ${count(SMALL)} entries ${ms(small.search)}, ratio ${ratio(full.search, small.search)})`,
      `  longest main-thread task in search: ${ms(full.longest)} (${count(SMALL)} entries: ${ms(small.longest)})`,
    ];
    return lines.join('\n');
  } finally {
    await browser.close();
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchHistory());
