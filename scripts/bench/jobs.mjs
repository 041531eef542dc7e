// Send jobs at scale: a 500,000-order job in Chromium — time from start() to the
// first request leaving, and from load() after a reload to "ready" — against a
// 1,000-order job in the same run (the baseline), and the bytes stored per order.
// The runner is bundled on its own (scripts/bench/jobs-entry.mjs) and put into the
// built app's page, so it uses the app's origin and IndexedDB.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { launch, ms, startPreview } from './browser.mjs';

const BIG = 500_000;
const SMALL = 1_000;
const root = fileURLToPath(new URL('../..', import.meta.url));

async function bundle() {
  const out = await build({
    configFile: false,
    root,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      rollupOptions: { onwarn: () => undefined },
      write: false,
      minify: true,
      lib: { entry: `${root}scripts/bench/jobs-entry.mjs`, formats: ['iife'], name: 'benchJobs' },
    },
  });
  const output = (Array.isArray(out) ? out[0] : out).output;
  return output.find((o) => o.type === 'chunk').code;
}

async function measure(browser, base, code, n, stream) {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`${base}/history`);
  await page.addScriptTag({ content: code });
  const started = await page.evaluate(
    ([n, stream]) => window.__jobs.startJob(n, stream),
    [n, stream],
  );
  await page.reload();
  await page.addScriptTag({ content: code });
  const loadMs = await page.evaluate((n) => window.__jobs.loadJob(n), n);
  await context.close();
  return { ...started, loadMs };
}

export async function benchJobs() {
  const streams = readFileSync(`${root}src/outbox/job-runner.ts`, 'utf8').includes('batches');
  const code = await bundle();
  const { base, stop } = await startPreview();
  const browser = await launch();
  try {
    const small = await measure(browser, base, code, SMALL, streams);
    const big = await measure(browser, base, code, BIG, streams);
    // The array form (as pages that have every request at hand call it).
    const bigArray = streams ? await measure(browser, base, code, BIG, false) : undefined;
    const per = (r, n) =>
      `${(r.bytes / n).toFixed(0)} B/order (IndexedDB usage)` +
      (r.ownEstimate
        ? `, ${(r.ownEstimate / n).toFixed(0)} B/order by the job's own estimate`
        : '');
    return [
      `Send jobs, ${BIG.toLocaleString('en-US')} orders (baseline = ${SMALL.toLocaleString('en-US')} orders, same run; start() takes ${streams ? 'a stream of batches' : 'an array'}):`,
      `  start() to the first request leaving: ${ms(big.firstMs)} (baseline ${ms(small.firstMs)}, ratio ${(big.firstMs / small.firstMs).toFixed(2)})`,
      ...(bigArray
        ? [
            `  the same, start() given an array:     ${ms(bigArray.firstMs)} (ratio ${(bigArray.firstMs / small.firstMs).toFixed(2)})`,
          ]
        : []),
      `  load() after a reload to ready:       ${ms(big.loadMs)} (baseline ${ms(small.loadMs)}, ratio ${(big.loadMs / small.loadMs).toFixed(2)})`,
      `  stored: ${per(big, BIG)}; baseline ${per(small, SMALL)}`,
    ].join('\n');
  } finally {
    await browser.close();
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchJobs());
