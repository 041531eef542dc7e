import { describe, expect, it } from 'vitest';
import { changeFactOf } from '../../src/insights/entry-fact';
import {
  addRollups,
  changeTimeline,
  emptyTotals,
  largestFirst,
  perDay,
  topCodes,
  topCodesByTotal,
} from '../../src/insights/insight-totals';
import { readRollups } from '../../src/history/insight-read';
import { clearHistory } from '../../src/history/history-store';
import { daysBetween, dayKeyer, startOfDay } from '../../src/insights/local-day';
import type { HistoryEntry } from '../../src/history/history-entry';
import { addEntries, entry } from '../history/fixtures';

const HOUR = 3_600_000;
const e = (over: Partial<HistoryEntry>) => ({ id: 1, ...entry(over) }) as HistoryEntry;
/** Entries written to History as sends write them, and totalled from the rollups it keeps. */
async function totalsOf(entries: HistoryEntry[], dayOf: (t: number) => string) {
  await addEntries(entries.map(({ id: _, ...rest }) => rest));
  const all = await readRollups({ from: Number.MIN_SAFE_INTEGER, to: Number.MAX_SAFE_INTEGER });
  return addRollups(emptyTotals(), all, dayOf);
}
const order = (
  orderId: string,
  result: HistoryEntry['outcome']['result'],
  at: number,
  over: Partial<HistoryEntry> = {},
) => e({ orderId, startedAt: at, outcome: { result }, ...over });

describe('days in a time zone', () => {
  // Berlin leaves summer time on Sunday 27 October 2024 at 03:00 local (01:00 UTC): that day has 25 hours.
  const berlin = dayKeyer('Europe/Berlin');
  it('puts each instant on its local calendar day around a DST change', () => {
    const start = startOfDay('2024-10-27', 'Europe/Berlin');
    expect(new Date(start).toISOString()).toBe('2024-10-26T22:00:00.000Z');
    const next = startOfDay('2024-10-28', 'Europe/Berlin');
    expect(next - start).toBe(25 * HOUR);
    expect(berlin(start - 1)).toBe('2024-10-26');
    expect(berlin(start)).toBe('2024-10-27');
    expect(berlin(next - 1)).toBe('2024-10-27');
    expect(berlin(next)).toBe('2024-10-28');
    // The same instants in another zone fall on other days.
    expect(dayKeyer('America/New_York')(start)).toBe('2024-10-26');
  });
  it('has 23 hours on the day summer time starts', () => {
    const start = startOfDay('2024-03-31', 'Europe/Berlin');
    expect(startOfDay('2024-04-01', 'Europe/Berlin') - start).toBe(23 * HOUR);
  });
  it('counts orders per local day, with days without orders', async () => {
    const start = startOfDay('2024-10-27', 'Europe/Berlin');
    const entries = [
      order('A', 'recorded', start - 1),
      order('B', 'recorded', start + 2 * HOUR), // 01:00 CEST…
      order('C', 'failed', start + 3 * HOUR), // …02:00 CET again, an hour later: same day
      order('D', 'pending', start + 24.5 * HOUR), // still the 27th (a 25-hour day)
      order('E', 'unknown', start + 25 * HOUR),
    ];
    const totals = await totalsOf(entries, berlin);
    expect(perDay(totals, daysBetween('2024-10-26', '2024-10-29'))).toEqual([
      { day: '2024-10-26', recorded: 1, failed: 0, unknown: 0 },
      { day: '2024-10-27', recorded: 1, failed: 1, unknown: 1 },
      { day: '2024-10-28', recorded: 0, failed: 0, unknown: 1 },
      { day: '2024-10-29', recorded: 0, failed: 0, unknown: 0 },
    ]);
  });
});

describe('local days from quarter hours', () => {
  it('puts each quarter hour on its day in zones 30 and 45 minutes off UTC', async () => {
    // Kolkata is UTC+5:30, Kathmandu UTC+5:45: their midnights are quarter hours in UTC.
    for (const zone of ['Asia/Kolkata', 'Asia/Kathmandu']) {
      await clearHistory();
      const start = startOfDay('2024-05-02', zone);
      const totals = await totalsOf(
        [order('A', 'recorded', start - 1), order('B', 'recorded', start)],
        dayKeyer(zone),
      );
      expect(perDay(totals, ['2024-05-01', '2024-05-02']).map((d) => d.recorded)).toEqual([1, 1]);
    }
  });
});

describe('totals', () => {
  const utc = dayKeyer('UTC');
  const body = (...totals: (number | undefined)[]) => ({
    orderId: 'x',
    products: totals.map((total) => (total === undefined ? { name: 'no total' } : { total })),
  });
  it('sums product totals as sent, per code, over recorded orders only', async () => {
    const totals = await totalsOf(
      [
        order('A', 'recorded', 1, { referralCode: 'ALICE10', requestBody: body(10, 5.5) }),
        order('B', 'recorded', 2, { referralCode: 'ALICE10', requestBody: body(4, undefined) }),
        order('C', 'recorded', 3, { referralCode: 'BOB', requestBody: body(100) }),
        order('D', 'failed', 4, { referralCode: 'CLARA', requestBody: body(1000) }),
      ],
      utc,
    );
    expect(totals.orders).toBe(4);
    expect(topCodes(totals)).toEqual([
      { code: 'ALICE10', orders: 2, totals: new Map([['', 19.5]]) },
      { code: 'BOB', orders: 1, totals: new Map([['', 100]]) },
    ]);
    expect(topCodesByTotal(totals)).toEqual([
      {
        currency: '',
        rows: [
          { code: 'BOB', total: 100 },
          { code: 'ALICE10', total: 19.5 },
        ],
      },
    ]);
  });
  it('never adds money across currencies: a figure per currency, per code and for the commission', async () => {
    const inCurrency = (currency: string, total: number, commission: number) => ({
      requestBody: {
        orderId: 'x',
        products: [{ name: 'p', quantity: 1, subTotal: total, total }],
        metadata: { currency },
      },
      outcome: {
        result: 'recorded' as const,
        status: 200,
        responseBody: JSON.stringify({ commission }),
      },
    });
    const totals = await totalsOf(
      [
        order('A', 'recorded', 1, { referralCode: 'ALICE10', ...inCurrency('EUR', 10, 1) }),
        order('B', 'recorded', 2, { referralCode: 'ALICE10', ...inCurrency('USD', 20, 2) }),
        order('C', 'recorded', 3, { referralCode: 'BOB', ...inCurrency('eur', 5, 0.5) }),
      ],
      utc,
    );
    expect(topCodes(totals)[0]).toEqual({
      code: 'ALICE10',
      orders: 2,
      totals: new Map([
        ['EUR', 10],
        ['USD', 20],
      ]),
    });
    expect(topCodesByTotal(totals)).toEqual([
      {
        currency: 'EUR',
        rows: [
          { code: 'ALICE10', total: 10 },
          { code: 'BOB', total: 5 },
        ],
      },
      { currency: 'USD', rows: [{ code: 'ALICE10', total: 20 }] },
    ]);
    expect(totals.commission.sums).toEqual(
      new Map([
        ['EUR', 1.5],
        ['USD', 2],
      ]),
    );
  });
  it('breaks what needs attention down by cause and by referral code', async () => {
    const failed = (status: number) => ({ result: 'failed' as const, status });
    const totals = await totalsOf(
      [
        order('A', 'failed', 1, { referralCode: 'BOBBIKES15', outcome: failed(404) }),
        order('B', 'failed', 2, { referralCode: 'BOBBIKES15', outcome: failed(404) }),
        order('C', 'failed', 3, { referralCode: 'CLARA25', outcome: failed(404) }),
        order('D', 'failed', 4, { referralCode: 'ALICE10', outcome: failed(400) }),
        order('E', 'unknown', 5, {
          referralCode: 'ALICE10',
          outcome: { result: 'unknown', failure: 'timeout' },
        }),
        // Resolved by a later success: not counted.
        order('F', 'failed', 6, { referralCode: 'ALICE10', outcome: failed(503) }),
        order('F', 'recorded', 7, { referralCode: 'ALICE10' }),
      ],
      utc,
    );
    expect(largestFirst(totals.attention.causes)).toEqual([
      ['Unknown referral code', 3],
      ['Refused as invalid', 1],
      ['Timed out', 1],
    ]);
    expect(largestFirst(totals.attention.codes)).toEqual([
      ['ALICE10', 2],
      ['BOBBIKES15', 2],
      ['CLARA25', 1],
    ]);
  });
  it('sums the commission only where the answer carried a number', async () => {
    const answer = (commission: unknown) => ({
      result: 'recorded' as const,
      status: 200,
      responseBody: JSON.stringify({ orderId: 'x', commission }),
    });
    const totals = await totalsOf(
      [
        order('A', 'recorded', 1, { outcome: answer(2.5) }),
        order('B', 'recorded', 2, { outcome: answer(null) }),
        order('C', 'recorded', 3, {
          outcome: { result: 'recorded', status: 200, responseBody: '' },
        }),
        order('D', 'recorded', 4 * HOUR, { outcome: answer(1.25) }), // another bucket
        order('E', 'failed', 5, { outcome: { ...answer(99), result: 'failed' } }),
      ],
      utc,
    );
    expect(totals.commission).toEqual({
      sums: new Map([['', 3.75]]),
      withCommission: 2,
      recorded: 4,
    });
  });
  it('shows a commission change with the settings before when this console set them', () => {
    const change = (at: number, amount: number, result: HistoryEntry['outcome']['result']) =>
      e({
        id: at,
        startedAt: at,
        operation: 'commissions',
        affiliateId: 'aff-1',
        requestBody: { id: 'aff-1', commissions: { type: 1, applyIndividual: false, amount } },
        outcome: { result },
      });
    const facts = [
      change(3, 15, 'recorded'),
      change(1, 10, 'recorded'),
      change(2, 12, 'failed'),
    ].map(changeFactOf);
    const [third, second, first] = changeTimeline(facts, []);
    expect(first?.before).toBeUndefined();
    expect(second).toMatchObject({
      before: { amount: 10 },
      after: { amount: 12 },
      result: 'failed',
    });
    // The failed change did not take: before is still 10.
    expect(third).toMatchObject({ before: { amount: 10 }, after: { amount: 15 } });
  });
  it('takes "before" of the oldest change read from the accepted change before it', () => {
    const change = (at: number, amount: number) =>
      changeFactOf(
        e({
          id: at,
          startedAt: at,
          operation: 'commissions',
          affiliateId: 'aff-1',
          requestBody: { id: 'aff-1', commissions: { type: 1, applyIndividual: false, amount } },
          outcome: { result: 'recorded' },
        }),
      );
    const [newest, oldest] = changeTimeline([change(5, 20), change(4, 18)], [change(2, 16)]);
    expect(oldest).toMatchObject({ before: { amount: 16 }, after: { amount: 18 } });
    expect(newest).toMatchObject({ before: { amount: 18 }, after: { amount: 20 } });
    // An update older than an earlier one read (asked of the team server for an older
    // period) takes nothing from what came after it.
    const [later, older] = changeTimeline([change(9, 30), change(1, 12)], [change(2, 16)]);
    expect(older?.before).toBeUndefined();
    expect(later).toMatchObject({ before: { amount: 16 }, after: { amount: 30 } });
  });
});
