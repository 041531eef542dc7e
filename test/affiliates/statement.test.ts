// A statement's sums: per currency and never across, a retried order counted once,
// the commission the service returned, and commission changes before → after.
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/history';
import { buildStatement, NO_CURRENCY } from '../../src/affiliates/statement';
import { formatCents } from '../../src/lib/format-cents';
import { statementCsv } from '../../src/affiliates/statement-csv';

let id = 0;
function order(
  orderId: string,
  at: number,
  products: { total?: number; subTotal?: number; tax?: number }[],
  result: HistoryEntry['outcome']['result'],
  extra: { currency?: string; commission?: number } = {},
): HistoryEntry {
  return {
    id: ++id,
    startedAt: at,
    connectionId: 'demo',
    connectionName: 'Demo',
    baseUrl: 'http://x',
    method: 'POST',
    path: '/v1/track/ALICE10',
    operation: 'order',
    source: 'form',
    orderId,
    referralCode: 'ALICE10',
    requestBody: {
      orderId,
      products,
      ...(extra.currency ? { metadata: { currency: extra.currency } } : {}),
    },
    outcome: {
      result,
      ...(extra.commission === undefined
        ? {}
        : { responseBody: JSON.stringify({ orderId, commission: extra.commission }) }),
    },
  };
}
function update(
  at: number,
  amount: number,
  result: HistoryEntry['outcome']['result'],
): HistoryEntry {
  return {
    id: ++id,
    startedAt: at,
    connectionId: 'demo',
    connectionName: 'Demo',
    baseUrl: 'http://x',
    method: 'PATCH',
    path: '/v1/affiliates/commissions',
    operation: 'commissions',
    source: 'form',
    affiliateId: 'aff-1001',
    requestBody: { id: 'aff-1001', commissions: { type: 0, applyIndividual: false, amount } },
    outcome: { result },
  };
}

const span = { from: 1000, to: 2000 };

describe('an affiliate statement', () => {
  it('sums recorded orders per currency to the cent and never adds one currency to another', () => {
    const s = buildStatement(
      [
        order('A', 1100, [{ total: 0.1 }, { total: 0.2 }], 'recorded', {
          currency: 'eur',
          commission: 0.03,
        }),
        order('B', 1200, [{ subTotal: 10, tax: 2.005 }], 'recorded', { currency: 'EUR' }),
        order('C', 1300, [{ total: 99.99 }], 'recorded', { currency: 'USD', commission: 10 }),
        order('D', 1400, [{ total: 5 }], 'recorded'),
        order('E', 1500, [{ total: 1000 }], 'failed', { currency: 'EUR' }),
        order('F', 999, [{ total: 1000 }], 'recorded', { currency: 'EUR' }),
        order('G', 2000, [{ total: 1000 }], 'recorded', { currency: 'EUR' }),
      ],
      [],
      span,
    );
    const demo = { connectionId: 'demo', connection: 'Demo' };
    expect(s.currencies).toEqual([
      {
        ...demo,
        currency: 'EUR',
        orders: 2,
        totalCents: 1231,
        commissionCents: 3,
        withCommission: 1,
      },
      {
        ...demo,
        currency: NO_CURRENCY,
        orders: 1,
        totalCents: 500,
        commissionCents: 0,
        withCommission: 0,
      },
      {
        ...demo,
        currency: 'USD',
        orders: 1,
        totalCents: 9999,
        commissionCents: 1000,
        withCommission: 1,
      },
    ]);
    expect(s.outcomes).toEqual({ recorded: 4, failed: 1, unknown: 0, pending: 0 });
    expect(formatCents(1231)).toBe('12.31');
    expect(formatCents(-5)).toBe('-0.05');
  });

  it('counts an order sent again after a failure once, as recorded', () => {
    const s = buildStatement(
      [
        order('A', 1100, [{ total: 7 }], 'failed'),
        order('A', 1200, [{ total: 7 }], 'recorded'),
        order('A', 1300, [{ total: 7 }], 'failed'),
      ],
      [],
      span,
    );
    expect(s.outcomes).toEqual({ recorded: 1, failed: 0, unknown: 0, pending: 0 });
    expect(s.currencies[0]?.totalCents).toBe(700);
  });

  it('gives each commission change in the period the last accepted settings before it', () => {
    const s = buildStatement(
      [],
      [
        update(500, 10, 'recorded'),
        update(800, 99, 'failed'),
        update(1100, 12, 'recorded'),
        update(1500, 15, 'failed'),
      ],
      span,
    );
    expect(s.changes.map((c) => [c.before?.amount, c.after?.amount, c.outcome])).toEqual([
      [10, 12, 'recorded'],
      [12, 15, 'failed'],
    ]);
  });

  it('writes the statement as CSV with the totals per currency', () => {
    const s = buildStatement(
      [order('=A', 1100, [{ total: 3.5 }], 'recorded', { currency: 'GBP', commission: 0.35 })],
      [],
      span,
    );
    const csv = statementCsv(
      { key: 'k', updatedAt: '', name: 'Alice', codes: ['ALICE10'], affiliateIds: [] },
      span,
      s,
    );
    expect(csv).toContain('Demo,GBP,1,3.50,0.35,1\r\n');
    expect(csv).toContain("'=A,"); // a spreadsheet opens the order ID as text, not a formula
  });
});
