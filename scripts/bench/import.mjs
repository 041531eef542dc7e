// Import: parse, map, group and validate a 100,000-row (13.5 MB) and a 1,000,000-row
// (136 MB) Shopify-like CSV in Chromium. The files are written into the served folder
// (dist/bench/, not committed) and the page fetches one and hands it to the file input as
// a drop would. Measured: parse and check times, the longest main-thread task, the
// main-thread heap (after a forced GC, and its peak while importing); the baseline is
// papaparse alone on the same file in a worker of the same page, in the same run.
// Before and after in the same run: the app as it was at IMPORT_BENCH_BEFORE (a commit;
// by default the one before issue 24's faster import) is built into dist-import-before/
// and served beside this build; the runs alternate between the two. IMPORT_BENCH_BEFORE=none
// measures this build alone.
// The send rate is scripts/bench/send-rate.mjs (it measures the same before build).
import { execSync } from 'node:child_process';
import {
  copyFileSync,
  createWriteStream,
  linkSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, launch, median, ms, startPreview } from './browser.mjs';
import { describeLongestTasks, TRACE_CATEGORIES } from './longest-task-trace.mjs';

/** The app before issue 24's import work (the check as docs/benchmarks.md last measured it). */
const BEFORE_REF = process.env.IMPORT_BENCH_BEFORE ?? 'a1de5b2';
const BEFORE_DIST = 'dist-import-before';

// IMPORT_BENCH_RUNS=n: n runs of each build at 100k (and at 1M), for a steadier median on a busy machine.
const RUNS = Number(process.env.IMPORT_BENCH_RUNS) || 0;
const ALL_SIZES = [
  { rows: 100_000, runs: RUNS || 3, file: 'orders-100k.csv' },
  { rows: 1_000_000, runs: RUNS || 1, file: 'orders-1m.csv' },
];
// IMPORT_BENCH_ROWS=100000 runs only that size (a quicker loop while working on the check).
const only = Number(process.env.IMPORT_BENCH_ROWS);
// IMPORT_BENCH_TRACE=1 traces each import in Chromium and prints what its longest tasks were made of.
const TRACE = process.env.IMPORT_BENCH_TRACE === '1';
const SIZES = only ? ALL_SIZES.filter((s) => s.rows === only) : ALL_SIZES;
if (SIZES.length === 0)
  throw new Error(`IMPORT_BENCH_ROWS: one of ${ALL_SIZES.map((s) => s.rows)}`);
const HEADER =
  'Name,Email,Financial Status,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku,Taxes,Total,Discount Code,Billing Name,Billing Phone,Billing Country,Notes,Referral Code';

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
    // The order's two lines at 19.99, tax included (a German shop): the total tells the basis.
    first ? ((1999 * ((i % 3) + 1 + (((i + 1) % 3) + 1))) / 100).toFixed(2) : '',
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

async function prepareFiles(dists) {
  mkdirSync('dist/bench', { recursive: true });
  copyFileSync('node_modules/papaparse/papaparse.min.js', 'dist/bench/papaparse.min.js');
  writeFileSync('dist/bench/papa-worker.js', PAPA_WORKER);
  const bytes = await Promise.all(SIZES.map((s) => writeCsv(`dist/bench/${s.file}`, s.rows)));
  // The other build serves the same files (hard links: no second copy of 136 MB).
  for (const dist of dists.filter((d) => d !== 'dist')) {
    rmSync(`${dist}/bench`, { recursive: true, force: true });
    mkdirSync(`${dist}/bench`);
    for (const f of ['papaparse.min.js', 'papa-worker.js', ...SIZES.map((s) => s.file)])
      linkSync(`dist/bench/${f}`, `${dist}/bench/${f}`);
  }
  return bytes;
}

/** Builds the app as it was at `ref` into BEFORE_DIST (its sources from git, this node_modules). */
function buildBefore(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'import-before-'));
  try {
    execSync(`git archive ${ref} | tar -x -C ${dir}`, { stdio: 'inherit' });
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
    execSync(`npx vite build --outDir ${resolve(BEFORE_DIST)} --emptyOutDir`, {
      cwd: dir,
      stdio: 'ignore',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const commit = execSync(`git rev-parse --short ${ref}`).toString().trim();
  return commit;
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
  if (TRACE) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
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
  if (TRACE) console.log(describeLongestTasks(await browser.stopTracing()).join('\n'));
  sampling = false;
  await sampler;
  const longest = await page.evaluate(() => window.__longest);
  const frame = await page.evaluate(() => window.__frame);
  const counts = await page
    .getByRole('region', { name: 'Preview' })
    .locator('.counts')
    .textContent();
  // The worker's own time for the check, as the preview states it.
  const checked = Number(
    /checked in ([\d,]+) ms/.exec(counts ?? '')?.[1]?.replace(/,/g, '') ?? NaN,
  );
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
    checked,
    papa,
    heapBefore,
    heapAfter,
    peak,
  };
}

function report(size, bytes, runs, label) {
  const m = (f) => median(runs.map(f));
  const papa = m((r) => r.papa);
  const total = m((r) => r.total);
  const x = (v) => `${(v / papa).toFixed(2)}× papaparse`;
  const before = m((r) => r.heapBefore);
  return [
    `Import, ${size.rows.toLocaleString('en-US')}-row CSV (${MB(bytes)}), ${label}, median of ${runs.length} in Chromium:`,
    `  baseline, papaparse alone (worker, same page): ${ms(papa)}`,
    `  read and parse (worker):           ${ms(m((r) => r.parsed))} (${x(m((r) => r.parsed))})`,
    `  map, group and validate (worker):  ${ms(m((r) => r.built))} (${x(m((r) => r.built))}); the worker's own check ${ms(m((r) => r.checked))}`,
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

/** Each run's ratio (total / papaparse), before and after, side by side. */
function compare(size, before, after) {
  const ratio = (runs, f) => median(runs.map((r) => f(r) / r.papa)).toFixed(2);
  const row = (name, f) =>
    `  ${name.padEnd(26)} before ${ratio(before, f)}×, after ${ratio(after, f)}× papaparse`;
  return [
    `Import, ${size.rows.toLocaleString('en-US')} rows, before/after in this run (median of each run's own ratio):`,
    row('map, group and validate:', (r) => r.built),
    row('total:', (r) => r.total),
  ].join('\n');
}

export async function benchImport() {
  const builds = [{ label: 'this build', dist: 'dist' }];
  if (BEFORE_REF !== 'none') {
    console.error(`import: building the app as it was at ${BEFORE_REF}`);
    const commit = buildBefore(BEFORE_REF);
    builds.unshift({ label: `before (${commit})`, dist: BEFORE_DIST });
  }
  const bytes = await prepareFiles(builds.map((b) => b.dist));
  const servers = [];
  for (const b of builds) servers.push(await startPreview(await freePort(), b.dist));
  const browser = await launch();
  try {
    const out = [];
    for (const [i, size] of SIZES.entries()) {
      // Alternated (before, after, before, …) so both see the same machine load.
      const runs = builds.map(() => []);
      for (let r = 0; r < size.runs; r++)
        for (const [b, build] of builds.entries()) {
          console.error(`import ${size.file}, ${build.label}, run ${r + 1} of ${size.runs}`);
          runs[b].push(await importOnce(browser, servers[b].base, size.file));
        }
      for (const [b, build] of builds.entries())
        out.push(report(size, bytes[i], runs[b], build.label));
      if (builds.length === 2) out.push(compare(size, runs[0], runs[1]));
    }
    return out.join('\n');
  } finally {
    await browser.close();
    for (const s of servers) s.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchImport());
