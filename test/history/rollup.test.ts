import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/history/history-entry';
import { openOrderOf } from '../../src/history/open-orders';
import { applyEntry, BUCKET_MS, bucketOf, emptyRollup, rollupsOf } from '../../src/history/rollup';
import { entry } from './fixtures';

const T = 1_700_000_000_000 - (1_700_000_000_000 % BUCKET_MS); // a quarter hour's start
const e = (over: Partial<HistoryEntry>) => entry(over) as HistoryEntry;
const order = (orderId: string, result: HistoryEntry['outcome']['result'], at: number) =>
  e({ orderId, startedAt: at, outcome: { result } });

describe('rollup arithmetic', () => {
  it('puts an entry in the quarter hour it started in', () => {
    expect(bucketOf(T)).toBe(T);
    expect(bucketOf(T + BUCKET_MS - 1)).toBe(T);
    expect(bucketOf(T + BUCKET_MS)).toBe(T + BUCKET_MS);
    expect(bucketOf(-1)).toBe(-BUCKET_MS);
  });

  it('counts orders by result (pending as unknown), codes and commission of recorded orders', () => {
    const [r, ...rest] = rollupsOf([
      e({
        startedAt: T,
        referralCode: 'A',
        requestBody: { products: [{ total: 10 }, { total: 0.1 }, { name: 'none' }] },
        outcome: { result: 'recorded', responseBody: '{"commission":1.5}' },
      }),
      e({ startedAt: T + 1, referralCode: 'A', requestBody: { products: [{ total: 0.2 }] } }),
      e({ startedAt: T + 2, referralCode: 'B', outcome: { result: 'failed' } }),
      e({ startedAt: T + 3, outcome: { result: 'pending' } }),
      e({ startedAt: T + 4, operation: 'commissions', outcome: { result: 'failed' } }),
    ]).values();
    expect(rest).toEqual([]);
    expect(r).toEqual({
      connectionId: 'demo',
      bucket: T,
      orders: { recorded: 2, failed: 1, unknown: 1 },
      codes: { A: { orders: 2, total: 10.3, currencies: { '': { orders: 2, total: 10.3 } } } },
      commission: { sum: 1.5, count: 1, currencies: { '': { sum: 1.5, count: 1 } } },
      changes: 1,
      // O-1 (every entry's order): failed and pending after its last success.
      open: {
        failed: 1,
        unknown: 1,
        causes: { 'No response': 1, 'No answer written': 1 },
        codes: { B: 1, ALICE10: 1 },
      },
    });
  });

  it('takes away what it added: an outcome changed, then the entry pruned', () => {
    const r = emptyRollup('demo', T);
    const pending = e({
      startedAt: T,
      referralCode: 'A',
      requestBody: { products: [{ total: 0.1 }, { total: 0.2 }] },
      outcome: { result: 'pending' },
    });
    const recorded = {
      ...pending,
      outcome: { result: 'recorded' as const, responseBody: '{"commission":0.3}' },
    };
    applyEntry(
      r,
      e({ startedAt: T, referralCode: 'A', requestBody: { products: [{ total: 0.7 }] } }),
      1,
    );
    applyEntry(r, pending, 1);
    applyEntry(r, pending, -1);
    expect(applyEntry(r, recorded, 1)).toBe(true);
    expect(r.orders).toEqual({ recorded: 2, failed: 0, unknown: 0 });
    expect(r.codes).toEqual({
      A: { orders: 2, total: 1, currencies: { '': { orders: 2, total: 1 } } },
    });
    expect(applyEntry(r, recorded, -1)).toBe(true);
    expect(r.codes).toEqual({
      A: { orders: 1, total: 0.7, currencies: { '': { orders: 1, total: 0.7 } } },
    });
    expect(r.commission).toEqual({ sum: 0, count: 0, currencies: {} });
    // The last entry gone: nothing is left to keep.
    expect(
      applyEntry(
        r,
        e({ startedAt: T, referralCode: 'A', requestBody: { products: [{ total: 0.7 }] } }),
        -1,
      ),
    ).toBe(false);
    expect(r.codes).toEqual({});
  });
});

describe('open orders', () => {
  it('keeps failed and unknown entries no later recorded entry resolves, as History does', () => {
    expect(openOrderOf([order('A', 'failed', 1), order('A', 'recorded', 2)])).toBeUndefined();
    // A failure after a success, and one at the same millisecond, are still open.
    expect(
      openOrderOf([
        order('B', 'failed', 5),
        order('B', 'recorded', 3),
        order('B', 'pending', 3),
        order('B', 'failed', 1),
      ]),
    ).toEqual({
      connectionId: 'demo',
      orderId: 'B',
      at: 5,
      entries: [
        { at: 3, result: 'unknown', cause: 'No answer written', code: 'ALICE10' },
        { at: 5, result: 'failed', cause: 'No response', code: 'ALICE10' },
      ],
    });
  });
  it('counts each open entry in the quarter hour it started in', () => {
    const rollups = [
      ...rollupsOf([
        order('A', 'failed', T),
        order('A', 'unknown', T + BUCKET_MS),
        order('B', 'failed', T + 1),
        order('B', 'recorded', T + BUCKET_MS + 1), // resolves B's failure in the first bucket
      ]).values(),
    ];
    expect(rollups.map((r) => r.open)).toEqual([
      { failed: 1, unknown: 0, causes: { 'No response': 1 }, codes: { ALICE10: 1 } },
      { failed: 0, unknown: 1, causes: { 'No answer': 1 }, codes: { ALICE10: 1 } },
    ]);
  });
});
