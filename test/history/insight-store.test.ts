import { describe, expect, it, vi } from 'vitest';
import { openDB } from 'idb';
import type { HistoryEntry } from '../../src/history/history-entry';
import { emptyFilter } from '../../src/history/history-filter';
import { upgradeHistory } from '../../src/history/history-db';
import { allMatching } from '../../src/history/history-query';
import {
  beginEntry,
  clearHistory,
  closeHistoryForTests,
  completeEntry,
  db,
  prune,
  type HistoryDb,
} from '../../src/history/history-store';
import {
  readCommissionChanges,
  readRollups,
  type InsightSpan,
} from '../../src/history/insight-read';
import { BUCKET_MS } from '../../src/history/rollup';
import { sharedHistory, type HistoryRecord } from '../../src/history/shared-history';
import { entry, addEntries } from './fixtures';

const T = 1_700_000_000_000 - (1_700_000_000_000 % BUCKET_MS);
const order = (
  orderId: string,
  result: HistoryEntry['outcome']['result'],
  at: number,
  over: Partial<HistoryEntry> = {},
) =>
  entry({
    orderId,
    startedAt: at,
    requestBody: { orderId, products: [{ total: 10 }] },
    outcome: { result, ...(result === 'recorded' ? { responseBody: '{"commission":2}' } : {}) },
    ...over,
  });
const byKey = <T extends { connectionId: string }>(list: T[], key: (x: T) => string) =>
  [...list].sort((a, b) => key(a).localeCompare(key(b)));

/**
 * What the upgrade that first kept Insights' stores (version 3 to 4) computes from the same
 * entries: a second, independent path of the real code, read from a scratch database.
 */
async function rebuiltByUpgrade(entries: readonly HistoryEntry[]) {
  const name = `rebuilt-${++rebuilds}`;
  const old = await openDB<HistoryDb>(name, 3, { upgrade: upgradeHistory });
  for (const e of entries) await old.add('entries', e);
  old.close();
  const now = await openDB<HistoryDb>(name, (await db()).version, { upgrade: upgradeHistory });
  const kept = { rollup: await now.getAll('rollup'), openOrders: await now.getAll('openOrders') };
  now.close();
  return kept;
}
let rebuilds = 0;

/** The stores Insights reads, kept write by write, hold what the entries add up to. */
async function expectInStep() {
  const database = await db();
  const rebuilt = await rebuiltByUpgrade(await database.getAll('entries'));
  const rollupKey = (r: { connectionId: string; bucket: number }) =>
    `${r.connectionId} ${r.bucket}`;
  expect(byKey(await database.getAll('rollup'), rollupKey)).toEqual(
    byKey(rebuilt.rollup, rollupKey),
  );
  const openKey = (o: { connectionId: string; orderId: string }) =>
    `${o.connectionId} ${o.orderId}`;
  expect(byKey(await database.getAll('openOrders'), openKey)).toEqual(
    byKey(rebuilt.openOrders, openKey),
  );
}

/** Needs attention as Insights counts it: the open entries counted in the span's rollups. */
async function countUnresolved(span: InsightSpan) {
  const open = { failed: 0, unknown: 0 };
  for (const r of await readRollups(span)) {
    open.failed += r.open.failed;
    open.unknown += r.open.unknown;
  }
  return open;
}

/** Needs attention as Insights counts it, and as History's "unresolved" filter lists it. */
async function attentionBothWays(connectionId: string) {
  const all = { connectionId, from: 0, to: Number.MAX_SAFE_INTEGER };
  const history = async (result: 'failed' | 'unknown') =>
    (
      await allMatching({
        ...emptyFilter,
        connectionId,
        result,
        operation: 'order',
        unresolved: true,
      })
    ).length;
  return {
    insights: await countUnresolved(all),
    history: { failed: await history('failed'), unknown: await history('unknown') },
  };
}

describe('what History keeps for Insights', () => {
  it('is written with each entry: begun (pending), completed, imported', async () => {
    const id = await beginEntry(order('A', 'pending', T));
    await expectInStep();
    expect(
      (await readRollups({ connectionId: 'demo', from: T, to: T + BUCKET_MS }))[0]?.orders,
    ).toEqual({
      recorded: 0,
      failed: 0,
      unknown: 1,
    });
    await completeEntry(id, { result: 'recorded', status: 200, responseBody: '{"commission":2}' });
    await expectInStep();
    await addEntries([
      order('A', 'failed', T + 1), // after the success: open
      order('B', 'failed', T + 2),
      order('B', 'unknown', T + BUCKET_MS),
      order('C', 'failed', T + 3),
      order('C', 'recorded', T + 4),
      order('D', 'failed', T + 5, { connectionId: 'other', connectionName: 'Other' }),
      order('E', 'recorded', T + 6, { referralCode: 'BOB' }),
      entry({
        operation: 'commissions',
        startedAt: T + 7,
        affiliateId: 'aff-1',
        outcome: { result: 'recorded' },
      }),
    ]);
    await expectInStep();
    const rollups = await readRollups({ connectionId: 'demo', from: T, to: T + 2 * BUCKET_MS });
    expect(rollups.map((r) => r.orders)).toEqual([
      { recorded: 3, failed: 3, unknown: 0 },
      { recorded: 0, failed: 0, unknown: 1 },
    ]);
    expect(rollups[0]?.codes).toEqual({
      ALICE10: { orders: 2, total: 20, currencies: { '': { orders: 2, total: 20 } } },
      BOB: { orders: 1, total: 10, currencies: { '': { orders: 1, total: 10 } } },
    });
    expect(rollups[0]?.changes).toBe(1);
    // Every connection: both connections' quarter hours.
    expect(await readRollups({ from: T, to: T + BUCKET_MS })).toHaveLength(2);
    const both = await attentionBothWays('demo');
    expect(both.insights).toEqual({ failed: 2, unknown: 1 });
    expect(both.insights).toEqual(both.history);
    // The range counts open entries started in it.
    expect(
      await countUnresolved({ connectionId: 'demo', from: T + BUCKET_MS, to: T + 2 * BUCKET_MS }),
    ).toEqual({
      failed: 0,
      unknown: 1,
    });
  });

  it('is kept in step when colleagues’ entries arrive in batches, each batch one transaction', async () => {
    const team = sharedHistory({ browserId: 'mine', connectionIdFor: () => 'demo' });
    const fromBen = (n: number, e: Omit<HistoryEntry, 'id'>): HistoryRecord => {
      const { connectionId: _here, ...shared } = e;
      return {
        key: `ben:${n}`,
        updatedAt: new Date(e.startedAt).toISOString(),
        entry: { ...shared, browserId: 'ben', sentBy: 'Ben' },
      };
    };
    const arrive = (records: HistoryRecord[]) =>
      team.applyRemote(records.map((record) => ({ record, conflicts: [] })));
    await addEntries([order('A', 'failed', T)]);
    // One batch: an order sent here and again by Ben, one open twice, two orders in one quarter hour.
    await arrive([
      fromBen(1, order('A', 'recorded', T + 1)),
      fromBen(2, order('B', 'unknown', T + 2)),
      fromBen(3, order('B', 'pending', T + BUCKET_MS)),
      fromBen(4, order('C', 'failed', T + 3, { referralCode: 'BOB' })),
      fromBen(5, entry({ operation: 'commissions', startedAt: T + 4, affiliateId: 'aff-1' })),
    ]);
    await expectInStep();
    // The next batch: Ben's pending send completes (found again, not added twice), and a new one.
    await arrive([
      fromBen(3, order('B', 'recorded', T + BUCKET_MS)),
      fromBen(6, order('C', 'recorded', T + 5, { referralCode: 'BOB' })),
    ]);
    await expectInStep();
    const database = await db();
    expect(await database.count('entries')).toBe(7);
    const bens = (await database.getAll('entries')).filter((e) => e.teamKey === 'ben:3');
    expect(bens.map((e) => e.outcome.result)).toEqual(['recorded']);
    const both = await attentionBothWays('demo');
    expect(both.insights).toEqual({ failed: 0, unknown: 0 });
    expect(both.history).toEqual(both.insights);
  });

  it.each([
    ['a catch-up in time order (its span read at once)', 0],
    ['among many entries of this browser (looked up one by one)', 40],
  ])(
    'takes a batch of colleagues’ entries as it takes them one at a time: %s',
    async (_, ownInSpan) => {
      const team = sharedHistory({ browserId: 'mine', connectionIdFor: () => 'demo' });
      const fromBen = (n: number, e: Omit<HistoryEntry, 'id'>): HistoryRecord => {
        const { connectionId: _here, ...shared } = e;
        return {
          key: `ben:${n}`,
          updatedAt: new Date(e.startedAt).toISOString(),
          entry: { ...shared, browserId: 'ben', sentBy: 'Ben' },
        };
      };
      const mug = (orderId: string) => ({
        orderId,
        products: [{ id: 'MUG-1', name: 'Mug', quantity: 2, subTotal: 20, tax: 4, total: 24 }],
        customer: { email: 'ann@example.test', name: 'Ann' },
      });
      const first = [
        fromBen(1, order('A', 'recorded', T + 1)),
        fromBen(2, order('B', 'unknown', T + 2)),
        fromBen(3, order('B', 'pending', T + BUCKET_MS)),
        fromBen(4, order('C', 'failed', T + 3, { referralCode: 'BOB' })),
        fromBen(5, order('D', 'pending', T + 6, { requestBody: mug('D') })),
        fromBen(6, entry({ operation: 'commissions', startedAt: T + 4, affiliateId: 'aff-1' })),
      ];
      const second = [
        fromBen(3, order('B', 'recorded', T + BUCKET_MS)),
        fromBen(5, order('D', 'recorded', T + 6, { requestBody: mug('D') })),
        fromBen(7, order('C', 'recorded', T + 5, { referralCode: 'BOB' })),
        fromBen(8, order('E', 'failed', T + 7)),
        fromBen(9, order('A', 'failed', T + 8)),
      ];
      const arrive = (records: HistoryRecord[]) =>
        team.applyRemote(records.map((record) => ({ record, conflicts: [] })));
      /** Everything History keeps, read back (entries without their local ids). */
      const kept = async () => {
        const database = await db();
        return {
          entries: (await database.getAll('entries')).map(({ id: _id, ...e }) => e),
          rollup: await database.getAll('rollup'),
          openOrders: await database.getAll('openOrders'),
          suggestions: await database.getAll('suggestions'),
        };
      };
      const own = [
        order('A', 'failed', T),
        ...Array.from({ length: ownInSpan }, (_, i) => order(`own-${i}`, 'failed', T + 2 + i)),
      ];
      await addEntries(own);
      await arrive(first);
      await expectInStep();
      await arrive(second);
      await expectInStep();
      const batched = await kept();
      expect(batched.entries).toHaveLength(own.length + 9);
      expect(batched.suggestions.map((x) => x.key)).toEqual(
        expect.arrayContaining(['mug-1', 'mug', 'ann@example.test']),
      );
      await clearHistory();
      await addEntries(own);
      for (const record of [...first, ...second]) await arrive([record]);
      expect(await kept()).toEqual(batched);
    },
  );

  it('takes a first catch-up into an empty History page by page without counting each order, and stays in step', async () => {
    const team = sharedHistory({ browserId: 'mine', connectionIdFor: () => 'demo' });
    let n = 0;
    const fromBen = (e: Omit<HistoryEntry, 'id'>): HistoryRecord => {
      const { connectionId: _here, ...shared } = e;
      return {
        key: `ben:${++n}`,
        updatedAt: new Date(e.startedAt).toISOString(),
        entry: { ...shared, browserId: 'ben', sentBy: 'Ben' },
      };
    };
    const arrive = (records: HistoryRecord[]) =>
      team.applyRemote(records.map((record) => ({ record, conflicts: [] })));
    // Each page's count requests (History's own, whatever index asks them).
    const counts = vi.spyOn(IDBIndex.prototype, 'count');
    const many = (from: number, at: number) =>
      Array.from({ length: 30 }, (_, i) => fromBen(order(`M-${from + i}`, 'recorded', at + i)));
    // Page 1: order A fails, thirty orders recorded.
    await arrive([fromBen(order('A', 'failed', T)), ...many(0, T + 1)]);
    await expectInStep();
    // Page 2: A sent again and recorded (its entry of page 1 must count), B fails, thirty more.
    counts.mockClear();
    await arrive([
      fromBen(order('A', 'recorded', T + 100)),
      fromBen(order('B', 'failed', T + 101)),
      ...many(30, T + 102),
    ]);
    expect(counts.mock.calls.length).toBeLessThan(5);
    await expectInStep();
    expect((await attentionBothWays('demo')).insights).toEqual({ failed: 1, unknown: 0 });
    // A send here between pages: page 3's entry of the same order is counted, not assumed new.
    await addEntries([order('C', 'failed', T + 200)]);
    counts.mockClear();
    await arrive([
      fromBen(order('C', 'failed', T + 201)),
      fromBen(order('B', 'recorded', T + 202)),
    ]);
    expect(counts.mock.calls.length).toBeGreaterThanOrEqual(2);
    await expectInStep();
    const both = await attentionBothWays('demo');
    expect(both.insights).toEqual({ failed: 2, unknown: 0 });
    expect(both.history).toEqual(both.insights);
    // History cleared: it holds no order again, so the next page is known new without counting.
    await clearHistory();
    counts.mockClear();
    await arrive(many(60, T + 300));
    expect(counts.mock.calls.length).toBeLessThan(5);
    await expectInStep();
    // Two entries pruned and two sent here: as many order entries as before, but not the same.
    await prune(28);
    // (Colleagues' entries count towards retention: the prune counts them.)
    expect(await (await db()).count('entries')).toBe(28);
    await addEntries([order('P', 'failed', T + 400), order('Q', 'failed', T + 401)]);
    await arrive([fromBen(order('P', 'failed', T + 402))]);
    await expectInStep();
    // A page and a prune asked at once (the prune's transaction after the page's), then as many
    // sends here as the prune took: what the page knew must not outlive the prune.
    await clearHistory();
    await arrive(many(90, T + 500));
    const database = await db();
    const code = await import('../../src/history/history-db');
    const page = [600, 601].map((at, i) => ({
      ...order(`N-${i}`, 'recorded', T + at),
      teamKey: `ben:page-${i}`,
    }));
    await Promise.all([code.applyTeamEntries(database, page), code.pruneOldest(database, 28)]);
    await addEntries(['R1', 'R2', 'R3', 'R4'].map((id, i) => order(id, 'failed', T + 700 + i)));
    await arrive([fromBen(order('R1', 'failed', T + 710))]);
    await expectInStep();
    counts.mockRestore();
  });

  it('resolves an order when a later send of it is recorded, as History does', async () => {
    const first = await beginEntry(order('A', 'pending', T));
    await completeEntry(first, { result: 'unknown' });
    expect((await attentionBothWays('demo')).insights).toEqual({ failed: 0, unknown: 1 });
    const again = await beginEntry(order('A', 'pending', T + 10));
    expect((await attentionBothWays('demo')).insights).toEqual({ failed: 0, unknown: 2 });
    await completeEntry(again, { result: 'recorded', status: 200 });
    const both = await attentionBothWays('demo');
    expect(both.insights).toEqual({ failed: 0, unknown: 0 });
    expect(both.history).toEqual(both.insights);
    await expectInStep();
  });

  it('takes pruned entries out, and forgets everything when History is cleared', async () => {
    await addEntries([
      order('A', 'failed', T),
      order('B', 'recorded', T + 1),
      order('C', 'failed', T + BUCKET_MS),
      order('C', 'recorded', T + BUCKET_MS + 1),
    ]);
    await prune(2);
    await expectInStep();
    expect(await readRollups({ connectionId: 'demo', from: T, to: T + BUCKET_MS })).toEqual([]);
    expect(await (await db()).count('openOrders')).toBe(0);
    await clearHistory();
    const database = await db();
    expect(await database.count('rollup')).toBe(0);
    expect(await database.count('openOrders')).toBe(0);
  });

  it('reads the newest commission updates, and the accepted one before them', async () => {
    const change = (at: number, affiliateId: string, result: 'recorded' | 'failed' = 'recorded') =>
      entry({ operation: 'commissions', startedAt: at, affiliateId, outcome: { result } });
    await addEntries([
      change(T + 1, 'aff-1'),
      change(T + 2, 'aff-1', 'failed'),
      change(T + 3, 'aff-2'),
      order('X', 'recorded', T + 4),
      change(T + 5, 'aff-1'),
      change(T + 6, 'aff-2'),
    ]);
    const read = await readCommissionChanges(
      { connectionId: 'demo', from: T, to: T + BUCKET_MS },
      2,
      (e) => e.outcome.result === 'recorded',
    );
    expect(read.newest.map((e) => e.startedAt)).toEqual([T + 6, T + 5]);
    expect(read.earlier.map((e) => e.startedAt).sort()).toEqual([T + 1, T + 3]);
    // Every connection: the newest across them.
    await addEntries([
      entry({
        operation: 'commissions',
        startedAt: T + 8,
        affiliateId: 'aff-9',
        connectionId: 'other',
        connectionName: 'Other',
        outcome: { result: 'recorded' },
      }),
    ]);
    const all = await readCommissionChanges({ from: T, to: T + BUCKET_MS }, 2, () => true);
    expect(all.newest.map((e) => [e.connectionId, e.startedAt])).toEqual([
      ['other', T + 8],
      ['demo', T + 6],
    ]);
  });

  it('is filled from the entries kept when a version 3 database is upgraded', async () => {
    const old = await openDB<HistoryDb>('affiliate-console', 3, { upgrade: upgradeHistory });
    expect(old.objectStoreNames.contains('rollup')).toBe(false);
    const entries = [
      order('A', 'failed', T),
      order('A', 'recorded', T + 1),
      order('B', 'unknown', T + 2),
      order('B', 'pending', T + BUCKET_MS),
      order('C', 'failed', T + 3, { connectionId: 'other', connectionName: 'Other' }),
      entry({ operation: 'commissions', startedAt: T + 4, affiliateId: 'aff-1' }),
    ];
    for (const e of entries) await old.add('entries', e);
    old.close();
    await closeHistoryForTests();
    await expectInStep();
    expect(await (await db()).count('rollup')).toBe(3);
    expect(await (await db()).count('openOrders')).toBe(2);
    const both = await attentionBothWays('demo');
    expect(both.insights).toEqual({ failed: 0, unknown: 2 });
    expect(both.history).toEqual(both.insights);
  });

  it('steps aside when another tab opens a newer version, so that its upgrade is not held up', async () => {
    await db();
    const opened = openDB('affiliate-console', 99);
    const late = new Promise((resolve) => setTimeout(resolve, 2000, 'blocked'));
    const newer = await Promise.race([opened, late]);
    expect(newer).not.toBe('blocked');
    (await opened).close();
  });
});
