// What replicates and what never does, through the real engine (PouchDB in this
// "browser", the in-memory team server): this browser's History reaches the team with
// who sent it; a colleague's entry arrives in this History on the same connection (by
// base URL); no document on the server ever holds the service key or the team password.
import { vi, afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startTeam } from '../../src/app/team-wiring';
import { connectionStore, type Connection } from '../../src/connections';
import { rememberLastSet } from '../../src/commissions/last-set-store';
import { entriesForOrder } from '../../src/history/history-store';
import { sendAndRecord } from '../../src/outbox/send-and-record';
import { claimOrder } from '../../src/team';
import { teamSettingsStore } from '../../src/team/team-settings';
import { createHandlers } from '../../src/mocks/handlers';
import { mockService, server } from '../mock-service';
import {
  colleagueEntry,
  startTeamServer,
  USERS,
  type TeamServer,
  START_TIMEOUT,
} from './team-server';

const KEY = 'svc-KEY-never-leaves-7f3a';
const shop: Connection = {
  id: 'shop-here',
  name: 'Shop',
  baseUrl: 'http://service.test',
  production: false,
  rememberKey: false,
};

let team: TeamServer;
beforeAll(async () => {
  team = await startTeamServer();
}, START_TIMEOUT);
beforeEach(() => {
  team.pass();
  server.use(...createHandlers(mockService, shop.baseUrl));
});
afterAll(() => {
  team.stop();
});

/** This browser: the shop's connection with its key, and Ana on the team. */
function anaJoins(rememberPassword: boolean) {
  connectionStore.save(shop, KEY);
  teamSettingsStore.save(
    { url: team.url, database: 'team', username: 'ana', displayName: 'Ana', rememberPassword },
    USERS.ana,
  );
}

it('sends History to the team with who sent it, and never the key or the password', async () => {
  anaJoins(true);
  const stop = startTeam();
  expect(await claimOrder(shop, 'ORD-R1')).toEqual({ kind: 'mine' });
  const outcome = await sendAndRecord(
    shop,
    { method: 'POST', path: '/v1/track/ALICE10', body: { orderId: 'ORD-R1', products: [] } },
    { operation: 'order', source: 'form', orderId: 'ORD-R1', referralCode: 'ALICE10' },
  );
  expect(outcome.kind).not.toBe('not-sent');
  await vi.waitFor(
    async () => {
      const docs = await team.docs();
      const history = docs.find(
        (d) =>
          d.kind === 'history' &&
          JSON.stringify(d).includes('ORD-R1') &&
          JSON.stringify(d).includes('"status":401'),
      );
      // Who sent it: the signed-in account (the team's rules check it), "Your name" beside it.
      expect(history).toMatchObject({
        author: 'ana',
        authorName: 'Ana',
        record: { updatedBy: 'ana', entry: { sentBy: 'Ana', sentByAccount: 'ana' } },
      });
      const claim = docs.find((d) => d.kind === 'claim' && d.orderId === 'ORD-R1');
      // The mock refused this key (it knows only its own): the claim says the send failed.
      expect(claim).toMatchObject({ author: 'ana', by: 'Ana', result: 'failed' });
    },
    { timeout: 20_000, interval: 200 },
  );
  // The other shared records: "last set" for an affiliate on this service, the connection.
  rememberLastSet(shop.id, 'aff-1001', {
    type: 1,
    applyIndividual: true,
    amount: 5,
  });
  await vi.waitFor(
    async () => {
      const docs = await team.docs();
      expect(docs.find((d) => d.kind === 'last-set')).toMatchObject({
        record: { baseUrl: shop.baseUrl, affiliateId: 'aff-1001', updatedBy: 'ana' },
      });
      expect(docs.find((d) => d.kind === 'connection')).toMatchObject({
        record: { name: 'Shop', baseUrl: shop.baseUrl },
      });
    },
    { timeout: 20_000, interval: 200 },
  );
  // The key scan: every replicated document, whole.
  const everything = JSON.stringify(await team.docs());
  expect(everything).not.toContain(KEY);
  expect(everything).not.toContain(USERS.ana);
  await stop();
});

it('never pulls back this browser’s own History: only colleagues’ entries come through the pull', async () => {
  anaJoins(false);
  /** The IDs each of the pull's answers (the server's changes feed) carried. */
  const pulled: string[] = [];
  const listen = ({ request, response }: { request: Request; response: Response }) => {
    if (!request.url.startsWith(team.url) || !new URL(request.url).pathname.endsWith('/_changes'))
      return;
    // The server compresses its answers; this copy of the response is still compressed.
    const body = response.clone().body;
    const gzipped = response.headers.get('content-encoding') === 'gzip';
    if (!body) return;
    void new Response(gzipped ? body.pipeThrough(new DecompressionStream('gzip')) : body)
      .text()
      .then((text) => {
        const { results } = JSON.parse(text) as { results: { id: string }[] };
        pulled.push(...results.map((r) => r.id));
      });
  };
  server.events.on('response:bypass', listen);
  const stop = startTeam();
  const orderId = `ORD-OWN-${String(Date.now())}`;
  expect(await claimOrder(shop, orderId)).toEqual({ kind: 'mine' });
  await sendAndRecord(
    shop,
    { method: 'POST', path: '/v1/track/ALICE10', body: { orderId, products: [] } },
    { operation: 'order', source: 'form', orderId, referralCode: 'ALICE10' },
  );
  await vi.waitFor(
    async () => {
      const docs = await team.docs();
      expect(docs.some((d) => d.kind === 'history' && JSON.stringify(d).includes(orderId))).toBe(
        true,
      );
    },
    { timeout: 20_000, interval: 200 },
  );
  // A colleague's entry after it: the pull has read past this browser's own once it arrives.
  const bens = `${orderId}-BEN`;
  await team.put(colleagueEntry(bens, 1));
  await vi.waitFor(
    async () => {
      expect(await entriesForOrder(shop.id, bens)).toHaveLength(1);
    },
    { timeout: 20_000, interval: 200 },
  );
  // Each answer is read beside PouchDB's own reading of it (the one still open never ends).
  await vi.waitFor(
    () => {
      expect(pulled).toContain(`history:bens-browser:${bens}`);
    },
    { timeout: 5_000, interval: 50 },
  );
  server.events.removeListener('response:bypass', listen);
  await stop();
  expect(
    pulled.filter((id) => id.startsWith('history:') && !id.includes(':bens-browser:')),
  ).toEqual([]);
});

it('copies a colleague’s History entry into this History, on the connection with their base URL', async () => {
  anaJoins(false);
  // Sent yesterday: inside the window this browser pulls (90 days).
  await team.put(colleagueEntry('ORD-BEN-1', 1));
  const stop = startTeam();
  await vi.waitFor(
    async () => {
      const [entry] = await entriesForOrder(shop.id, 'ORD-BEN-1');
      expect(entry).toMatchObject({
        sentBy: 'Ben',
        sentByAccount: 'ben',
        connectionId: shop.id,
        teamKey: 'bens-browser:ORD-BEN-1',
      });
    },
    { timeout: 20_000, interval: 200 },
  );
  await stop();
});
