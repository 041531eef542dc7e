// A new colleague's first join (src/team/catch-up.ts), through the real engine and the team
// server: the window's History is read from the server in pages straight into History, so
// the replica never fetches it (no second copy to write and let go of); a colleague's entry
// written after the join still arrives live; a server that stops answering part-way is
// asked again, from the page the read had reached.
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { startTeam } from '../../src/app/team-wiring';
import { connectionStore, type Connection } from '../../src/connections';
import { entriesForOrder } from '../../src/history/history-store';
import { teamSettingsStore } from '../../src/team/team-settings';
import { describeTeamStatus, teamStatus } from '../../src/team/team-status';
import { server as mswServer } from '../mock-service';
import { colleagueEntry, USERS, withTeamServer } from './team-server';

const team = withTeamServer();
const shop: Connection = {
  id: 'shop-catch-up',
  name: 'Shop',
  baseUrl: 'http://service.test',
  production: false,
  rememberKey: false,
};

/** Every request this browser makes to the team server: its URL and body. */
function requestsToTeam() {
  const seen: { url: URL; body: string }[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (!request.url.startsWith(team().url)) return;
    void request
      .clone()
      .text()
      .then((body) => seen.push({ url: new URL(request.url), body }));
  };
  mswServer.events.on('request:start', listener);
  return seen;
}

const join = () => {
  connectionStore.save(shop, 'svc-key');
  teamSettingsStore.save(
    {
      url: team().url,
      database: 'team',
      username: 'ana',
      displayName: 'Ana',
      rememberPassword: false,
    },
    USERS.ana,
  );
  return startTeam();
};

async function arrives(orderId: string) {
  await vi.waitFor(
    async () => {
      expect(await entriesForOrder(shop.id, orderId)).toHaveLength(1);
    },
    { timeout: 30_000, interval: 200 },
  );
}

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
  mswServer.events.removeAllListeners();
});

it('reads the window’s History from the server, never through the replica; a later entry arrives live', async () => {
  const run = `C${String(Date.now())}`;
  expect((await team().put(colleagueEntry(`${run}-before`, 3))).status).toBe(201);
  const seen = requestsToTeam();
  stop = join();
  await arrives(`${run}-before`);
  // The pull fetches documents with _bulk_get (or one by one): never this one.
  const fetched = () =>
    seen.filter(({ url, body }) => !url.pathname.endsWith('/_changes') && body.includes(run));
  expect(fetched()).toEqual([]);
  expect(seen.some(({ url }) => url.pathname === '/team/_changes')).toBe(true);

  // After the join, Ben sends another: the live pull brings it, as before.
  expect((await team().put(colleagueEntry(`${run}-after`, 0))).status).toBe(201);
  await arrives(`${run}-after`);
  expect(fetched().length).toBeGreaterThan(0);
  expect(await entriesForOrder(shop.id, `${run}-before`)).toHaveLength(1);
});

it('a server that stops answering part-way is asked again from the page reached, and the page says so', async () => {
  const run = `S${String(Date.now())}`;
  // More than one page (2,000 changes each).
  const docs = Array.from({ length: 2100 }, (_, i) => colleagueEntry(`${run}-${String(i)}`, 1));
  const bulk = await team().request('/team/_bulk_docs', {
    method: 'POST',
    body: JSON.stringify({ docs }),
  });
  expect(bulk.status).toBe(201);
  const said: string[] = [];
  const stopListening = teamStatus.subscribe(() => {
    said.push(describeTeamStatus(teamStatus.get()));
  });
  const seen = requestsToTeam();
  // The first page is answered; the second request fails once, as a lost network would.
  let changesAsked = 0;
  mswServer.use(
    http.all(`${team().url}/team/_changes`, () => {
      changesAsked += 1;
      return changesAsked === 2 ? HttpResponse.error() : undefined;
    }),
  );
  stop = join();
  await arrives(`${run}-2099`);
  await arrives(`${run}-0`);
  stopListening();
  expect(said).toContainEqual(expect.stringMatching(/^Not reaching the team since /));
  expect(said).toContainEqual(expect.stringMatching(/^Bringing the team’s records: 2,000 arrived/));
  const since = seen
    .filter(({ url }) => url.pathname === '/team/_changes')
    .map(({ url }) => url.searchParams.get('since'));
  // First page from the first change; the failed second and its retry from where the first ended.
  expect(since[0]).toBe('0');
  expect(since[1]).not.toBe('0');
  expect(since[2]).toBe(since[1]);
});
