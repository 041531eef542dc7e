// Consoles before History went to the server directly wrote this browser's own entries into
// the replica, where they stayed beside History's copy. A start lets go of those the server
// holds, through the real engine and the in-memory team server, and keeps what the server
// lacks or holds only in an older version (replication has yet to deliver it).
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { current } from '../../src/team/engine';
import { browserId } from '../../src/team/team-settings';
import { server } from '../mock-service';
import { colleagueEntry, withTeamAndShop } from './team-server';

const { team, join } = withTeamAndShop();

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

const WAIT = { timeout: 20_000, interval: 200 };

/** This browser's entry for `orderId` as an older console wrote it into the replica. */
function ownOldCopy(orderId: string, outcome: { result: string; status?: number }) {
  const doc = colleagueEntry(orderId, 1, {
    account: 'ana',
    name: 'Ana',
    baseUrl: 'http://service.test/',
  });
  const key = `${browserId()}:${orderId}`;
  return {
    ...doc,
    _id: `history:${key}`,
    browserId: browserId(),
    record: { ...doc.record, key, entry: { ...doc.record.entry, browserId: browserId(), outcome } },
  };
}

function replica(): PouchDB.Database {
  const local = current()?.local;
  if (!local) throw new Error('The team engine is not running');
  return local;
}

const replicaHistory = async () =>
  (await replica().allDocs({})).rows.map((r) => r.key).filter((id) => id.startsWith('history:'));

/** The revision the server holds of a document ('' when none). */
async function serverRev(id: string): Promise<string> {
  const doc = (await team().docs()).find((d) => d._id === id);
  return typeof doc?._rev === 'string' ? doc._rev : '';
}

/** Joins anew (a fresh replication pushes at once, where a retrying one waits its back-off). */
async function rejoin() {
  await stop?.();
  stop = join(team().url);
  await vi.waitFor(() => replica(), WAIT);
}

it('lets go of own entries an older console left in the replica once the server holds them, and delivers what only it holds', async () => {
  // Keys as History's (a number after the browser's id), in this order in the replica.
  const run = `9${String(Date.now())}`;
  await rejoin();
  const completedLater = ownOldCopy(`${run}1`, { result: 'pending' });
  const held = ownOldCopy(`${run}2`, { result: 'recorded', status: 200 });
  // The team's rules refuse it (no such operation): the server never holds it.
  const refused = ownOldCopy(`${run}3`, { result: 'recorded', status: 200 });
  refused.record.entry.operation = 'refund';
  await replica().bulkDocs([completedLater, held, refused]);
  // Replication delivers what the rules take, as it did for older consoles.
  await vi.waitFor(async () => {
    expect(await serverRev(completedLater._id)).toMatch(/^1-/);
    expect(await serverRev(held._id)).toMatch(/^1-/);
  }, WAIT);
  // Completed in the replica while the server takes nothing (an older console's tab): the
  // server holds only the begun version.
  server.use(http.post(`${team().url}/team/_bulk_docs`, () => HttpResponse.error()));
  const begun = await replica().get(completedLater._id);
  await replica().put({
    ...begun,
    record: {
      ...completedLater.record,
      updatedAt: new Date().toISOString(),
      entry: { ...completedLater.record.entry, outcome: { result: 'recorded', status: 200 } },
    },
  });

  await rejoin();
  await vi.waitFor(async () => {
    expect(await replicaHistory()).toEqual([completedLater._id, refused._id]);
  }, WAIT);
  expect(await serverRev(held._id)).toMatch(/^1-/);

  // Once the server takes writes again, the completed version reaches it.
  server.resetHandlers();
  team().pass();
  await rejoin();
  await vi.waitFor(async () => {
    const [doc] = (await team().docs()).filter((d) => d._id === completedLater._id);
    expect(JSON.stringify(doc)).toContain('"result":"recorded"');
  }, WAIT);
  // And the next start lets go of it: only the refused one stays.
  await rejoin();
  await vi.waitFor(async () => {
    expect(await replicaHistory()).toEqual([refused._id]);
  }, WAIT);
});
