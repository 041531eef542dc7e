// This browser's History goes to the team's server directly, through the real engine and
// the in-memory team server: the replica never holds an entry sent here (one copy per entry
// in the browser, whatever the number sent), and an entry the server could not take while a
// page was open goes with a later start, even one whose first sync has passed it by.
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { entriesForOrder } from '../../src/history/history-store';
import { current } from '../../src/team/engine';
import { browserId } from '../../src/team/team-settings';
import { teamStatus } from '../../src/team/team-status';
import { sendAndRecord } from '../../src/outbox/send-and-record';
import { server } from '../mock-service';
import { shop, withTeamAndShop } from './team-server';

const { team, join } = withTeamAndShop();

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

const send = (orderId: string) =>
  sendAndRecord(
    shop,
    { method: 'POST', path: '/v1/track/ALICE10', body: { orderId, products: [] } },
    { operation: 'order', source: 'form', orderId, referralCode: 'ALICE10' },
  );

/** The team's History documents of this order, as the server holds them. */
const onServer = async (orderId: string) =>
  (await team().docs()).filter(
    (d) => d.kind === 'history' && JSON.stringify(d).includes(`"${orderId}"`),
  );

async function replicaIds(): Promise<string[]> {
  const local = current()?.local;
  if (!local) throw new Error('The team engine is not running');
  return (await local.allDocs({})).rows.map((r) => r.key);
}

/** What the replica's outbox holds: records handed over that the server has not taken. */
async function outboxIds(): Promise<string[]> {
  const outbox: unknown = await current()?.local.get('_local/direct-outbox');
  return (outbox as { ids: string[] }).ids;
}

/** The team server's writes fail as if it could not be reached (its reads still answer). */
const serverTakesNothing = () => {
  server.use(http.post(`${team().url}/team/_bulk_docs`, () => HttpResponse.error()));
};

/** The page's writes to the team server (bulk) that carry this order ID, as they go. */
function writesOf(orderId: string): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST' || !request.url.endsWith('/_bulk_docs')) return;
    void request
      .clone()
      .text()
      .then((body) => {
        if (body.includes(`"${orderId}"`)) seen.push(body);
      });
  });
  return seen;
}

/**
 * Joins while the server takes nothing and sends `orderId`: handed over and refused by the
 * network, its entry waits in the replica's outbox. Resolves the team's stop.
 */
async function sentWhileServerTakesNothing(orderId: string) {
  serverTakesNothing();
  const stopTeam = join(team().url);
  stop = stopTeam;
  await send(orderId);
  await vi.waitFor(
    async () => {
      expect(await outboxIds()).toEqual([expect.stringMatching(/^history:/)]);
    },
    { timeout: 20_000, interval: 200 },
  );
  return stopTeam;
}

it('sends this browser’s History to the server, completed, and never writes it into the replica', async () => {
  const run = `D${String(Date.now())}`;
  stop = join(team().url);
  await send(`${run}-1`);
  await vi.waitFor(
    async () => {
      const docs = await onServer(`${run}-1`);
      expect(docs).toHaveLength(1);
      // Completed (the mock refuses an order without products), by Ana.
      expect(docs[0]).toMatchObject({
        author: 'ana',
        record: { entry: { outcome: { result: 'failed', status: 400 } } },
      });
    },
    { timeout: 20_000, interval: 200 },
  );
  expect((await replicaIds()).filter((id) => id.startsWith('history:'))).toEqual([]);
});

it('keeps what the server could not take, and a later start sends it though its first sync passed it by', async () => {
  const run = `K${String(Date.now())}`;
  stop = await sentWhileServerTakesNothing(`${run}-1`);
  await stop();
  // A second page while the server still takes nothing: its first sync hands the entry over
  // (and remembers it did), the server does not take it.
  stop = join(team().url);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await stop();
  expect(await onServer(`${run}-1`)).toEqual([]);
  server.resetHandlers();
  team().pass();
  // The third page's first sync has nothing newer to give: the outbox sends it.
  stop = join(team().url);
  await vi.waitFor(
    async () => {
      expect(await onServer(`${run}-1`)).toHaveLength(1);
    },
    { timeout: 20_000, interval: 200 },
  );
  await vi.waitFor(
    async () => {
      expect(await outboxIds()).toEqual([]);
    },
    {
      timeout: 10_000,
      interval: 200,
    },
  );
});

it('a record handed over again that the server holds as sent is the team’s, not refused', async () => {
  const run = `A${String(Date.now())}`;
  stop = join(team().url);
  await send(`${run}-1`);
  // Complete on the server (a loaded machine may give the begun version first).
  let rev = '';
  await vi.waitFor(
    async () => {
      const [doc] = await onServer(`${run}-1`);
      expect(JSON.stringify(doc)).toContain('"status":400');
      rev = String(doc?._rev);
    },
    { timeout: 20_000, interval: 200 },
  );
  await stop();
  // A page that does not know it gave it (as if its answer never came): handed over again.
  localStorage.removeItem('ac.history.team-pushed');
  const writes = writesOf(`${run}-1`);
  stop = join(team().url);
  // Written again and refused (express-pouchdb runs the rules first; CouchDB answers a
  // conflict, and refuses the write on its revision), then taken: the server holds it.
  await vi.waitFor(
    async () => {
      expect(writes.length).toBeGreaterThanOrEqual(1);
      expect(await outboxIds()).toEqual([]);
    },
    { timeout: 20_000, interval: 200 },
  );
  // The team's rules refuse changing a complete entry: the same entry is not "not shared".
  const [entry] = await entriesForOrder(shop.id, `${run}-1`);
  expect(entry?.notShared).toBeUndefined();
  expect(String((await onServer(`${run}-1`))[0]?._rev)).toBe(rev);
});

it('completes an entry the server holds as begun, on the revision it holds', async () => {
  const run = `B${String(Date.now())}`;
  stop = await sentWhileServerTakesNothing(`${run}-1`);
  // Begun, as an older console's replica would have given it before the page closed.
  const [entry] = await entriesForOrder(shop.id, `${run}-1`);
  const id = `history:${browserId()}:${String(entry?.id)}`;
  const { id: _local, connectionId: _c, ...shared } = entry ?? {};
  const begun = {
    _id: id,
    kind: 'history',
    browserId: browserId(),
    author: 'ana',
    authorName: 'Ana',
    record: {
      key: id.slice('history:'.length),
      updatedAt: new Date().toISOString(),
      updatedBy: 'ana',
      entry: { ...shared, browserId: browserId(), outcome: { result: 'pending' } },
    },
  };
  expect((await team().put(begun, 'ana')).status).toBe(201);
  server.resetHandlers();
  team().pass();
  await vi.waitFor(
    async () => {
      const [doc] = await onServer(`${run}-1`);
      expect(String(doc?._rev)).toMatch(/^2-/);
      expect(JSON.stringify(doc)).toContain('"status":400');
    },
    { timeout: 30_000, interval: 200 },
  );
});

it('an entry the team’s rules refuse is kept here, marked with their words, and the status says so', async () => {
  const run = `N${String(Date.now())}`;
  const rule = `/team/_design/no-${run}`;
  const installed = await team().request(
    rule,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        validate_doc_update: `function (doc) { if (doc.kind === 'history' && JSON.stringify(doc).indexOf('${run}') !== -1) throw { forbidden: 'Not this run.' }; }`,
      }),
    },
    'admin',
  );
  expect(installed.status).toBe(201);
  stop = join(team().url);
  await vi.waitFor(
    () => {
      expect(teamStatus.get().kind).toBe('up-to-date');
    },
    { timeout: 20_000, interval: 100 },
  );
  await send(`${run}-1`);
  await vi.waitFor(
    async () => {
      const [entry] = await entriesForOrder(shop.id, `${run}-1`);
      expect(entry?.notShared).toBe("the team's rules said: Not this run.");
      expect(teamStatus.get()).toMatchObject({
        kind: 'refused',
        reason: "the team's rules said: Not this run.",
      });
    },
    { timeout: 20_000, interval: 200 },
  );
  await stop();
  // One the rules take and one they refuse, sent while no team ran: the next start hands both
  // over in one request. The server answers its refusals first: each answer is matched by id.
  const allowed = `ok-${run.slice(1)}`;
  await send(allowed);
  await send(`${run}-2`);
  stop = join(team().url);
  await vi.waitFor(
    async () => {
      const [entry] = await entriesForOrder(shop.id, `${run}-2`);
      expect(entry?.notShared).toBe("the team's rules said: Not this run.");
    },
    { timeout: 20_000, interval: 200 },
  );
  const [taken] = await entriesForOrder(shop.id, allowed);
  expect(taken?.notShared).toBeUndefined();
  expect(await onServer(allowed)).toHaveLength(1);
  expect(await onServer(`${run}-1`)).toEqual([]);
  const { _rev } = (await (await team().request(rule, {}, 'admin')).json()) as { _rev: string };
  await team().request(`${rule}?rev=${_rev}`, { method: 'DELETE' }, 'admin');
});

it('lets go of an outbox id whose entry History no longer holds', async () => {
  stop = join(team().url);
  await vi.waitFor(
    () => {
      expect(current()).toBeDefined();
    },
    { timeout: 20_000, interval: 100 },
  );
  // As a page that closed before the server took an entry History has since let go of.
  const gone = `history:${browserId()}:99999999`;
  const local = current()?.local;
  const kept: unknown = await local?.get('_local/direct-outbox').catch(() => undefined);
  await local?.put({ ...(kept as object), _id: '_local/direct-outbox', ids: [gone] });
  await stop();
  stop = join(team().url);
  await vi.waitFor(
    async () => {
      expect(await outboxIds()).toEqual([]);
    },
    { timeout: 20_000, interval: 200 },
  );
});
