// Import: parse, map, group and validate a 100,000-row (13.5 MB) and a 1,000,000-row
// (136 MB) Shopify-like CSV in Chromium. The files are written into the served folder
// (dist/bench/, not committed) and the page fetches one and hands it to the file input as
// a drop would. Measured: parse and check times, the longest main-thread task, the
// main-thread heap (after a forced GC, and its peak while importing); the baseline is
// papaparse alone on the same file in a worker of the same page, in the same run.
// The send rate is scripts/bench/send-rate.mjs.
import { copyFileSync, createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { freePort, launch, median, ms, startPreview } from './browser.mjs';

const ALL_SIZES = [
  { rows: 100_000, runs: 3, file: 'orders-100k.csv' },
  { rows: 1_000_000, runs: 1, file: 'orders-1m.csv' },
];
// IMPORT_BENCH_ROWS=100000 runs only that size (a quicker loop while working on the check).
const only = Number(process.env.IMPORT_BENCH_ROWS);
const SIZES = only ? ALL_SIZES.filter((s) => s.rows === only) : ALL_SIZES;
if (SIZES.length === 0)
  throw new Error(`IMPORT_BENCH_ROWS: one of ${ALL_SIZES.map((s) => s.rows)}`);
const HEADER =
  'Name,Email,Financial Status,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku,Taxes,Discount Code,Billing Name,Billing Phone,Billing Country,Notes,Referral Code';

function csvLine(i) {
  const order = Math.floor(i / 2);
  const first = i % 2 === 0;
  return [
    `#${100000 + order}`,
    first ? `buyer${order}@example.com` : '',
    first ? 'paid' : '',
    '2025-10-07 09:50:26 +0200',
    (i % 3) + 1,
    `"Product ${i % 97}, size M"`,
    '19.99',
    `SKU-${i % 500}`,
    first ? '7.60' : '',
    first ? 'WELCOME10' : '',
    first ? `Buyer Number ${order}` : '',
    first ? '+49 30 1234567' : '',
    first ? 'DE' : '',
    first ? 'Leave at the door please' : '',
    'ALICE10',
  ].join(',');
}

/** Writes the CSV a few thousand lines at a time; returns its size in bytes. */
export async function writeCsv(path, rows) {
  const out = createWriteStream(path);
  let bytes = 0;
  const write = async (text) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(HEADER);
  for (let i = 0; i < rows; i += 5000) {
    const lines = [];
    for (let j = i; j < Math.min(rows, i + 5000); j++) lines.push(csvLine(j));
    await write(`\n${lines.join('\n')}`);
  }
  out.end();
  await once(out, 'finish');
  return bytes;
}

/** The baseline's worker: papaparse alone on the same File (read as text, as the app does). */
const PAPA_WORKER = `importScripts('./papaparse.min.js');
onmessage = async (e) => {
  const t = performance.now();
  const text = await e.data.text();
  let rows = 0;
  Papa.parse(text, { skipEmptyLines: 'greedy', chunkSize: 1024 * 1024, chunk: (r) => { rows += r.data.length; } });
  postMessage({ ms: performance.now() - t, rows });
};
`;

function prepareFiles() {
  mkdirSync('dist/bench', { recursive: true });
  copyFileSync('node_modules/papaparse/papaparse.min.js', 'dist/bench/papaparse.min.js');
  writeFileSync('dist/bench/papa-worker.js', PAPA_WORKER);
  return Promise.all(SIZES.map((s) => writeCsv(`dist/bench/${s.file}`, s.rows)));
}

const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Fetches the file into the page (not timed), then hands it to the file input as a drop would. */
async function importOnce(browser, base, file) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`${base}/import`);
  await page.evaluate(async (name) => {
    const blob = await (await fetch(`/bench/${name}`)).blob();
    window.__file = new File([blob], name, { type: 'text/csv' });
  }, file);
  // Papaparse alone on the same File in a worker of this page: the baseline.
  const papa = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const w = new window.Worker('/bench/papa-worker.js');
        w.onmessage = (e) => {
          w.terminate();
          resolve(e.data.ms);
        };
        w.onerror = (e) => {
          reject(new Error(`papaparse worker: ${e.message}`));
        };
        w.postMessage(window.__file);
      }),
  );
  await cdp.send('HeapProfiler.collectGarbage');
  const heapBefore = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  let peak = heapBefore;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      try {
        peak = Math.max(peak, (await cdp.send('Runtime.getHeapUsage')).usedSize);
      } catch {
        return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  await page.evaluate(() => {
    window.__longest = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
    }).observe({ type: 'longtask' });
    // Long animation frames name the scripts that ran in them: what the longest task was.
    window.__frame = undefined;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        if (e.duration > (window.__frame?.duration ?? 50))
          window.__frame = {
            duration: Math.round(e.duration),
            blocking: Math.round(e.blockingDuration),
            scripts: e.scripts.map(
              (x) =>
                `${x.invoker || x.invokerType} ${x.sourceFunctionName || ''} ${Math.round(x.duration)} ms`,
            ),
          };
    }).observe({ type: 'long-animation-frame' });
    const input = document.querySelector('input[type=file]');
    const dt = new DataTransfer();
    dt.items.add(window.__file);
    input.files = dt.files;
    window.__t0 = performance.now();
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const pattern = `${file.replace('.', '\\.')}: [\\d,]+ rows`;
  await page.waitForFunction((p) => new RegExp(p).test(document.body.innerText), pattern, {
    timeout: 300_000,
    polling: 50,
  });
  const parsed = await page.evaluate(() => performance.now() - window.__t0);
  await page.getByLabel('Source of Referral code').selectOption('Referral Code');
  await page.evaluate(() => {
    window.__t1 = performance.now();
    [...document.querySelectorAll('button')].find((b) => b.textContent === 'Check orders').click();
  });
  await page.waitForFunction(
    () => /orders:/.test(document.querySelector('[aria-label=Preview]')?.textContent ?? ''),
    null,
    { timeout: 300_000, polling: 50 },
  );
  const built = await page.evaluate(() => performance.now() - window.__t1);
  sampling = false;
  await sampler;
  const longest = await page.evaluate(() => window.__longest);
  const frame = await page.evaluate(() => window.__frame);
  const counts = await page
    .getByRole('region', { name: 'Preview' })
    .locator('.counts')
    .textContent();
  await page.evaluate(() => {
    delete window.__file;
  });
  await cdp.send('HeapProfiler.collectGarbage');
  const heapAfter = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  await page.close();
  return {
    parsed,
    built,
    total: parsed + built,
    longest,
    frame,
    counts,
    papa,
    heapBefore,
    heapAfter,
    peak,
  };
}

function report(size, bytes, runs) {
  const m = (f) => median(runs.map(f));
  const papa = m((r) => r.papa);
  const total = m((r) => r.total);
  const x = (v) => `${(v / papa).toFixed(2)}× papaparse`;
  const before = m((r) => r.heapBefore);
  return [
    `Import, ${size.rows.toLocaleString('en-US')}-row CSV (${MB(bytes)}), median of ${size.runs} in Chromium:`,
    `  baseline, papaparse alone (worker, same page): ${ms(papa)}`,
    `  read and parse (worker):           ${ms(m((r) => r.parsed))} (${x(m((r) => r.parsed))})`,
    `  map, group and validate (worker):  ${ms(m((r) => r.built))} (${x(m((r) => r.built))})`,
    `  total:                             ${ms(total)} (${x(total)})`,
    `  longest main-thread task:          ${ms(Math.max(...runs.map((r) => r.longest)))} (goal under 50 ms)`,
    ...runs
      .filter((r) => r.frame)
      .map(
        (r) =>
          `    longest frame over 50 ms: ${r.frame.duration} ms (blocking ${r.frame.blocking} ms): ${r.frame.scripts.join('; ') || 'no script named (rendering, GC)'}`,
      ),
    `  main-thread heap: empty page ${MB(before)}; after the check, GC'd ${MB(m((r) => r.heapAfter))} (${(m((r) => r.heapAfter) / before).toFixed(2)}× the empty page); peak ${MB(m((r) => r.peak))}`,
    `  result: ${runs[0]?.counts?.replace(/\s+/g, ' ').trim()}`,
  ].join('\n');
}

export async function benchImport() {
  const bytes = await prepareFiles();
  const { base, stop } = await startPreview(await freePort());
  const browser = await launch();
  try {
    const out = [];
    for (const [i, size] of SIZES.entries()) {
      const runs = [];
      for (let r = 0; r < size.runs; r++) {
        console.error(`import ${size.file}, run ${r + 1} of ${size.runs}`);
        runs.push(await importOnce(browser, base, size.file));
      }
      out.push(report(size, bytes[i], runs));
    }
    return out.join('\n');
  } finally {
    await browser.close();
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchImport());
