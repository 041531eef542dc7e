// Orders without a referral code (organic sales): a person may leave them out instead of
// giving them one (issue 27, item 1). They are never handed to an affiliate by a default.
import { describe, expect, it } from 'vitest';
import { buildOrdersWithSummary } from '../../src/import/pipeline/rows-to-orders';
import { guessMapping } from '../../src/import/pipeline/fields';

const headers = ['order', 'code', 'qty', 'price', 'sku'];
const rows = [
  ['A1', 'ALICE10', '1', '10', 'S'],
  ['A2', '', '1', '10', 'S'],
  ['A3', '  ', '2', '5', 'S'],
];
const build = (leaveOutNoAffiliate?: boolean) =>
  buildOrdersWithSummary(headers, rows, guessMapping(headers), new Set(), {
    sourceTimeZone: 'UTC',
    ...(leaveOutNoAffiliate !== undefined ? { leaveOutNoAffiliate } : {}),
  });

describe('leave out orders without an affiliate', () => {
  it('by default, an order without a referral code is held with that problem', () => {
    const { orders } = build();
    expect(orders.map((o) => [o.orderId, o.status, o.orderStatus.settled])).toEqual([
      ['A1', 'valid', true],
      ['A2', 'invalid', true],
      ['A3', 'invalid', true],
    ]);
    expect(orders[1]?.problems.map((p) => p.cause)).toContain('no-referral');
  });

  it('chosen, they are left out by a status of their own, with a reason, and never given a code', () => {
    const { orders, summary } = build(true);
    expect(orders.map((o) => [o.orderId, o.orderStatus.key, o.orderStatus.settled])).toEqual([
      ['A1', expect.not.stringMatching(/no affiliate/), true],
      ['A2', 'no affiliate', false],
      ['A3', 'no affiliate', false],
    ]);
    expect(orders[1]?.orderStatus.reason).toBe('no referral code (never given to an affiliate)');
    expect(orders.slice(1).map((o) => [o.code, o.order])).toEqual([
      ['', undefined],
      ['', undefined],
    ]);
    expect(summary.statuses).toContainEqual({ key: 'no affiliate', count: 2, settled: false });
    // The order with a code is as it was.
    expect(orders[0]?.order?.orderId).toBe('A1');
  });
});
