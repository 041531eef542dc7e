// History with 20,000 stored entries: time to open the page and to apply a
// search, against the same steps with an empty history (the baseline), in one process.
import { launch, longestTask, median, ms, startPreview, watchLongTasks } from './browser.mjs';

const ENTRIES = 20_000;
const RUNS = 5;

async function seed(page, count) {
  await page.evaluate(async (n) => {
    const open = indexedDB.open('affiliate-console', 1);
    open.onupgradeneeded = () => {
      const store = open.result.createObjectStore('entries', {
        keyPath: 'id',
        autoIncrement: true,
      });
      store.createIndex('startedAt', 'startedAt');
      store.createIndex('orderKey', ['connectionId', 'orderId']);
    };
    const db = await new Promise(
      (res, rej) => ((open.onsuccess = () => res(open.result)), (open.onerror = rej)),
    );
    const tx = db.transaction('entries', 'readwrite');
    tx.objectStore('entries').clear();
    const now = Date.now();
    for (let i = 0; i < n; i++) {
      const orderId = `ORD-${String(i).padStart(6, '0')}`;
      tx.objectStore('entries').add({
        startedAt: now - i * 60_000,
        connectionId: 'demo',
        connectionName: 'Demo',
        baseUrl: 'https://demo.affiliate-console.invalid',
        method: 'POST',
        path: '/v1/track/ALICE10',
        operation: 'order',
        source: 'form',
        requestBody: {
          orderId,
          products: [{ id: 'SKU-1', name: 'Mug', quantity: 2, subTotal: 20, tax: 4, total: 24 }],
          coupons: ['SAVE10'],
        },
        orderId,
        referralCode: 'ALICE10',
        outcome: {
          result: i % 10 ? 'recorded' : 'failed',
          status: i % 10 ? 200 : 404,
          durationMs: 120,
          responseBody: `{"orderId":"${orderId}","commission":2.4}`,
        },
      });
    }
    await new Promise((res, rej) => ((tx.oncomplete = res), (tx.onerror = rej)));
    db.close();
  }, count);
}

async function measure(browser, base, count, needle) {
  const page = await browser.newPage();
  await page.goto(base);
  await seed(page, count);
  const opens = [];
  const searches = [];
  let longest = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = Date.now();
    await page.goto(`${base}/history`);
    await page
      .getByText(`of ${count.toLocaleString('en-US')} entries`)
      .first()
      .waitFor();
    opens.push(Date.now() - t0);
    await watchLongTasks(page);
    const t1 = Date.now();
    await page.getByRole('searchbox', { name: 'Search' }).fill(needle);
    await page.getByText(new RegExp(`Showing ${count ? 1 : 0} of`)).waitFor();
    searches.push(Date.now() - t1);
    longest = Math.max(longest, await longestTask(page));
  }
  await page.close();
  return { open: median(opens), search: median(searches), longest };
}

export async function benchHistory() {
  const { base, stop } = await startPreview();
  const browser = await launch();
  try {
    const baseline = await measure(browser, base, 0, 'ORD-012345');
    const full = await measure(browser, base, ENTRIES, 'ORD-012345');
    const lines = [
      `History, ${ENTRIES.toLocaleString('en-US')} entries (median of ${RUNS}; baseline = empty history, same process):`,
      `  open History until the list shows:  ${ms(full.open)} (baseline ${ms(baseline.open)}, ratio ${(full.open / baseline.open).toFixed(2)})`,
      `  search by order ID until 1 shown:   ${ms(full.search)} (baseline ${ms(baseline.search)}, ratio ${(full.search / baseline.search).toFixed(2)})`,
      `  longest main-thread task in search: ${ms(full.longest)}`,
    ];
    return lines.join('\n');
  } finally {
    await browser.close();
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchHistory());
