// Deletions through the real bridge and two real replicas (PouchDB in this "browser",
// replicating with the in-memory team server): A deletes a template, B's loses it; B,
// offline and still holding it, comes back and it does not return to A, while B's
// genuinely new record still goes out. Each replica's store is a small map standing in
// for a feature's local store (two browsers cannot share this process's localStorage).
import PouchDB from 'pouchdb-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { TeamBridge } from '../../src/team/bridge';
import { openRemote } from '../../src/team/pouch';
import type { SharedCollection, SharedRecord } from '../../src/team/shared-collection';
import { startTeamServer, USERS, type TeamServer, START_TIMEOUT } from './team-server';

interface Store extends SharedCollection<SharedRecord> {
  records: Map<string, SharedRecord>;
  save: (record: SharedRecord) => void;
  remove: (key: string) => void;
}

/** A feature's store as the bridge sees it: local writes reported, colleagues' applied. */
function store(kind: string, initial: SharedRecord[] = []): Store {
  const records = new Map(initial.map((r) => [r.key, r]));
  const listeners = new Set<(records: SharedRecord[], removed?: readonly string[]) => void>();
  return {
    kind,
    records,
    all: () => Promise.resolve([...records.values()]),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    applyRemote(changes, removed = []) {
      for (const { record } of changes) records.set(record.key, record);
      for (const key of removed) records.delete(key);
      return Promise.resolve();
    },
    save(record) {
      records.set(record.key, record);
      for (const l of listeners) l([record]);
    },
    remove(key) {
      records.delete(key);
      for (const l of listeners) l([], [key]);
    },
  };
}

const template = (key: string, updatedAt = '2026-03-01T10:00:00.000Z') => ({ key, updatedAt });

let team: TeamServer;
let names = 0;
const open: { stop: () => Promise<void> }[] = [];

/** One browser: its replica (IndexedDB), its bridge, and live replication when online. */
const teamDb = () =>
  openRemote(
    { url: team.url, database: 'team', username: 'ana', displayName: 'x', rememberPassword: false },
    USERS.ana,
  );

/** One browser: its replica (IndexedDB, kept under `replica` across restarts), its bridge, and live replication when online. */
function browser(name: string, collection: Store, replica = `deletes-${name}-${++names}`) {
  const local = new PouchDB(replica, { adapter: 'indexeddb' });
  const remote = teamDb();
  const bridge = new TeamBridge(local, [collection], {
    browserId: name,
    displayName: name,
    account: 'ana',
  });
  let sync: PouchDB.Sync | undefined;
  const b = {
    replica,
    local,
    bridge,
    start: () => bridge.start(),
    online() {
      sync = local.sync(remote, { live: true, retry: true });
    },
    async offline() {
      await bridge.flushLocal();
      const ended = new Promise<void>((resolve) => {
        if (!sync) resolve();
        sync?.on('complete', resolve);
      });
      sync?.cancel();
      sync = undefined;
      await ended;
    },
    async stop() {
      await b.offline();
      await bridge.stop();
      await local.close();
    },
  };
  open.push(b);
  return b;
}

/** The team server's view of one template: present, deleted, or never seen. */
async function onServer(key: string) {
  const res = await fetch(`${team.url}/team/_all_docs`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`ana:${USERS.ana}`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ keys: [`template:${key}`] }),
  });
  const { rows } = (await res.json()) as { rows: PouchDB.AllDocsRow[] };
  const value = rows[0]?.value;
  return !value ? 'missing' : value.deleted ? 'deleted' : 'present';
}

const wait = { timeout: 20_000, interval: 100 };

beforeAll(async () => {
  team = await startTeamServer();
}, START_TIMEOUT);
beforeEach(() => {
  team.pass();
});
afterEach(async () => {
  for (const b of open.splice(0)) await b.stop();
});
afterAll(() => {
  team.stop();
});

/** A and B online, each with a store of templates, once B holds A's template `key`. */
async function bothHolding(key: string) {
  const storeA = store('template', [template(key)]);
  const storeB = store('template');
  const a = browser('a', storeA);
  const b = browser('b', storeB);
  await a.start();
  a.online();
  await b.start();
  b.online();
  await vi.waitFor(() => {
    expect(storeB.records.has(key)).toBe(true);
  }, wait);
  return { storeA, storeB, a, b };
}

it('A deletes a template: it leaves B’s list, and the team holds it as deleted', async () => {
  const { storeA, storeB } = await bothHolding('Weekly%20box');

  storeA.remove('Weekly%20box');
  await vi.waitFor(() => {
    expect(storeB.records.has('Weekly%20box')).toBe(false);
  }, wait);
  expect(await onServer('Weekly%20box')).toBe('deleted');
});

it('B, offline and still holding the deleted template, comes back: it does not return to A, and B’s new one does go out', async () => {
  const { storeA, storeB, a, b } = await bothHolding('Old');
  // B goes offline and its console closes; meanwhile A deletes the template.
  await b.stop();
  open.splice(open.indexOf(b), 1);
  storeA.remove('Old');
  await vi.waitFor(async () => {
    expect(await onServer('Old')).toBe('deleted');
  }, wait);

  // B's replica hears of the deletion before its console opens again (replication
  // ran; the console did not apply it). Its store still holds the template, and a
  // template made while offline.
  storeB.save(template('Made offline', '2026-03-02T09:00:00.000Z'));
  const again = browser('b', storeB, b.replica);
  await again.local.replicate.from(teamDb());
  await again.start();
  again.online();

  await vi.waitFor(() => {
    expect(storeA.records.has('Made offline')).toBe(true);
    expect(storeB.records.has('Old')).toBe(false);
  }, wait);
  await again.bridge.settled();
  await a.bridge.settled();
  expect(storeA.records.has('Old')).toBe(false);
  expect(await onServer('Old')).toBe('deleted');
});
