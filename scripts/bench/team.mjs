// Issue 36's figures (and issue 25's before them), in the built app and Debian's Chromium
// against the in-memory team server (scripts/team-server.mjs):
// 1. A new browser joins a team whose database holds TEAM_BENCH_ENTRIES (default 200,000)
//    History documents, half of them inside the 90-day window a browser keeps, half older.
//    "Guard ready": from Connect team until Settings → Team says the team answered (the
//    duplicate guard asks the server's claims from then on). "Window shown": until History
//    holds every entry of the window. Storage: the origin's use (navigator.storage.estimate)
//    against History's own database alone.
// 2. The same join on TEAM_BENCH_LARGE (default 1,000,000; 0 skips it) documents holding the
//    same window and the rest older, on a team server of its own: the join must not grow with
//    the whole history (its guard and window times only: storage is the first join's figure).
//    Each join also says how long the server took to answer its queries.
// 3. Steady send rate with replication on vs off, in the same run: TEAM_BENCH_ORDERS
//    (default 300) orders imported and sent to the mock service over HTTP, once in a browser
//    with no team, once in one that replicates to the team (a database of its own, 'steady',
//    so no backlog replicates meanwhile, on a server of its own). Orders/s each, and the ratio.
// Each figure comes with where the time went: the app's User Timing entries ('team apply'
// in the bridge, 'team apply history' of it in History's writes, 'team let go', 'team push',
// 'team claim', 'team settle').
// TEAM_BENCH_DIST serves another build (e.g. the commit before, for a before/after).
// TEAM_BENCH_LATENCY_MS (default 250): the mock service answers each order after this long
// ('random': the Demo's 100–400 ms).
// TEAM_BENCH_RUNS (default 3) pairs of send-rate runs; the median ratio is printed (0: none).
// TEAM_BENCH_ENTRIES=0 skips both joins: only the send comparison runs (minutes saved).
// TEAM_BENCH_PROFILE=<file> writes a CPU profile of the first join (see join()).
// The last line is for scripts: `team-scale: guard ready …`.
// `npx vite build && npm run build:mock && node scripts/bench/team.mjs`
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { HISTORY_INDEX } from '../team-setup-lib.mjs';
import { freePort, launch, median, startPreview } from './browser.mjs';

const ENTRIES = Number(process.env.TEAM_BENCH_ENTRIES ?? 200_000);
const LARGE = Number(process.env.TEAM_BENCH_LARGE ?? 1_000_000);
/** Entries inside the window, in both joins: half of the default team's. */
const WINDOW = Math.floor(ENTRIES / 2);
const DAY = 86_400_000;
const ORDERS = Number(process.env.TEAM_BENCH_ORDERS ?? 300);
const LATENCY = process.env.TEAM_BENCH_LATENCY_MS ?? '250';
const PROFILE = process.env.TEAM_BENCH_PROFILE;
/** TEAM_BENCH_SEND_PROFILE=<prefix>: CPU profiles of the first pair's sends, <prefix>-off/-on.cpuprofile. */
const SEND_PROFILE = process.env.TEAM_BENCH_SEND_PROFILE;
/** Send-rate pairs (off, on) whose median ratio is reported. */
const RUNS = Number(process.env.TEAM_BENCH_RUNS ?? 3);
/** Seeded as a colleague: the team's rules take a document only from the account it names. */
const SEED_AUTH = `Basic ${Buffer.from('ben:ben-secret').toString('base64')}`;

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
      // Up and ready: the team server answers 503 while it prepares its database.
      const answer = await fetch(ready).catch(() => undefined);
      if (answer && answer.status !== 503) return stop;
      await new Promise((r) => setTimeout(r, 100));
    }
    stop();
    throw new Error(`${args.join(' ')} did not start`);
  })();
}

/**
 * `total` History documents in `database`: the first WINDOW inside the last 80 days (of a
 * 90-day window), the rest spread over the 400 days before the window.
 */
async function seed(teamUrl, database, total) {
  const started = performance.now();
  const now = Date.now();
  const older = Math.max(1, total - WINDOW);
  for (let i = 0; i < total; i += 5000) {
    const docs = [];
    for (let j = i; j < Math.min(total, i + 5000); j++) {
      // Oldest first, as a team's database fills: the window's entries are the last changes
      // (a read of the changes feed passes every older one before it reaches them).
      const startedAt =
        j < total - WINDOW
          ? now - 500 * DAY + Math.floor((j / older) * 400 * DAY)
          : now - 80 * DAY + Math.floor(((j - (total - WINDOW) + 1) / WINDOW) * 80 * DAY) - 1;
      docs.push({
        _id: `history:seed-browser:${j}`,
        kind: 'history',
        browserId: 'seed-browser',
        author: 'ben',
        authorName: 'Ben',
        record: {
          key: `seed-browser:${j}`,
          updatedAt: new Date(startedAt).toISOString(),
          updatedBy: 'ben',
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
            sentBy: 'Ben',
            browserId: 'seed-browser',
            outcome: { result: 'recorded', status: 200, durationMs: 20 },
          },
        },
      });
    }
    const res = await fetch(`${teamUrl}/${database}/_bulk_docs`, {
      method: 'POST',
      headers: { Authorization: SEED_AUTH, 'Content-Type': 'application/json' },
      body: JSON.stringify({ docs }),
    });
    if (!res.ok) throw new Error(`seeding failed: ${res.status}`);
    // _bulk_docs answers 201 with a refusal per document: the rules' words, at once.
    const refused = (await res.json()).filter((r) => r.error);
    if (refused.length > 0) throw new Error(`seeding refused: ${JSON.stringify(refused[0])}`);
  }
  const seeded = (performance.now() - started) / 1000;
  // CouchDB keeps its indexes built in the background (ken); the development server builds one
  // on the first query that uses it. One query here stands for that, timed on its own.
  const indexing = performance.now();
  const ask = () =>
    fetch(`${teamUrl}/${database}/_find`, {
      method: 'POST',
      headers: { Authorization: SEED_AUTH, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        selector: { kind: 'history', 'record.entry.startedAt': { $gte: 0 } },
        sort: [{ kind: 'asc' }, { 'record.entry.startedAt': 'asc' }],
        limit: 1,
        use_index: [HISTORY_INDEX.ddoc, HISTORY_INDEX.name],
      }),
    });
  // At a million documents the build outlasts fetch's 5 minutes for an answer's headers: the
  // server goes on building, and the question is asked again (for at most an hour).
  let res;
  while (!res) {
    res = await ask().catch((e) => {
      if (e?.cause?.code !== 'UND_ERR_HEADERS_TIMEOUT' || performance.now() - indexing > 3_600_000)
        throw e;
      return undefined;
    });
  }
  if (!res.ok) throw new Error(`the History index did not answer: ${res.status}`);
  console.error(
    `  ${database}: ${total.toLocaleString()} seeded in ${seeded.toFixed(1)} s; the History index built in ${((performance.now() - indexing) / 1000).toFixed(1)} s`,
  );
  return seeded;
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
          historyDays: 90,
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
const replicaCount = (page, teamUrl, database) =>
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
  }, `${teamUrl}/${database}`);

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

/** Settings → Team's status once the team has answered (signed in, replicating). */
const ANSWERED = /Bringing the team’s records|Up to date with the team|Exchanging records/;

/** `storage`: wait for the replica to let go, and read the storage (the large join skips it). */
async function join(browser, base, teamUrl, database, storage = true) {
  const page = await (await browser.newContext()).newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') console.error(`page: ${m.text()}`);
  });
  // TEAM_BENCH_PROFILE=<file>: a CPU profile of the first join, until the window is shown
  // (open it in DevTools; build with `--minify false` for names).
  const profile = PROFILE && database === 'team' ? await page.context().newCDPSession(page) : null;
  if (profile) {
    await profile.send('Profiler.enable');
    await profile.send('Profiler.start');
  }
  // Every request's timing kept (the browser keeps 250 by default): the server's pages are summed.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
  const started = Date.now();
  await joinTeam(page, base, teamUrl, database);
  // Settings → Team: open with a team set; its status is the page's own words.
  await page
    .getByRole('region', { name: 'Team' })
    .getByRole('status')
    .filter({ hasText: ANSWERED })
    .waitFor({ timeout: 120_000 });
  const guardReady = (Date.now() - started) / 1000;
  let kept = await historyCount(page);
  while (kept < WINDOW && Date.now() - started < 1_800_000) {
    await new Promise((r) => setTimeout(r, 500));
    kept = await historyCount(page);
    if ((Date.now() - started) % 10_000 < 500)
      console.error(`  … ${Math.round((Date.now() - started) / 1000)} s: History ${kept}`);
  }
  const windowShown = (Date.now() - started) / 1000;
  // How long the server took to answer the window's pages (each request's time, summed; the
  // next page is asked while one is written, so this overlaps the main thread's apply).
  const server = await page.evaluate(() => {
    const pages = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/_find'));
    return { pages: pages.length, seconds: pages.reduce((t, e) => t + e.duration, 0) / 1000 };
  });
  if (profile) {
    const { profile: taken } = await profile.send('Profiler.stop');
    writeFileSync(PROFILE, JSON.stringify(taken));
    console.error(`  CPU profile of the join: ${PROFILE}`);
  }
  if (!storage) {
    const spent = await timings(page);
    await page.context().close();
    return { guardReady, windowShown, kept, spent, server };
  }
  // The replica lets go of what History holds in the background: storage is read once it
  // has (its count stops falling for 5 s, or 25 minutes pass).
  let inReplica = await replicaCount(page, teamUrl, database);
  for (let still = 0; still < 10 && Date.now() - started < 1_500_000;) {
    await new Promise((r) => setTimeout(r, 500));
    const now = await replicaCount(page, teamUrl, database);
    still = now < inReplica ? 0 : still + 1;
    inReplica = now;
  }
  const letGo = (Date.now() - started) / 1000 - 5;
  const spent = await timings(page);
  const usage = await usageOf(page);
  // History's own cost: its database is deleted from a page of the same origin that runs no
  // app (nothing holds it open), and the origin's usage read again.
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
    guardReady,
    windowShown,
    server,
    letGo,
    kept,
    inReplica,
    spent,
    usageMb: usage / 1e6,
    historyMb: (usage - withoutHistory) / 1e6,
  };
}

function csv(run) {
  const lines = ['Order ID,Referral code,Product name,Quantity,Subtotal'];
  for (let i = 1; i <= ORDERS; i++) lines.push(`${run}-${i},ALICE10,Mug,1,10`);
  return lines.join('\n');
}

async function sendRate(browser, base, mockUrl, teamUrl, profileTo) {
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
  const requests = teamUrl ? countTeamRequests(page, teamUrl) : undefined;
  const profile = profileTo ? await page.context().newCDPSession(page) : null;
  if (profile) {
    await profile.send('Profiler.enable');
    await profile.send('Profiler.start');
  }
  const started = Date.now();
  await send.click();
  await page
    .getByRole('region', { name: 'Sending' })
    .filter({ hasText: `${ORDERS} of ${ORDERS} answered` })
    .waitFor({ timeout: 600_000 });
  const seconds = (Date.now() - started) / 1000;
  if (profile) {
    const { profile: taken } = await profile.send('Profiler.stop');
    writeFileSync(profileTo, JSON.stringify(taken));
    console.error(`  CPU profile of the send: ${profileTo}`);
  }
  const spent = await timings(page);
  const asked = requests?.stop();
  await page.context().close();
  return { rate: ORDERS / seconds, seconds, spent, asked };
}

/**
 * The page's requests to the team server from now until `stop`, by what they are for
 * (replication's checkpoints, changes feeds, revision diffs, writes, the rest).
 */
function countTeamRequests(page, teamUrl) {
  const counts = {};
  const count = (request) => {
    const url = request.url();
    if (!url.startsWith(teamUrl)) return;
    const path = new URL(url).pathname;
    const what = /\/_local\//.test(path)
      ? 'checkpoint'
      : (/\/(_changes|_revs_diff|_bulk_docs|_bulk_get|_find|_all_docs)$/.exec(path)?.[1] ??
        (/^\/[^/]+\/?$/.test(path) ? 'info' : 'other'));
    counts[what] = (counts[what] ?? 0) + 1;
  };
  page.on('request', count);
  return {
    stop: () => {
      page.off('request', count);
      return Object.entries(counts)
        .sort(([, a], [, b]) => b - a)
        .map(([what, n]) => `${n} ${what}`)
        .join(', ');
    },
  };
}

/** A join's lines: its times, then (when it waited for the let-go) what the replica kept and the storage. */
const joined = (label, n, seconds, j) => [
  `  ${label}: ${n.toLocaleString()} History documents seeded in ${seconds.toFixed(1)} s, ${WINDOW.toLocaleString()} inside the 90-day window`,
  `    guard ready ${j.guardReady.toFixed(1)} s, window shown ${j.windowShown.toFixed(1)} s (History holds ${j.kept.toLocaleString()}); main thread: ${split(j.spent)}`,
  `    the server answered ${j.server.pages} queries (_find) in ${j.server.seconds.toFixed(1)} s, summed`,
  ...(j.usageMb === undefined
    ? []
    : [
        `    the replica let go of them by ${j.letGo.toFixed(1)} s and holds ${j.inReplica.toLocaleString()} documents; storage ${j.usageMb.toFixed(0)} MB, History alone ${j.historyMb.toFixed(0)} MB (${(j.usageMb / j.historyMb).toFixed(2)}x)`,
      ]),
];

/** "push 1.2 s, claim 3.4 s" from the summed User Timing entries. */
const split = (spent) =>
  Object.entries(spent)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, ms]) => `${name.slice(5)} ${(ms / 1000).toFixed(1)} s`)
    .join(', ') || 'nothing';

/**
 * Runs `work` against a team server of its own holding `database`, stopped afterwards. Each
 * part of the bench has its own, as CouchDB keeps each database in its own file: the
 * in-memory stand-in holding them all would answer from a heap of every document seeded
 * (1.2 million), and its collections would be counted against the join or the send.
 */
async function onTeamServer(database, work) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const stopServer = await startNode(
    ['scripts/team-server.mjs'],
    { TEAM_PORT: String(port), TEAM_DATABASES: database },
    `${url}/`,
  );
  try {
    return await work(url);
  } finally {
    stopServer();
  }
}

export async function benchTeam() {
  if (!existsSync('dist-mock/http-server.js')) throw new Error('Run `npm run build:mock` first.');
  const [mockPort, previewPort] = [await freePort(), await freePort()];
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  // A fixed latency (the mean of the Demo's 100–400 ms): the random one moved a send of 300
  // orders by about 4 % from run to run, as much as the difference measured.
  const stopMock = await startNode(
    ['dist-mock/http-server.js'],
    { PORT: String(mockPort), ...(LATENCY === 'random' ? {} : { MOCK_LATENCY_MS: LATENCY }) },
    `${mockUrl}/v1/health`,
  );
  const { base, stop } = await startPreview(previewPort, process.env.TEAM_BENCH_DIST ?? 'dist');
  const browser = await launch();
  try {
    const sendOnly = ENTRIES === 0;
    let seeded = 0;
    let small;
    if (!sendOnly)
      await onTeamServer('team', async (url) => {
        seeded = await seed(url, 'team', ENTRIES);
        small = await join(browser, base, url, 'team');
      });
    // Each join's figures as soon as they are known (a long run may be stopped later).
    if (small) console.error(joined('join', ENTRIES, seeded, small).join('\n'));
    let largeSeeded = 0;
    let large;
    if (LARGE > 0 && small) {
      await onTeamServer('large', async (url) => {
        largeSeeded = await seed(url, 'large', LARGE);
        large = await join(browser, base, url, 'large', false);
      });
      console.error(joined('large join', LARGE, largeSeeded, large).join('\n'));
    }
    const rates = await onTeamServer('steady', async (url) => {
      const pairs = [];
      for (let i = 0; i < RUNS; i++) {
        const profileTo = (side) =>
          SEND_PROFILE && i === 0 ? `${SEND_PROFILE}-${side}.cpuprofile` : undefined;
        const off = await sendRate(browser, base, mockUrl, undefined, profileTo('off'));
        const on = await sendRate(browser, base, mockUrl, url, profileTo('on'));
        pairs.push({ off, on, ratio: on.rate / off.rate });
      }
      return pairs;
    });
    const mid = rates.find((r) => r.ratio === median(rates.map((x) => x.ratio))) ?? rates[0];
    // TEAM_BENCH_RUNS=0: the joins alone.
    const sendRatio = mid ? mid.ratio.toFixed(2) : '(not measured)';
    const growth = large && small ? large.windowShown / small.windowShown : NaN;
    const sends = [
      ...rates.map(
        ({ off, on, ratio }, i) =>
          `  steady send rate, ${ORDERS} orders, run ${i + 1}: replication off ${off.rate.toFixed(1)}/s, on ${on.rate.toFixed(1)}/s, ratio on/off ${ratio.toFixed(2)}; with a team: ${split(on.spent)}; team requests: ${on.asked}`,
      ),
      `  median ratio on/off of ${RUNS} runs: ${sendRatio}`,
    ];
    if (!small)
      return [
        `Team (issue 36), send comparison only (joins skipped), Chromium:`,
        ...sends,
        `team-scale: joins skipped, send with team ${sendRatio} of without`,
      ].join('\n');
    return [
      `Team (issue 36), in-memory team server, Chromium:`,
      ...joined('join', ENTRIES, seeded, small),
      ...(large
        ? [
            ...joined('large join', LARGE, largeSeeded, large),
            `    against the ${ENTRIES.toLocaleString()} join: guard ${(large.guardReady / small.guardReady).toFixed(2)}x, window ${growth.toFixed(2)}x`,
          ]
        : []),
      ...sends,
      `team-scale: guard ready ${small.guardReady.toFixed(1)} s, window shown ${small.windowShown.toFixed(1)} s, ` +
        `storage ${small.usageMb.toFixed(0)} MB vs History alone ${small.historyMb.toFixed(0)} MB, ` +
        `${large ? `${(LARGE / 1e6).toString()}M join ${growth.toFixed(1)}x of ${(ENTRIES / 1000).toString()}k` : 'large join skipped'}, ` +
        `send with team ${sendRatio} of without`,
    ].join('\n');
  } finally {
    await browser.close();
    stop();
    stopMock();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchTeam());
