import { describe, expect, it, vi } from 'vitest';
import { openDB } from 'idb';
import { sentOrderIds } from '../../src/history/duplicate-lookup';
import { emptyFilter, type HistoryFilter } from '../../src/history/history-filter';
import {
  allMatching,
  countAll,
  countMatching,
  historyConnections,
  readPage,
  SCAN_BUDGET,
  type Position,
} from '../../src/history/history-query';
import { db } from '../../src/history/history-store';
import { entry, addEntries } from './fixtures';

const filter = (f: Partial<HistoryFilter>): HistoryFilter => ({ ...emptyFilter, ...f });
const ids = (entries: { orderId?: string }[]) => entries.map((e) => e.orderId);

/** Every page of a filter, read as the list would, with how many were looked at. */
async function allPages(f: HistoryFilter, size?: number) {
  const pages = [];
  let before: Position | undefined;
  do {
    const page = await readPage(f, before, size);
    pages.push(page);
    before = page.next;
  } while (before);
  return pages;
}

describe('History read by index', () => {
  it('reads pages newest first, entries at the same time included once each', async () => {
    await addEntries(
      Array.from({ length: 25 }, (_, i) =>
        // Pairs share a time: a page may end between them.
        entry({ startedAt: Math.floor(i / 2), orderId: `o${String(i).padStart(2, '0')}` }),
      ),
    );
    const pages = await allPages(emptyFilter, 10);
    expect(pages.map((p) => p.entries.length)).toEqual([10, 10, 5]);
    const read = pages.flatMap((p) => p.entries);
    expect(new Set(read.map((e) => e.id)).size).toBe(25);
    const times = read.map((e) => e.startedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('counts from the indexes without reading an entry', async () => {
    await addEntries([
      entry({ orderId: 'a', startedAt: 1 }),
      entry({ orderId: 'b', startedAt: 2, outcome: { result: 'failed', status: 500 } }),
      entry({ orderId: 'c', startedAt: 3, connectionId: 'c2', connectionName: 'Staging' }),
      entry({ orderId: 'd', startedAt: 4, outcome: { result: 'pending' } }),
    ]);
    await db();
    const getAll = vi.spyOn(IDBIndex.prototype, 'getAll');
    const openCursor = vi.spyOn(IDBIndex.prototype, 'openCursor');
    const storeGetAll = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    expect(await countAll()).toBe(4);
    expect(await countMatching(filter({ connectionId: 'demo' }))).toEqual({
      matching: 3,
      mode: 'index',
    });
    expect((await countMatching(filter({ result: 'unknown' }))).matching).toBe(1);
    expect((await countMatching(filter({ result: 'recorded', connectionId: 'c2' }))).matching).toBe(
      1,
    );
    expect((await countMatching(filter({ from: '2099-01-01' }))).matching).toBe(0);
    expect(getAll).not.toHaveBeenCalled();
    expect(storeGetAll).not.toHaveBeenCalled();
    // Only the connections' names are read, one cursor step each.
    expect(openCursor.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('merges connections by result, newest first, and says "unknown" for sends without an outcome', async () => {
    await addEntries([
      entry({ orderId: 'u1', startedAt: 1, outcome: { result: 'unknown', failure: 'timeout' } }),
      entry({ orderId: 'p2', startedAt: 2, outcome: { result: 'pending' }, connectionId: 'c2' }),
      entry({ orderId: 'r3', startedAt: 3 }),
      entry({ orderId: 'u4', startedAt: 4, outcome: { result: 'unknown' }, connectionId: 'c2' }),
    ]);
    expect(ids((await readPage(filter({ result: 'unknown' }))).entries)).toEqual([
      'u4',
      'p2',
      'u1',
    ]);
    expect(await historyConnections()).toEqual([
      { id: 'c2', name: 'Demo' },
      { id: 'demo', name: 'Demo' },
    ]);
  });

  it('searches order IDs (exact and prefix), codes and affiliates through the indexes', async () => {
    await addEntries([
      ...Array.from({ length: 20 }, (_, i) => entry({ orderId: `OTHER-${i}`, startedAt: 0 })),
      entry({ orderId: 'ORD-10', startedAt: 1 }),
      entry({ orderId: 'ORD-11', startedAt: 2 }),
      entry({ orderId: 'X-1', referralCode: 'ORD-1', startedAt: 3 }),
      entry({ orderId: 'ORD-10', startedAt: 4, connectionId: 'c2' }),
      entry({ operation: 'commissions', orderId: undefined, affiliateId: 'aff-1', startedAt: 5 }),
    ]);
    // Only the hits are read, not the 20 others a scan would look at.
    const exact = await readPage(filter({ search: 'ORD-10' }));
    expect(ids(exact.entries)).toEqual(['ORD-10', 'ORD-10']);
    expect(exact.looked).toBe(2);
    const prefix = await readPage(filter({ search: 'ORD-1', connectionId: 'demo' }));
    expect(ids(prefix.entries)).toEqual(['X-1', 'ORD-11', 'ORD-10']);
    expect(prefix.looked).toBe(3);
    const affiliate = await readPage(filter({ search: 'aff-1' }));
    expect(affiliate.entries).toHaveLength(1);
    expect(affiliate.looked).toBe(1);
  });

  it('scans text a bounded number of entries at a time, and reports how many it looked at', async () => {
    await addEntries(
      Array.from({ length: SCAN_BUDGET + 500 }, (_, i) =>
        entry({
          startedAt: i,
          orderId: `o${i}`,
          requestBody: { products: [{ name: i === 3 ? 'Blue Mug' : 'Plate' }] },
        }),
      ),
    );
    const pages = await allPages(filter({ search: 'blue mug' }));
    expect(pages[0]?.looked).toBe(SCAN_BUDGET);
    expect(pages[0]?.entries).toEqual([]);
    expect(pages.reduce((n, p) => n + p.looked, 0)).toBe(SCAN_BUDGET + 500);
    expect(ids(pages.flatMap((p) => p.entries))).toEqual(['o3']);
  });

  it('"unresolved" keeps failed sends whose order ID has no later recorded send', async () => {
    const failed = { result: 'failed' as const, status: 500 };
    await addEntries([
      entry({ orderId: 'FIXED', startedAt: 1, outcome: failed }),
      entry({ orderId: 'FIXED', startedAt: 2 }),
      entry({ orderId: 'STILL', startedAt: 3 }),
      entry({ orderId: 'STILL', startedAt: 4, outcome: failed }),
      entry({ orderId: 'ELSEWHERE', startedAt: 5, outcome: failed }),
      entry({ orderId: 'ELSEWHERE', startedAt: 6, connectionId: 'c2' }),
    ]);
    const f = filter({ result: 'failed', unresolved: true });
    expect(ids(await allMatching(f))).toEqual(['ELSEWHERE', 'STILL']);
    expect(ids(await allMatching({ ...f, unresolved: false }))).toEqual([
      'ELSEWHERE',
      'STILL',
      'FIXED',
    ]);
    expect((await countMatching(f)).matching).toBeUndefined();
  });

  it('lists the order IDs that may be recorded on a connection from keys alone', async () => {
    await addEntries([
      entry({ orderId: 'OK' }),
      entry({ orderId: 'BAD', outcome: { result: 'failed', status: 500 } }),
      entry({ orderId: 'LOST', outcome: { result: 'unknown' } }),
      entry({ orderId: 'OTHER', connectionId: 'c2' }),
    ]);
    await db();
    const cursor = vi.spyOn(IDBIndex.prototype, 'openCursor');
    const getAll = vi.spyOn(IDBIndex.prototype, 'getAll');
    expect((await sentOrderIds('demo')).sort()).toEqual(['LOST', 'OK']);
    expect(cursor).not.toHaveBeenCalled();
    expect(getAll).not.toHaveBeenCalled();
  });
});

describe('History schema v3', () => {
  it('upgrades a version 2 database with entries: the new indexes hold them', async () => {
    // Version 2 as the app made it: entries with startedAt and orderKey, and suggestions.
    const v2 = await openDB('affiliate-console', 2, {
      upgrade(database) {
        const store = database.createObjectStore('entries', { keyPath: 'id', autoIncrement: true });
        store.createIndex('startedAt', 'startedAt');
        store.createIndex('orderKey', ['connectionId', 'orderId']);
        const s = database.createObjectStore('suggestions', {
          keyPath: ['connectionId', 'kind', 'key'],
        });
        s.createIndex('recent', ['connectionId', 'kind', 'usedAt']);
      },
    });
    await v2.add('entries', entry({ orderId: 'OLD-1', startedAt: 1 }));
    await v2.add('entries', entry({ orderId: 'OLD-2', startedAt: 2, connectionId: 'c2' }));
    await v2.add(
      'entries',
      entry({ orderId: 'OLD-3', startedAt: 3, outcome: { result: 'failed' } }),
    );
    v2.close();

    const database = await db();
    expect(database.version).toBeGreaterThanOrEqual(3); // and on, to the current version
    const names = [...database.transaction('entries').store.indexNames];
    expect(names).toEqual(
      expect.arrayContaining(['byConnectionTime', 'byResult', 'byCode', 'byAffiliate', 'orderKey']),
    );
    // Insights reads these two by name and key path.
    const store = database.transaction('entries').store;
    expect(store.index('byConnectionTime').keyPath).toEqual(['connectionId', 'startedAt']);
    expect(store.index('byResult').keyPath).toEqual([
      'connectionId',
      'outcome.result',
      'startedAt',
    ]);
    expect(ids((await readPage(filter({ connectionId: 'demo' }))).entries)).toEqual([
      'OLD-3',
      'OLD-1',
    ]);
    expect((await countMatching(filter({ result: 'failed' }))).matching).toBe(1);
    expect(ids((await readPage(filter({ search: 'ALICE10' }))).entries)).toHaveLength(3);
  });
});
