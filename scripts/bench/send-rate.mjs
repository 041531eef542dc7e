// Send rate of an import at concurrency 8 against the Demo mock (in-browser MSW, 100–400 ms
// latency), in Chromium: 400 orders from Send to "400 of 400 answered". The baseline, in the
// same page and run: the same 400 requests sent by bare fetches, 8 at a time, through the same
// mock (what its latency allows; no storage, no History). Printed as orders/s and the ratio.
// Before and after in the same run: the build in dist-import-before/ (the app before issue 24,
// built by scripts/bench/import.mjs, which npm run bench runs first) beside dist/, runs
// alternating; SEND_RATE_BEFORE=<dir> names another, SEND_RATE_BEFORE=none measures dist/ alone.
// SEND_RATE_PHASES=1 prints the time spent per phase (performance.measure entries named
// "send:*", present only in a build instrumented for profiling).
import { existsSync } from 'node:fs';
import { freePort, launch, median, startPreview } from './browser.mjs';

const ORDERS = 400;
const CONCURRENCY = 8;
const RUNS = Number(process.env.SEND_RATE_RUNS ?? 3);

function csv(run) {
  const lines = ['Order,Code,SKU,Qty,Subtotal'];
  for (let i = 0; i < ORDERS; i++) lines.push(`${run}-${i},ALICE10,S,1,10`);
  return lines.join('\n');
}

/** The same requests by bare fetch, CONCURRENCY at a time, through the page's mock (its service worker). */
async function bareRate(page, run) {
  return page.evaluate(
    async ([n, concurrency, run]) => {
      const key = 'demo-key'; // DEMO_SERVICE_KEY
      let next = 0;
      const t0 = performance.now();
      const worker = async () => {
        for (let i = next++; i < n; i = next++)
          await fetch('/demo-service/v1/track/ALICE10', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json-patch+json', 'X-Service-Key': key },
            body: JSON.stringify({
              orderId: `${run}-bare-${i}`,
              products: [{ id: 'S', quantity: 1 }],
            }),
          }).then((r) => r.text());
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return n / ((performance.now() - t0) / 1000);
    },
    [ORDERS, CONCURRENCY, run],
  );
}

async function importRate(page, run) {
  await page.getByLabel('Choose file').setInputFiles({
    name: 'send.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv(run)),
  });
  await page.getByRole('button', { name: 'Check orders' }).click();
  await page.getByLabel('Concurrency').fill(String(CONCURRENCY));
  const send = page.getByRole('button', { name: `Send ${ORDERS} orders` });
  await send.waitFor();
  const t0 = Date.now();
  await send.click();
  await page
    .getByRole('region', { name: 'Sending' })
    .getByText(`${ORDERS} of ${ORDERS} answered`)
    .waitFor({ timeout: 300_000 });
  return ORDERS / ((Date.now() - t0) / 1000);
}

async function phases(page) {
  return page.evaluate(() => {
    const by = new Map();
    for (const m of performance.getEntriesByType('measure'))
      if (m.name.startsWith('send:')) by.set(m.name, [...(by.get(m.name) ?? []), m.duration]);
    return [...by].map(([name, ds]) => ({
      name,
      n: ds.length,
      mean: ds.reduce((a, b) => a + b, 0) / ds.length,
    }));
  });
}

async function measure(dist) {
  const { base, stop } = await startPreview(await freePort(), dist);
  return { dist, base, stop, runs: [] };
}

function report({ dist, runs }) {
  const rate = median(runs.map((r) => r.rate));
  const bare = median(runs.map((r) => r.bare));
  const lines = [
    `Send rate (${dist}), Demo mock (100–400 ms latency), concurrency ${CONCURRENCY}, ${ORDERS} orders, median of ${runs.length}:`,
    `  baseline, bare fetches through the same mock (same page): ${bare.toFixed(1)} requests/s (nominal at 250 ms mean: ${(CONCURRENCY / 0.25).toFixed(0)}/s)`,
    `  import, Send to every answer shown:                         ${rate.toFixed(1)} orders/s (ratio ${(rate / bare).toFixed(2)} of the baseline; ${(rate / 32).toFixed(2)} of nominal)`,
    `  runs: ${runs.map((r) => `${r.rate.toFixed(1)}/${r.bare.toFixed(1)}`).join(', ')}`,
  ];
  for (const p of runs.at(-1)?.phase ?? [])
    lines.push(`  ${p.name}: ${p.mean.toFixed(1)} ms mean over ${p.n}`);
  return lines.join('\n');
}

export async function benchSendRate() {
  const before = process.env.SEND_RATE_BEFORE ?? 'dist-import-before';
  const dists = [
    ...(before !== 'none' && existsSync(`${before}/index.html`) ? [before] : []),
    'dist',
  ];
  const builds = [];
  for (const d of dists) builds.push(await measure(d));
  const browser = await launch();
  try {
    for (let r = 0; r < RUNS; r++)
      for (const build of builds) {
        const page = await browser.newPage();
        await page.goto(`${build.base}/import`);
        const run = `R${Date.now()}-${r}`;
        // The import first: it starts the Demo mock's service worker, which the bare fetches use.
        const rate = await importRate(page, run);
        const bare = await bareRate(page, run);
        const phase = process.env.SEND_RATE_PHASES ? await phases(page) : [];
        build.runs.push({ rate, bare, phase });
        await page.close();
      }
  } finally {
    await browser.close();
    for (const b of builds) b.stop();
  }
  return builds.map(report).join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchSendRate());
