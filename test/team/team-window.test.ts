// The team's History window, chosen by its admin with `npm run team-setup -- … --history-days N`
// (kept in the rules' design document, which a member may read and never write): a browser
// whose person chose no window of their own keeps that many days; a person's own choice wins.
import { spawn } from 'node:child_process';
import { afterEach, expect, it, vi } from 'vitest';
import { startTeam } from '../../src/app/team-wiring';
import { connectionStore, type Connection } from '../../src/connections';
import { entriesForOrder } from '../../src/history/history-store';
import { teamSettingsStore, windowSince, type TeamSettings } from '../../src/team/team-settings';
import { ADMIN_PASSWORD, colleagueEntry, USERS, withTeamServer } from './team-server';

const team = withTeamServer();
const shop: Connection = {
  id: 'shop-team-window',
  name: 'Shop',
  baseUrl: 'http://service.test',
  production: false,
  rememberKey: false,
};
const ana = (extra: Partial<TeamSettings> = {}): TeamSettings => ({
  url: team().url,
  database: 'team',
  username: 'ana',
  displayName: 'Ana',
  rememberPassword: false,
  ...extra,
});
const DAY = 86_400_000;

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

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

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
