// A new colleague's first join (src/team/catch-up.ts), through the real engine and the team
// server: the window's History is read from the server in pages (Mango queries by time)
// straight into History, so the replica never fetches it (no second copy to write and let go
// of); a colleague's entry written after the join still arrives live; a server that stops
// answering part-way is asked again, from the page the read had reached.
import { bypass, http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { startTeam } from '../../src/app/team-wiring';
import { connectionStore, type Connection } from '../../src/connections';
import { entriesForOrder } from '../../src/history/history-store';
import { teamSettingsStore } from '../../src/team/team-settings';
import { describeTeamStatus, teamStatus } from '../../src/team/team-status';
import { server as mswServer } from '../mock-service';
import { anaOn, colleagueEntry, USERS, withTeamServer } from './team-server';

const team = withTeamServer();
const shop: Connection = {
  id: 'shop-catch-up',
  name: 'Shop',
  baseUrl: 'http://service.test',
  production: false,
  rememberKey: false,
};

/** Every request this browser makes to the team server, in the order made: URL and body. */
function requestsToTeam() {
  const seen: { url: URL; body: string }[] = [];
  const listener = ({ request }: { request: Request }) => {
    // Not the test's own requests handed on (msw's bypass marks them).
    if (!request.url.startsWith(team().url)) return;
    if (request.headers.get('accept')?.includes('msw/passthrough')) return;
    const made = { url: new URL(request.url), body: '' };
    seen.push(made);
    void request
      .clone()
      .text()
      .then((body) => (made.body = body));
  };
  mswServer.events.on('request:start', listener);
  return seen;
}

const join = () => {
  connectionStore.save(shop, 'svc-key');
  teamSettingsStore.save(anaOn(team().url), USERS.ana);
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

/** Every one of `count` orders `${run}-0`… is in History once. */
async function allArrive(run: string, count: number) {
  await vi.waitFor(
    async () => {
      const held = await Promise.all(
        Array.from({ length: count }, (_, i) => entriesForOrder(shop.id, `${run}-${String(i)}`)),
      );
      expect(held.filter((found) => found.length !== 1)).toEqual([]);
    },
    { timeout: 30_000, interval: 500 },
  );
}

/** Colleagues' documents put on the team server in one request. */
async function putAll(docs: object[]) {
  const bulk = await team().request('/team/_bulk_docs', {
    method: 'POST',
    body: JSON.stringify({ docs }),
  });
  expect(bulk.status).toBe(201);
}

/**
 * The server's `_find` answers handed on as text, and the `fails`-th question (counted from 1)
 * failed as a lost network would. As text: node-fetch's gunzip behind msw's passthrough cut
 * large answers short now and then ("Premature close"), which looked like a lost network too.
 */
function answerFindAsText(fails?: number) {
  let asked = 0;
  mswServer.use(
    http.post(`${team().url}/team/_find`, async ({ request }) => {
      asked += 1;
      if (asked === fails) return HttpResponse.error();
      const answer = await fetch(bypass(request));
      return new HttpResponse(await answer.text(), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
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
    seen.filter(({ url, body }) => !url.pathname.endsWith('/_find') && body.includes(run));
  expect(fetched()).toEqual([]);
  expect(seen.some(({ url }) => url.pathname === '/team/_find')).toBe(true);

  // After the join, Ben sends another: the live pull brings it, as before.
  expect((await team().put(colleagueEntry(`${run}-after`, 0))).status).toBe(201);
  await arrives(`${run}-after`);
  expect(fetched().length).toBeGreaterThan(0);
  expect(await entriesForOrder(shop.id, `${run}-before`)).toHaveLength(1);
});

it('a server that stops answering part-way is asked again from the page reached, and the page says so', async () => {
  const run = `S${String(Date.now())}`;
  // More than one page (2,000 changes each).
  await putAll(Array.from({ length: 2100 }, (_, i) => colleagueEntry(`${run}-${String(i)}`, 1)));
  const said: string[] = [];
  const stopListening = teamStatus.subscribe(() => {
    said.push(describeTeamStatus(teamStatus.get()));
  });
  const seen = requestsToTeam();
  // The first page is answered; the request for the next page fails once.
  answerFindAsText(2);
  stop = join();
  await arrives(`${run}-2099`);
  // Every one: a page ends before its last instant, which the next page begins with (the
  // entries were made within a few milliseconds), so none is missed.
  await allArrive(run, 2100);
  // Pages by time: the first from the window's start, the next (and its retry) after the
  // instant the first one ended with.
  const pages = () =>
    seen
      .filter(({ url, body }) => url.pathname === '/team/_find' && body.includes('"limit":2000'))
      .map(({ body }) => (JSON.parse(body) as { selector: Record<string, unknown> }).selector)
      .map((selector) => selector['record.entry.startedAt']);
  await vi.waitFor(
    () => {
      expect(pages().length).toBeGreaterThanOrEqual(3);
    },
    { timeout: 20_000, interval: 200 },
  );
  const [first, next, retry] = pages();
  expect(Object.keys(first as object)).toEqual(['$gte']);
  expect(next).toEqual({ $gte: expect.any(Number) as number });
  expect((next as { $gte: number }).$gte).toBeGreaterThan((first as { $gte: number }).$gte);
  expect(retry).toEqual(next);
  stopListening();
  const offline = said.findIndex((s) => s.startsWith('Not reaching the team since '));
  expect(offline).toBeGreaterThan(0);
  // Counted before it failed: the first page's entries (and what earlier tests left).
  expect(said.slice(0, offline)).toContainEqual(
    expect.stringMatching(/^Bringing the team’s records: [1-9][\d,]* arrived so far/),
  );
});

it('a server that cannot run the query (no History index) leaves the window to the pull', async () => {
  const run = `N${String(Date.now())}`;
  expect((await team().put(colleagueEntry(`${run}-before`, 2))).status).toBe(201);
  mswServer.use(
    http.post(`${team().url}/team/_find`, () =>
      HttpResponse.json({ error: 'no_usable_index', reason: 'No index exists' }, { status: 400 }),
    ),
  );
  const seen = requestsToTeam();
  stop = join();
  await arrives(`${run}-before`);
  // It came the old way: fetched by the pull, then let go of by the replica.
  expect(seen.some(({ url, body }) => !url.pathname.endsWith('/_find') && body.includes(run))).toBe(
    true,
  );
});

it('a page that is all one millisecond is read whole, and the read goes on after it', async () => {
  const run = `M${String(Date.now())}`;
  const at = Date.now() - 86_400_000 / 2;
  // More than a page's 2,000 entries at one instant, then a few later ones.
  const docs = Array.from({ length: 2050 }, (_, i) => {
    const doc = colleagueEntry(`${run}-${String(i)}`, 1);
    const later = i >= 2040 ? i : 0;
    doc.record.entry.startedAt = at + later;
    doc.record.updatedAt = new Date(at + later).toISOString();
    return doc;
  });
  await putAll(docs);
  answerFindAsText();
  stop = join();
  await arrives(`${run}-2049`);
  await allArrive(run, docs.length);
});
