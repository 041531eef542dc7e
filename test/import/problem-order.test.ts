// An order's problems are listed in the order its cells are read, whether a cell is
// read with the order (amounts, referral code, time) or when it is finished (the
// draft's commission, flags, country), and before what finishing finds (money).
import { describe, expect, it } from 'vitest';
import { buildOrders } from '../../src/import/pipeline/rows-to-orders';
import { readDate } from '../../src/import/pipeline/read/dates';

const headers = [
  'Order',
  'Code',
  'SKU',
  'Qty',
  'Price',
  'Total',
  'Time',
  'Commission',
  'Paid',
  'Royalty',
  'Country',
];
const mapping = {
  orderId: { kind: 'column', column: 'Order' },
  referralCode: { kind: 'column', column: 'Code' },
  'product.id': { kind: 'column', column: 'SKU' },
  'product.quantity': { kind: 'column', column: 'Qty' },
  'product.price': { kind: 'column', column: 'Price' },
  orderTotal: { kind: 'column', column: 'Total' },
  timestamp: { kind: 'column', column: 'Time' },
  commission: { kind: 'column', column: 'Commission' },
  paid: { kind: 'column', column: 'Paid' },
  isRoyalty: { kind: 'column', column: 'Royalty' },
  'customer.country': { kind: 'column', column: 'Country' },
} as const;

describe('problems of one order', () => {
  it('come in reading order: amounts, referral code, time, then the draft, then what finishing finds', () => {
    const rows = [
      ['A1', '', 'S', 'two', '10', '11', '2025-13-01', 'lots', 'maybe', 'perhaps', 'Germany'],
      ['A1', '', 'S', '1', '10', '', '', '', '', '', ''],
      ['A1', '', 'S', '1', '10', '', '', '', '', '', ''],
    ];
    const [order] = buildOrders(headers, rows, mapping, new Set(), { sourceTimeZone: 'UTC' });
    expect(order?.problems.map((p) => p.cause + (p.detail ? `: ${p.detail}` : ''))).toEqual([
      'number: two',
      'no-referral',
      'date-format: 2025-13-01',
      'field: Commission',
      'field: Royalty order',
      'field: Paid',
      'country: Germany',
      'repeated-lines: 4',
      // Then finishing: without readable amounts no money rule, so no subtotals.
      'field: Subtotal',
      'field: Subtotal',
      'field: Subtotal',
      'field: Customer country',
    ]);
    expect(Object.keys(order?.errors ?? {})).toEqual([
      'products.0.quantity',
      'timestamp',
      'commission',
      'isRoyalty',
      'paid',
      'referralCode',
      'products.0.subTotal',
      'products.1.subTotal',
      'products.2.subTotal',
      'customer.country',
    ]);
  });

  it('a readable order with figures that do not add up lists the money after the draft', () => {
    const rows = [['A2', 'ALICE', 'S', '1', '10', '12', '2025-10-07', 'x', '', '', '']];
    const [order] = buildOrders(headers, rows, mapping, new Set(), { sourceTimeZone: 'UTC' });
    expect(order?.problems.map((p) => p.cause)).toEqual(['field', 'unreconciled']);
  });
});

describe('days in a month', () => {
  it('takes 29 February in leap years only (every 4th, not every 100th, but every 400th)', () => {
    const ok = (text: string) => readDate(text, 'iso', 'UTC').ok;
    expect(['2024-02-29', '2000-02-29', '2400-02-29', '2025-12-31', '2025-04-30'].map(ok)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['2025-02-29', '2100-02-29', '1900-02-29', '2025-04-31', '2025-02-30'].map(ok)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(readDate('29/02/24', 'dmy-short', 'UTC')).toEqual({
      ok: true,
      value: Date.UTC(2024, 1, 29),
    });
    expect(readDate('29/02/23', 'dmy-short', 'UTC').ok).toBe(false);
  });
});
