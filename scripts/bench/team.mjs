// Issue 25's figures, in the built app and Debian's Chromium against the in-memory team
// server (scripts/team-server.mjs):
// 1. Initial sync: TEAM_BENCH_ENTRIES (default 200,000) History documents on the server;
//    a new browser joins the team. Time until History holds them all (replicated into
//    PouchDB's IndexedDB and applied to History's), and the origin's storage
//    (navigator.storage.estimate: both copies).
// 2. Steady send rate with replication on vs off, in the same run: TEAM_BENCH_ORDERS
//    (default 300) orders imported and sent to the mock service over HTTP, once in a browser
//    with no team, once in one that replicates to the team (a second database, 'steady',
//    so no backlog replicates meanwhile). Orders/s each, and the ratio.
// Each figure comes with where the time went: the app's User Timing entries ('team apply'
// in the bridge, 'team apply history' of it in History's writes, 'team push', 'team claim',
// 'team settle'), and the time until the PouchDB replica itself held every document.
// TEAM_BENCH_DIST serves another build (e.g. the commit before, for a before/after).
// TEAM_BENCH_RUNS (default 3) pairs of send-rate runs; the median ratio is printed.
// `npx vite build && npm run build:mock && node scripts/bench/team.mjs`
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort, launch, median, startPreview } from './browser.mjs';

const ENTRIES = Number(process.env.TEAM_BENCH_ENTRIES ?? 200_000);
const ORDERS = Number(process.env.TEAM_BENCH_ORDERS ?? 300);
/** Send-rate pairs (off, on) whose median ratio is reported. */
const RUNS = Number(process.env.TEAM_BENCH_RUNS ?? 3);
const AUTH = `Basic ${Buffer.from('ana:ana-secret').toString('base64')}`;

function startNode(args, env, ready) {
  const child = spawn('node', args, {
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid);
    } catch {
      // already gone
    }
  };
  return (async () => {
    for (let i = 0; i < 200; i++) {
      try {
        await fetch(ready);
        return stop;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    stop();
    throw new Error(`${args.join(' ')} did not start`);
  })();
}

async function seed(teamUrl) {
  const started = performance.now();
  for (let i = 0; i < ENTRIES; i += 5000) {
    const docs = [];
    for (let j = i; j < Math.min(ENTRIES, i + 5000); j++) {
      const startedAt = Date.UTC(2026, 0, 1) + j * 60_000;
      docs.push({
        _id: `history:seed-browser:${j}`,
        kind: 'history',
        browserId: 'seed-browser',
        record: {
          key: `seed-browser:${j}`,
          updatedAt: new Date(startedAt).toISOString(),
          updatedBy: 'Seed',
          entry: {
            startedAt,
            connectionName: 'Shop',
            baseUrl: 'http://shop.bench',
            method: 'POST',
            path: '/v1/track/ALICE10',
            operation: 'order',
            source: 'import',
            requestBody: {
              orderId: `S-${j}`,
              products: [{ id: 'SKU-1', quantity: 1, subTotal: 10 }],
            },
            orderId: `S-${j}`,
            referralCode: 'ALICE10',
            sentBy: 'Seed',
            browserId: 'seed-browser',
            outcome: { result: 'recorded', status: 200, durationMs: 20 },
          },
        },
      });
    }
    const res = await fetch(`${teamUrl}/team/_bulk_docs`, {
      method: 'POST',
      headers: { Authorization: AUTH, 'Content-Type': 'application/json' },
      body: JSON.stringify({ docs }),
    });
    if (!res.ok) throw new Error(`seeding failed: ${res.status}`);
  }
  return (performance.now() - started) / 1000;
}

async function joinTeam(page, base, teamUrl, database = 'team') {
  await page.goto(`${base}/settings`);
  await page.evaluate(
    ([url, database]) => {
      localStorage.setItem(
        'ac.team.v1',
        JSON.stringify({
          url,
          database,
          username: 'ana',
          displayName: 'Ana',
          rememberPassword: true,
        }),
      );
      localStorage.setItem('ac.team.password', 'ana-secret');
    },
    [teamUrl, database],
  );
  await page.reload();
}

const historyCount = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('affiliate-console');
        // Not there yet: creating it here (version 1, no stores) would break the app's upgrade.
        open.onupgradeneeded = () => open.transaction.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve(0);
          const count = db.transaction('entries').objectStore('entries').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
        };
        open.onerror = () => resolve(0);
      }),
  );

/**
 * Documents in this browser's PouchDB replica, read directly from its IndexedDB database
 * (PouchDB's indexeddb adapter names it by the team database's URL).
 */
const replicaCount = (page, teamUrl) =>
  page.evaluate(async (replica) => {
    const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n === replica);
    if (!name) return 0;
    return new Promise((resolve) => {
      const open = indexedDB.open(name);
      open.onupgradeneeded = () => open.transaction.abort();
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('docs')) return resolve(0);
        const count = db.transaction('docs').objectStore('docs').count();
        count.onsuccess = () => {
          resolve(count.result);
          db.close();
        };
      };
      open.onerror = () => resolve(0);
    });
  }, `${teamUrl}/team`);

/** Sums of the app's User Timing entries (the team bridge's and claims' own marks), in ms. */
const timings = (page) =>
  page.evaluate(() => {
    const sums = {};
    for (const m of performance.getEntriesByType('measure'))
      if (m.name.startsWith('team ')) sums[m.name] = (sums[m.name] ?? 0) + m.duration;
    return sums;
  });

const usageOf = (page) =>
  page.evaluate(async () => (await globalThis.navigator.storage.estimate()).usage ?? 0);

async function initialSync(browser, base, teamUrl) {
  const page = await (await browser.newContext()).newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') console.error(`page: ${m.text()}`);
  });
  await joinTeam(page, base, teamUrl);
  const started = Date.now();
  // PouchDB's "paused" comes as soon as one direction idles, so it is no end mark: the
  // figure is the time until History holds every entry (replicated and applied), and,
  // to split it, the time until the replica holds them (polled once a second).
  let kept = await historyCount(page);
  let inReplica;
  while (kept < ENTRIES && Date.now() - started < 1_800_000) {
    await new Promise((r) => setTimeout(r, 1000));
    if (inReplica === undefined && (await replicaCount(page, teamUrl)) >= ENTRIES)
      inReplica = (Date.now() - started) / 1000;
    kept = await historyCount(page);
    // Progress on stderr, so a stalled sync shows itself.
    if ((Date.now() - started) % 10_000 < 1000)
      console.error(`  … ${Math.round((Date.now() - started) / 1000)} s: History ${kept}`);
  }
  const inHistory = (Date.now() - started) / 1000;
  inReplica ??= inHistory;
  const spent = await timings(page);
  const usage = await usageOf(page);
  // Each copy's cost: History's database is deleted from a page of the same origin that
  // runs no app (nothing holds it open), and the origin's usage read again.
  await page.goto(`${base}/robots.txt`);
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const del = indexedDB.deleteDatabase('affiliate-console');
        del.onsuccess = del.onerror = del.onblocked = () => resolve(undefined);
      }),
  );
  const withoutHistory = await usageOf(page);
  await page.context().close();
  return {
    inHistory,
    inReplica,
    kept,
    spent,
    usageMb: usage / 1e6,
    historyMb: (usage - withoutHistory) / 1e6,
    replicaMb: withoutHistory / 1e6,
  };
}

function csv(run) {
  const lines = ['Order ID,Referral code,Product name,Quantity,Subtotal'];
  for (let i = 1; i <= ORDERS; i++) lines.push(`${run}-${i},ALICE10,Mug,1,10`);
  return lines.join('\n');
}

async function sendRate(browser, base, mockUrl, teamUrl) {
  const page = await (await browser.newContext()).newPage();
  // A database of its own, so that the figure is the steady rate, not one taken while the
  // 200,000 seeded entries replicate in the background.
  if (teamUrl) await joinTeam(page, base, teamUrl, 'steady');
  await page.goto(`${base}/settings`);
  await page.getByRole('button', { name: 'New connection' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Bench mock');
  await page.getByLabel('Base URL').fill(mockUrl);
  await page.getByLabel('Service key').fill('demo-key');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('banner').getByText('Bench mock').waitFor();
  const run = `TB${teamUrl ? 'ON' : 'OFF'}${Date.now()}`;
  await page.getByRole('link', { name: 'Import' }).click();
  await page
    .getByLabel('Choose file')
    .setInputFiles({ name: `${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv(run)) });
  await page.getByRole('button', { name: 'Check orders' }).click();
  const send = page.getByRole('button', { name: `Send ${ORDERS} orders` });
  await send.waitFor();
  const started = Date.now();
  await send.click();
  await page
    .getByRole('region', { name: 'Sending' })
    .filter({ hasText: `${ORDERS} of ${ORDERS} answered` })
    .waitFor({ timeout: 600_000 });
  const seconds = (Date.now() - started) / 1000;
  const spent = await timings(page);
  await page.context().close();
  return { rate: ORDERS / seconds, seconds, spent };
}

/** "push 1.2 s, claim 3.4 s" from the summed User Timing entries. */
const split = (spent) =>
  Object.entries(spent)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, ms]) => `${name.slice(5)} ${(ms / 1000).toFixed(1)} s`)
    .join(', ') || 'nothing';

export async function benchTeam() {
  if (!existsSync('dist-mock/http-server.js')) throw new Error('Run `npm run build:mock` first.');
  const [teamPort, mockPort, previewPort] = [await freePort(), await freePort(), await freePort()];
  const teamUrl = `http://127.0.0.1:${teamPort}`;
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const stopTeam = await startNode(
    ['scripts/team-server.mjs'],
    { TEAM_PORT: String(teamPort), TEAM_DATABASES: 'team,steady' },
    `${teamUrl}/`,
  );
  const stopMock = await startNode(
    ['dist-mock/http-server.js'],
    { PORT: String(mockPort) },
    `${mockUrl}/v1/health`,
  );
  const { base, stop } = await startPreview(previewPort, process.env.TEAM_BENCH_DIST ?? 'dist');
  const browser = await launch();
  try {
    const seeded = await seed(teamUrl);
    const sync = await initialSync(browser, base, teamUrl);
    const rates = [];
    for (let i = 0; i < RUNS; i++) {
      const off = await sendRate(browser, base, mockUrl, undefined);
      const on = await sendRate(browser, base, mockUrl, teamUrl);
      rates.push({ off, on, ratio: on.rate / off.rate });
    }
    const mid = rates.find((r) => r.ratio === median(rates.map((x) => x.ratio))) ?? rates[0];
    return [
      `Team (issue 25), in-memory team server, Chromium:`,
      `  seeding ${ENTRIES.toLocaleString()} History documents on the server: ${seeded.toFixed(1)} s`,
      `  initial sync into a new browser (replicated into PouchDB and applied to History): ` +
        `History holds ${sync.kept.toLocaleString()} after ${sync.inHistory.toFixed(1)} s; origin storage ${sync.usageMb.toFixed(0)} MB`,
      `    the replica held them all after ${sync.inReplica.toFixed(1)} s; time in the bridge (main thread): ${split(sync.spent)}`,
      `    storage: History ${sync.historyMb.toFixed(0)} MB, PouchDB replica and the rest ${sync.replicaMb.toFixed(0)} MB`,
      ...rates.map(
        ({ off, on, ratio }, i) =>
          `  steady send rate, ${ORDERS} orders, run ${i + 1}: replication off ${off.rate.toFixed(1)}/s, on ${on.rate.toFixed(1)}/s, ratio on/off ${ratio.toFixed(2)}; with a team: ${split(on.spent)}`,
      ),
      `  median ratio on/off of ${RUNS} runs: ${mid.ratio.toFixed(2)}`,
    ].join('\n');
  } finally {
    await browser.close();
    stop();
    stopMock();
    stopTeam();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchTeam());
