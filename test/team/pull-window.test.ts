// What a browser pulls from the team, through the real engine and the in-memory team
// server: claims never reach its replica; History older than the window (Settings → Team,
// 90 days unless changed) stays on the server; inside it, a colleague's entry arrives, and
// once History holds it the replica lets go of it (one copy per entry in this browser).
// Widening the window brings the older entry without losing anything already here. The team's
// window, chosen by its admin (`npm run team-setup -- … --history-days N`, in the rules' design
// document, which a member may read and never write), holds when the person chose none.
import { spawn } from 'node:child_process';
import { afterEach, expect, it, vi } from 'vitest';
import { startTeam } from '../../src/app/team-wiring';
import { connectionStore, type Connection } from '../../src/connections';
import { entriesForOrder } from '../../src/history/history-store';
import { current } from '../../src/team/engine';
import { teamSettingsStore, windowSince, type TeamSettings } from '../../src/team/team-settings';
import { describeTeamStatus, teamStatus } from '../../src/team/team-status';
import {
  ADMIN_PASSWORD,
  anaOn,
  colleagueClaim,
  colleagueEntry,
  USERS,
  withTeamServer,
} from './team-server';

const team = withTeamServer();
const shop: Connection = {
  id: 'shop-window',
  name: 'Shop',
  baseUrl: 'http://service.test',
  production: false,
  rememberKey: false,
};
const ana = (extra: Partial<TeamSettings> = {}) => anaOn(team().url, extra);

/** The ids this browser's replica holds. */
async function replicaIds(): Promise<string[]> {
  const local = current()?.local;
  if (!local) throw new Error('The team engine is not running');
  const { rows } = await local.allDocs({});
  return rows.map((r) => r.key);
}

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

it('pulls History inside the window and nothing else: no claim, no older entry', async () => {
  const run = `W${String(Date.now())}`;
  for (const doc of [
    colleagueEntry(`${run}-recent`, 2),
    colleagueEntry(`${run}-old`, 120),
    colleagueClaim(shop.baseUrl, `${run}-recent`),
  ])
    expect((await team().put(doc)).status).toBe(201);
  connectionStore.save(shop, 'svc-key');
  teamSettingsStore.save(ana(), USERS.ana);
  const said: string[] = [];
  const stopListening = teamStatus.subscribe(() => {
    said.push(describeTeamStatus(teamStatus.get()));
  });
  stop = startTeam();

  await vi.waitFor(
    async () => {
      expect(await entriesForOrder(shop.id, `${run}-recent`)).toHaveLength(1);
    },
    { timeout: 20_000, interval: 200 },
  );
  // One copy per entry: once History holds Ben's entry, the replica lets go of it.
  await vi.waitFor(
    async () => {
      expect(await replicaIds()).not.toContain(`history:bens-browser:${run}-recent`);
    },
    { timeout: 10_000, interval: 200 },
  );
  const ids = await replicaIds();
  expect(ids).not.toContain(`history:bens-browser:${run}-old`);
  expect(ids.filter((id) => id.startsWith('claim:'))).toEqual([]);
  // The rules are the server's (they check every write there): no browser needs a copy.
  expect(ids.filter((id) => id.startsWith('_design/'))).toEqual([]);
  expect(await entriesForOrder(shop.id, `${run}-old`)).toEqual([]);
  // Settings → Team said how far the team's records had come while they came.
  stopListening();
  expect(said).toContainEqual(
    expect.stringMatching(
      /^Bringing the team’s records: \d+ arrived so far\. The duplicate guard already asks the team server\.$/,
    ),
  );
});

it('a wider window brings the older entry and keeps what was here', async () => {
  const run = `V${String(Date.now())}`;
  for (const doc of [colleagueEntry(`${run}-recent`, 1), colleagueEntry(`${run}-old`, 200)])
    expect((await team().put(doc)).status).toBe(201);
  connectionStore.save(shop, 'svc-key');
  teamSettingsStore.save(ana({ historyDays: 30 }), USERS.ana);
  stop = startTeam();
  await vi.waitFor(
    async () => {
      expect(await entriesForOrder(shop.id, `${run}-recent`)).toHaveLength(1);
    },
    { timeout: 20_000, interval: 200 },
  );
  expect(await entriesForOrder(shop.id, `${run}-old`)).toEqual([]);

  // Settings → Team, a year: Connect team restarts the engine with the new window.
  teamSettingsStore.save(ana({ historyDays: 365 }), USERS.ana);
  await vi.waitFor(
    async () => {
      expect(await entriesForOrder(shop.id, `${run}-old`)).toHaveLength(1);
    },
    { timeout: 20_000, interval: 200 },
  );
  expect(await entriesForOrder(shop.id, `${run}-recent`)).toHaveLength(1);
});

it('a page opened again goes on where the pull stopped: nothing let go of comes again', async () => {
  const run = `R${String(Date.now())}`;
  expect((await team().put(colleagueEntry(`${run}-1`, 1))).status).toBe(201);
  connectionStore.save(shop, 'svc-key');
  teamSettingsStore.save(ana(), USERS.ana);
  stop = startTeam();
  await letGoOf(`${run}-1`);
  // The join's read of the window is over and the pull has caught up (a page closed during the
  // read goes on with it next time).
  await vi.waitFor(
    () => {
      expect(teamStatus.get().kind).toBe('up-to-date');
    },
    { timeout: 20_000, interval: 100 },
  );
  // The replica counts every document written to it (a purge adds nothing).
  const written = async () => {
    const engine = current();
    if (!engine) throw new Error('The team engine is not running');
    return Number((await engine.local.info()).update_seq);
  };
  const before = await written();
  await stop();

  // The page opened again a moment later: its window starts a moment later too.
  await new Promise((resolve) => setTimeout(resolve, 20));
  stop = startTeam();
  expect((await team().put(colleagueEntry(`${run}-2`, 0))).status).toBe(201);
  await letGoOf(`${run}-2`);
  // One write, Ben's new entry: the first one, let go of, was not pulled again.
  expect(await written()).toBe(before + 1);
});

it('a colleague’s entry let go of still takes their later outcome', async () => {
  const run = `P${String(Date.now())}`;
  const sent = colleagueEntry(`${run}-1`, 0);
  const pending = {
    ...sent,
    record: { ...sent.record, entry: { ...sent.record.entry, outcome: { result: 'pending' } } },
  };
  const put = await team().put(pending);
  expect(put.status).toBe(201);
  const { rev } = (await put.json()) as { rev: string };
  connectionStore.save(shop, 'svc-key');
  teamSettingsStore.save(ana(), USERS.ana);
  stop = startTeam();
  await vi.waitFor(
    async () => {
      expect(await replicaIds()).not.toContain(sent._id);
      const [entry] = await entriesForOrder(shop.id, `${run}-1`);
      expect(entry?.outcome.result).toBe('pending');
    },
    { timeout: 20_000, interval: 200 },
  );

  // Ben's console completes it: a new revision, pulled and applied like any other.
  expect((await team().put({ ...sent, _rev: rev })).status).toBe(201);
  await vi.waitFor(
    async () => {
      const entries = await entriesForOrder(shop.id, `${run}-1`);
      expect(entries.map((e) => e.outcome.result)).toEqual(['recorded']);
    },
    { timeout: 20_000, interval: 200 },
  );
});

const DAY = 86_400_000;

// Last in this file: they give this server's team a window of its own.
/** The admin's `npm run team-setup -- <server> team --history-days <days>`, password piped. */
const teamSetup = (days: number) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/team-setup.mjs', team().url, 'team', '--history-days', String(days)],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`team-setup exited ${String(code)}: ${out}`));
    });
    child.stdin.end(`${ADMIN_PASSWORD}\n`);
  });

/** History holds the colleague's entry for the order, and the replica has let go of it. */
async function letGoOf(orderId: string) {
  await vi.waitFor(
    async () => {
      expect(await entriesForOrder(shop.id, orderId)).toHaveLength(1);
      expect(await replicaIds()).not.toContain(`history:bens-browser:${orderId}`);
    },
    { timeout: 20_000, interval: 200 },
  );
}

async function arrives(orderId: string) {
  await vi.waitFor(
    async () => {
      expect(await entriesForOrder(shop.id, orderId)).toHaveLength(1);
    },
    { timeout: 20_000, interval: 200 },
  );
}

it('keeps the days the team’s admin chose, when the person chose none', async () => {
  expect(await teamSetup(365)).toContain(
    'each browser keeps the last 365 days of the team’s History',
  );
  const run = `TW${String(Date.now())}`;
  for (const doc of [colleagueEntry(`${run}-recent`, 1), colleagueEntry(`${run}-old`, 200)])
    expect((await team().put(doc)).status).toBe(201);
  connectionStore.save(shop, 'svc-key');
  teamSettingsStore.save(ana(), USERS.ana);
  stop = startTeam();
  // 200 days back is inside the team's 365: it arrives, where 90 would have left it.
  await arrives(`${run}-old`);
  expect(windowSince()).toBeLessThan(Date.now() - 364 * DAY);
  // A member cannot change it: the design document is an admin's.
  const rules = (await (await team().request('/team/_design/affiliate-console')).json()) as object;
  const changed = await team().request(
    '/team/_design/affiliate-console',
    { method: 'PUT', body: JSON.stringify({ ...rules, historyDays: 3650 }) },
    'ben',
  );
  expect([401, 403]).toContain(changed.status);
});

it('a person’s own window wins over the team’s', async () => {
  await teamSetup(365);
  const run = `TP${String(Date.now())}`;
  for (const doc of [colleagueEntry(`${run}-recent`, 1), colleagueEntry(`${run}-old`, 200)])
    expect((await team().put(doc)).status).toBe(201);
  connectionStore.save(shop, 'svc-key');
  teamSettingsStore.save(ana({ historyDays: 30 }), USERS.ana);
  stop = startTeam();
  await arrives(`${run}-recent`);
  expect(await entriesForOrder(shop.id, `${run}-old`)).toEqual([]);
  expect(windowSince()).toBeGreaterThan(Date.now() - 31 * DAY);
});
