// Initial load (until the order form takes input) and typing latency with 200
// product rows (input to next paint, p95), each against a baseline in the same process.
import { launch, median, ms, p95, startPreview } from './browser.mjs';
import { openOrderWithRows, productRow } from './order-draft.mjs';

const RUNS = 7;

async function loadTime(browser, url, selector) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(selector).first().waitFor();
    await page.locator(selector).first().click();
    times.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  return median(times);
}

/**
 * What the first paint waits for, from a Chromium trace of one load (median of RUNS):
 * the app's module evaluation, its longest script task (the first render), style and
 * layout, and first contentful paint.
 */
async function firstPaintTrace(browser, base) {
  const figures = { evaluate: [], render: [], layout: [], fcp: [] };
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,v8.execute,loading,blink.user_timing',
      transferMode: 'ReportEvents',
    });
    await page.goto(base, { waitUntil: 'commit' });
    await page.locator('input[name=referralCode]').first().click();
    await cdp.send('Tracing.end');
    await complete;
    await context.close();
    const start = Math.min(...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts));
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    const before = events.filter((e) => e.ph === 'X' && (!fcp || e.ts < fcp.ts));
    const sum = (names) =>
      before.filter((e) => names.includes(e.name)).reduce((t, e) => t + e.dur / 1000, 0);
    figures.evaluate.push(sum(['v8.evaluateModule']));
    figures.render.push(
      Math.max(0, ...before.filter((e) => e.name === 'FunctionCall').map((e) => e.dur / 1000)),
    );
    figures.layout.push(sum(['UpdateLayoutTree', 'Layout']));
    if (fcp) figures.fcp.push((fcp.ts - start) / 1000);
  }
  return Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, median(v)]));
}

async function typingLatency(browser, base, rows) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openOrderWithRows(page, base, rows);
  const target = (await productRow(page, Math.ceil(rows / 2), rows)).getByLabel('Name');
  await target.click();
  await page.evaluate(() => {
    window.__lat = [];
    document.addEventListener(
      'keydown',
      () => {
        const t = performance.now();
        requestAnimationFrame(() => setTimeout(() => window.__lat.push(performance.now() - t), 0));
      },
      true,
    );
  });
  await page.keyboard.type(' typed by the benchmark', { delay: 30 });
  await page.waitForTimeout(300);
  const lat = await page.evaluate(() => window.__lat);
  await context.close();
  return { p95: p95(lat), median: median(lat) };
}

export async function benchLoad() {
  const { base, stop } = await startPreview();
  const browser = await launch();
  try {
    const baseline = await loadTime(browser, `${base}/robots.txt`, 'body');
    const form = await loadTime(browser, base, 'input[name=referralCode]');
    const trace = await firstPaintTrace(browser, base);
    const one = await typingLatency(browser, base, 1);
    const many = await typingLatency(browser, base, 200);
    return [
      `Initial load from the local static server (median of ${RUNS}, fresh context each):`,
      `  until the order form takes a click: ${ms(form)} (baseline: a static file, ${ms(baseline)}; ratio ${(form / baseline).toFixed(2)})`,
      `  before first contentful paint (${ms(trace.fcp)}): module evaluation ${ms(trace.evaluate)}, first render ${ms(trace.render)}, style and layout ${ms(trace.layout)}`,
      'Typing into a product name (input to next paint):',
      `  200 product rows: p95 ${ms(many.p95)}, median ${ms(many.median)}`,
      `  1 product row (baseline): p95 ${ms(one.p95)}, median ${ms(one.median)}; p95 ratio ${(many.p95 / one.p95).toFixed(2)}`,
    ].join('\n');
  } finally {
    await browser.close();
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchLoad());
