// Issue 23, item 8: does the page freeze between "Send N orders" and the first request?
// A Shopify-like CSV of SEND_BENCH_ORDERS orders (2 rows each; default 300,000, 1,500,000
// possible) is imported and checked in the built app, against the mock service over HTTP
// (dist-mock, `npm run build:mock`; /v1 proxied by vite preview as in the e2e). Then Send
// is clicked and the page reports its long tasks (PerformanceObserver 'longtask') and when
// the first /v1/track request started (resource timing): the longest task from the click to
// the first request, and over the first SEND_BENCH_WATCH_S seconds of sending (default 15).
// The baseline, in the same page and run: a plain 200 ms busy loop, to show the observer
// reports what it should. `npx vite build && npm run build:mock && node scripts/bench/send-freeze.mjs`
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { freePort, launch, ms, startPreview } from './browser.mjs';
import { writeCsv } from './import.mjs';

const ORDERS = Number(process.env.SEND_BENCH_ORDERS ?? 300_000);
const WATCH_S = Number(process.env.SEND_BENCH_WATCH_S ?? 15);
// Another build (an earlier commit's, for a before/after): SEND_BENCH_DIST=dist-before.
const DIST = process.env.SEND_BENCH_DIST ?? 'dist';

async function startMock(port) {
  if (!existsSync('dist-mock/http-server.js')) throw new Error('Run `npm run build:mock` first.');
  const server = spawn('node', ['dist-mock/http-server.js'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/v1/health`);
      return stop;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  stop();
  throw new Error('the mock service did not start');
}

async function addConnection(page, base) {
  await page.goto(`${base}/settings`);
  await page.getByRole('button', { name: 'New connection' }).click();
  await page.getByLabel('Name').fill('Bench mock');
  await page.getByLabel('Base URL').fill(base);
  await page.getByLabel('Service key').fill('demo-key');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('banner').getByText('Bench mock').waitFor();
}

async function importFile(page, base, file) {
  await page.goto(`${base}/import`);
  await page.evaluate(async (name) => {
    const blob = await (await fetch(`/bench/${name}`)).blob();
    const input = document.querySelector('input[type=file]');
    const dt = new DataTransfer();
    dt.items.add(new File([blob], name, { type: 'text/csv' }));
    input.files = dt.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, file);
  await page.getByLabel('Source of Referral code').waitFor({ timeout: 600_000 });
  await page.getByLabel('Source of Referral code').selectOption('Referral Code');
  await page.getByRole('button', { name: 'Check orders' }).click();
  const send = page.getByRole('button', { name: /^Send [\d,]+ orders$/ });
  await send.waitFor({ timeout: 600_000 });
  await page.waitForTimeout(1000); // let the preview settle: its tasks are not the send's
  return send;
}

/** Clicks Send; resolves with the page's long tasks and the first request's start. */
async function sendAndWatch(page) {
  await page.evaluate(() => {
    window.__tasks = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask' });
    // Long animation frames name the scripts that ran in them: what the longest task was.
    window.__frame = undefined;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        if (window.__t0 !== undefined && e.duration > (window.__frame?.duration ?? 50))
          window.__frame = {
            duration: Math.round(e.duration),
            scripts: e.scripts.map(
              (x) =>
                `${x.invoker || x.invokerType} ${x.sourceFunctionName || ''} (${x.sourceURL.split('/').pop()}:${x.sourceCharPosition}) ${Math.round(x.duration)} ms`,
            ),
          };
    }).observe({ type: 'long-animation-frame' });
    window.__first = undefined;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        if (e.name.includes('/v1/track/'))
          window.__first = Math.min(window.__first ?? Infinity, e.startTime);
    }).observe({ type: 'resource' });
  });
  // The baseline: a 200 ms busy loop must be reported as about 200 ms.
  await page.evaluate(() => {
    // In a task of the page's own (a timer): what CDP evaluates is not reported as one.
    setTimeout(() => {
      const t = performance.now();
      while (performance.now() - t < 200);
    });
  });
  await page.waitForTimeout(300);
  const baseline = await page.evaluate(() => Math.max(0, ...window.__tasks.map((t) => t[1])));
  // Clicked from a timer, so the click's own work is a page task the observer sees.
  await page.evaluate(() => {
    window.__tasks = [];
    setTimeout(() => {
      window.__t0 = performance.now();
      [...document.querySelectorAll('button')]
        .find((b) => /^Send [\d,]+ orders$/.test(b.textContent))
        .click();
    });
  });
  await page.waitForFunction(() => window.__first !== undefined, null, {
    timeout: 600_000,
    polling: 100,
  });
  await page.waitForTimeout(WATCH_S * 1000);
  const { t0, tasks, first, stored, frame } = await page.evaluate(() => ({
    frame: window.__frame,
    t0: window.__t0,
    tasks: window.__tasks,
    first: window.__first,
    stored: document.querySelector('[aria-label=Sending]')?.textContent ?? '',
  }));
  const longest = (from, to) =>
    Math.max(0, ...tasks.filter(([s]) => s >= from && s < to).map(([, d]) => d));
  const over200 = tasks.filter(([s, d]) => s >= t0 && d > 200).length;
  return {
    baseline,
    toFirst: first - t0,
    beforeFirst: longest(t0, first),
    sending: longest(t0, t0 + WATCH_S * 1000 + (first - t0)),
    over200,
    tasks: tasks.length,
    stored: stored.replace(/\s+/g, ' ').slice(0, 200),
    frame,
  };
}

export async function benchSendFreeze() {
  mkdirSync(`${DIST}/bench`, { recursive: true });
  const file = `send-${ORDERS}.csv`;
  await writeCsv(`${DIST}/bench/${file}`, ORDERS * 2);
  const mockPort = await freePort();
  const stopMock = await startMock(mockPort);
  process.env.API_UPSTREAM = `http://127.0.0.1:${mockPort}`;
  const { base, stop } = await startPreview(await freePort(), DIST);
  const browser = await launch();
  try {
    const page = await browser.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await addConnection(page, base);
    console.error(`send-freeze: importing ${ORDERS.toLocaleString('en-US')} orders`);
    await importFile(page, base, file);
    console.error('send-freeze: sending');
    const r = await sendAndWatch(page);
    return [
      `Send of a ${ORDERS.toLocaleString('en-US')}-order import (HTTP mock), main thread from the click on Send:`,
      `  time to the first request:             ${ms(r.toFirst)}`,
      `  longest task before the first request: ${ms(r.beforeFirst)} (goal under 200 ms)`,
      `  longest task, first ${WATCH_S} s of sending:   ${ms(r.sending)}; ${r.over200} of ${r.tasks} long tasks over 200 ms`,
      `  baseline: a 200 ms busy loop reported as ${ms(r.baseline)}`,
      `  longest frame after the click: ${r.frame ? `${r.frame.duration} ms: ${r.frame.scripts.join('; ') || 'no script named (rendering, GC)'}` : 'none over 50 ms'}`,
      `  after ${WATCH_S} s: ${r.stored}`,
    ].join('\n');
  } finally {
    await browser.close();
    stop();
    stopMock();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchSendFreeze());
