// Insights with 200,000 History entries over 30 days: time from opening the page
// to its frame (headings, filters) and to its figures, and the chart's drawing time,
// against the same steps with an empty history (the baseline), in one process.
import { launch, longestTask, median, ms, startPreview, watchLongTasks } from './browser.mjs';

const ENTRIES = Number(process.env.INSIGHTS_ENTRIES ?? 200_000);
const RUNS = 3;
const DAYS = 30;

/**
 * Entries as the console writes them, spread over the last 30 days, into the app's database
 * as version 3 had it (entries only, before Insights' rollups): the app's upgrade to its
 * version then fills the rollups from them, as it would for a user's History, and is timed.
 * Run on a page of the origin that does not open the database (a static file).
 */
export async function seed(page, count) {
  await page.evaluate(
    async ({ n, days }) => {
      await new Promise((res, rej) => {
        const gone = indexedDB.deleteDatabase('affiliate-console');
        gone.onsuccess = res;
        gone.onerror = rej;
      });
      const open = indexedDB.open('affiliate-console', 3);
      // Version 3's schema (src/history/history-db.ts, steps 1 to 3).
      open.onupgradeneeded = () => {
        const entries = open.result.createObjectStore('entries', {
          keyPath: 'id',
          autoIncrement: true,
        });
        entries.createIndex('startedAt', 'startedAt');
        entries.createIndex('orderKey', ['connectionId', 'orderId']);
        entries.createIndex('byConnectionTime', ['connectionId', 'startedAt']);
        entries.createIndex('byResult', ['connectionId', 'outcome.result', 'startedAt']);
        entries.createIndex('byCode', ['connectionId', 'referralCode', 'startedAt']);
        entries.createIndex('byAffiliate', ['connectionId', 'affiliateId', 'startedAt']);
        open.result
          .createObjectStore('suggestions', { keyPath: ['connectionId', 'kind', 'key'] })
          .createIndex('recent', ['connectionId', 'kind', 'usedAt']);
      };
      const db = await new Promise(
        (res, rej) => ((open.onsuccess = () => res(open.result)), (open.onerror = rej)),
      );
      const codes = ['ALICE10', 'BOBBIKES', 'CLARA-25', 'DAN5', 'EVE-7', 'FRANK', 'GINA2', 'HAL9'];
      const tx = db.transaction('entries', 'readwrite');
      const store = tx.objectStore('entries');
      store.clear();
      const now = Date.now();
      const step = (days * 86_400_000 - 3_600_000) / Math.max(n, 1);
      for (let i = 0; i < n; i++) {
        const orderId = `ORD-${String(i % 150_000).padStart(6, '0')}`;
        const startedAt = Math.round(now - i * step);
        const result = i % 50 === 0 ? 'unknown' : i % 10 === 0 ? 'failed' : 'recorded';
        if (i % 100 === 7) {
          store.add({
            startedAt,
            connectionId: 'demo',
            connectionName: 'Demo',
            baseUrl: 'https://demo.affiliate-console.invalid',
            method: 'PATCH',
            path: '/v1/affiliates/commissions',
            operation: 'commissions',
            source: 'form',
            requestBody: {
              id: `aff-${1001 + (i % 40)}`,
              commissions: { type: 1, applyIndividual: false, amount: i % 20 },
            },
            affiliateId: `aff-${1001 + (i % 40)}`,
            commissionTypeLabel: 'Percentage',
            outcome: { result, status: 200, durationMs: 90, responseBody: '{}' },
          });
          continue;
        }
        const code = codes[i % codes.length];
        store.add({
          startedAt,
          connectionId: 'demo',
          connectionName: 'Demo',
          baseUrl: 'https://demo.affiliate-console.invalid',
          method: 'POST',
          path: `/v1/track/${code}`,
          operation: 'order',
          source: i % 3 ? 'form' : 'import',
          requestBody: {
            orderId,
            products: [
              { id: 'SKU-1', name: 'Mug', quantity: 2, subTotal: 20, tax: 4, total: 24 },
              { id: 'SKU-2', name: 'Cap', quantity: 1, subTotal: 10, tax: 2, total: 12 },
            ],
            coupons: ['SAVE10'],
            customer: { name: 'Ada Lovelace', email: 'ada@example.com', country: 'GB' },
          },
          orderId,
          referralCode: code,
          outcome: {
            result,
            status: result === 'recorded' ? 200 : result === 'failed' ? 404 : undefined,
            durationMs: 120,
            responseBody:
              result === 'recorded' ? `{"orderId":"${orderId}","commission":3.6}` : undefined,
          },
        });
      }
      await new Promise((res, rej) => ((tx.oncomplete = res), (tx.onerror = rej)));
      db.close();
    },
    { n: count, days: DAYS },
  );
}

async function measure(browser, base, count) {
  const page = await browser.newPage();
  await page.goto(`${base}/robots.txt`);
  const t = Date.now();
  await seed(page, count);
  const seeding = Date.now() - t;
  // The first visit upgrades the database: its rollups are filled from the entries.
  const u = Date.now();
  await page.goto(`${base}/insights`);
  await page.locator('[data-ready="true"]').waitFor({ timeout: 600_000 });
  const upgrade = Date.now() - u;
  const frames = [];
  const figures = [];
  const charts = [];
  let longest = 0;
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${base}/`);
    await page.getByRole('heading', { name: 'Record order' }).waitFor();
    await watchLongTasks(page);
    const t0 = Date.now();
    await page.getByRole('link', { name: 'Insights' }).click();
    await page.getByRole('heading', { name: 'Needs attention' }).waitFor();
    frames.push(Date.now() - t0);
    await page.locator('[data-ready="true"]').waitFor({ timeout: 120_000 });
    figures.push(Date.now() - t0);
    await page.waitForFunction(() => performance.getEntriesByName('insights:chart').length > 0);
    charts.push(
      await page.evaluate(() => performance.getEntriesByName('insights:chart').at(-1).duration),
    );
    longest = Math.max(longest, await longestTask(page));
  }
  const shown = await page.locator('.insights-status').textContent();
  await page.close();
  return {
    seeding,
    upgrade,
    frame: median(frames),
    figures: median(figures),
    chart: median(charts),
    longest,
    shown,
  };
}

export async function benchInsights() {
  // Its own port: a stale preview elsewhere on the shared default would answer instead.
  const { base, stop } = await startPreview(Number(process.env.BENCH_PORT ?? 4179));
  const browser = await launch();
  try {
    const baseline = await measure(browser, base, 0);
    const full = await measure(browser, base, ENTRIES);
    const ratio = (a, b) => (a / Math.max(b, 1)).toFixed(1);
    return [
      `Insights, ${ENTRIES.toLocaleString('en-US')} entries over ${DAYS} days (median of ${RUNS}; baseline = empty history, same process; seeding took ${ms(full.seeding)}):`,
      `  first visit, upgrading the database (rollups filled from the entries) until the figures show: ${ms(full.upgrade)} (baseline ${ms(baseline.upgrade)})`,
      `  click Insights until its frame shows:   ${ms(full.frame)} (baseline ${ms(baseline.frame)}, ratio ${ratio(full.frame, baseline.frame)})`,
      `  click Insights until the figures show:  ${ms(full.figures)} (baseline ${ms(baseline.figures)}, ratio ${ratio(full.figures, baseline.figures)})`,
      `  drawing the per-day chart:              ${ms(full.chart)} (baseline ${ms(baseline.chart)})`,
      `  longest main-thread task while opening: ${ms(full.longest)}`,
      `  page said: ${full.shown}`,
    ].join('\n');
  } finally {
    await browser.close();
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchInsights());
