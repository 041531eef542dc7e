import { describe, expect, it } from 'vitest';
import { emptyFilter, matcher } from '../../src/history/history-filter';
import { toHistoryOutcome } from '../../src/outbox/send-and-record';
import { outcomeWords } from '../../src/history/outcome-words';
import { RESPONSE_LIMIT } from '../../src/history/history-entry';
import { entry } from './fixtures';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();

describe('history filter', () => {
  const entries = [
    { ...entry({ orderId: 'ORD-1', startedAt: at(2026, 11, 1) }), id: 1 },
    {
      ...entry({
        orderId: 'ORD-2',
        startedAt: at(2026, 11, 2, 23),
        outcome: { result: 'pending' },
      }),
      id: 2,
    },
    {
      ...entry({
        orderId: 'ORD-3',
        startedAt: at(2026, 11, 3, 0),
        requestBody: {
          orderId: 'ORD-3',
          products: [{ id: 'SKU-MUG', name: 'Blue Mug', quantity: 1, subTotal: 9 }],
          customer: { email: 'ana@example.com' },
          coupons: ['AUTUMN10'],
        },
      }),
      id: 3,
    },
  ];
  const ids = (f: Partial<typeof emptyFilter>) =>
    entries.filter(matcher({ ...emptyFilter, ...f })).map((e) => e.orderId);

  it('takes a date range inclusive of whole local days', () => {
    expect(ids({ from: '2026-11-02', to: '2026-11-02' })).toEqual(['ORD-2']);
    expect(ids({ from: '2026-11-02' })).toEqual(['ORD-2', 'ORD-3']);
    expect(ids({ to: '2026-11-01' })).toEqual(['ORD-1']);
  });

  it('counts a send without a stored outcome as unknown', () => {
    expect(ids({ result: 'unknown' })).toEqual(['ORD-2']);
  });

  it('searches order ID, referral code and affiliate ID, ignoring case', () => {
    expect(ids({ search: 'ord-3' })).toEqual(['ORD-3']);
    expect(ids({ search: 'alice' })).toHaveLength(3);
  });

  it("also finds an order by its customer's email, a product's ID or name, and a coupon", () => {
    expect(ids({ search: 'ANA@example' })).toEqual(['ORD-3']);
    expect(ids({ search: 'sku-mug' })).toEqual(['ORD-3']);
    expect(ids({ search: 'blue mug' })).toEqual(['ORD-3']);
    expect(ids({ search: 'autumn' })).toEqual(['ORD-3']);
  });
});

describe('toHistoryOutcome', () => {
  it('cuts a response body at 64 KB and says so', () => {
    const text = 'x'.repeat(RESPONSE_LIMIT + 10);
    const o = toHistoryOutcome({
      kind: 'success',
      status: 200,
      headers: {},
      body: { kind: 'text', text },
      durationMs: 5,
    });
    expect(o).toMatchObject({ result: 'recorded', status: 200, responseCut: true });
    expect(o.responseBody).toHaveLength(RESPONSE_LIMIT);
  });

  it('records a timeout and a lost answer as unknown, and a request that never left as failed', () => {
    expect(toHistoryOutcome({ kind: 'timeout', timeoutMs: 1000, durationMs: 1000 })).toMatchObject({
      result: 'unknown',
      failure: 'timeout',
    });
    expect(toHistoryOutcome({ kind: 'lost', message: 'down', durationMs: 3 })).toMatchObject({
      result: 'unknown',
      failure: 'network',
      message: 'down',
    });
    expect(
      toHistoryOutcome({
        kind: 'not-sent',
        reason: 'demo-unavailable',
        message: 'no worker',
        durationMs: 0,
      }),
    ).toMatchObject({ result: 'failed', failure: 'not-sent', message: 'no worker' });
  });

  it('keeps an order’s 409 as recorded at the service, and says so; a commission change’s 409 failed', () => {
    const conflict = {
      kind: 'http-error' as const,
      status: 409,
      headers: {},
      body: { kind: 'empty' as const },
      durationMs: 4,
    };
    const order = toHistoryOutcome(conflict, 'order');
    expect(order).toMatchObject({ result: 'recorded', status: 409 });
    expect(outcomeWords(order)).toEqual({
      short: 'Recorded (already at the service)',
      long: 'recorded (already recorded at the service: not recorded again)',
    });
    expect(toHistoryOutcome(conflict, 'commissions')).toMatchObject({ result: 'failed' });
    expect(outcomeWords({ result: 'failed', status: 409 }).short).toBe('Failed (409 Conflict)');
  });
});
