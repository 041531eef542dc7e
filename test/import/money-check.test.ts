import { describe, expect, it } from 'vitest';
import {
  moneyCheck,
  toLookAt,
  type CheckEntry,
  type OrderLedger,
} from '../../src/import/pipeline/money/money-check';
import { buildOrders } from '../../src/import/pipeline/rows-to-orders';
import type { Mapping } from '../../src/import/pipeline/fields';
import { OrderStore } from '../../src/import/pipeline/order-store';

const ledger = (over: Partial<OrderLedger>): OrderLedger => ({
  gross: 0,
  goods: 0,
  shipping: 0,
  shippingTax: 0,
  duties: 0,
  refund: 0,
  ...over,
});

describe('moneyCheck: the file’s gross, accounted for per currency', () => {
  const entries: CheckEntry[] = [
    // EUR 222.00 with 42.00 refunded and 5.00 + 0.95 shipping: 174.05 sent.
    {
      orderId: 'E1',
      currency: 'EUR',
      ledger: ledger({ gross: 22200, goods: 17405, shipping: 500, shippingTax: 95, refund: 4200 }),
      bucket: { kind: 'send' },
    },
    {
      orderId: 'E2',
      currency: 'EUR',
      ledger: ledger({ gross: 5990, goods: 5500, shipping: 490 }),
      bucket: { kind: 'left-out', reason: 'refunded' },
    },
    {
      orderId: 'E3',
      currency: 'EUR',
      ledger: ledger({ gross: 1000, goods: 1000 }),
      bucket: { kind: 'left-out', reason: 'refunded' },
    },
    {
      orderId: 'E4',
      currency: 'EUR',
      ledger: ledger({ gross: 7500, goods: 7000 }),
      bucket: { kind: 'held' },
    },
    {
      orderId: 'G1',
      currency: 'GBP',
      ledger: ledger({ gross: 4500, goods: 4000, shipping: 300, duties: 200 }),
      bucket: { kind: 'send' },
    },
  ];
  const [eur, gbp] = moneyCheck(entries);

  it('adds each line up in cents, per currency, in the order the file names them', () => {
    expect(eur).toEqual({
      currency: 'EUR',
      gross: 22200 + 5990 + 1000 + 7500,
      toSend: { count: 1, cents: 17405 },
      leftOut: [{ reason: 'refunded', count: 2, cents: 6990 }],
      held: { count: 1, cents: 7500 },
      shipping: 500,
      shippingTax: 95,
      duties: 0,
      refunds: 4200,
      remainder: 0,
      // E4 is held because its goods leave 5.00 unexplained: it is named.
      remainderOrders: [{ orderId: 'E4', cents: 500 }],
      unread: [],
    });
    expect(gbp).toMatchObject({ gross: 4500, toSend: { cents: 4000 }, duties: 200, remainder: 0 });
  });

  it('sums each unread money column per currency with the orders it is in; only unknown money is to look at', () => {
    const ledger = { gross: 1000, goods: 1000, shipping: 0, shippingTax: 0, duties: 0, refund: 0 };
    const bucket = { kind: 'send' } as const;
    const [usd, cad] = moneyCheck([
      {
        orderId: 'U1',
        currency: 'USD',
        ledger,
        bucket,
        unread: [{ column: 'Delivery', cents: 1700 }],
      },
      {
        orderId: 'U2',
        currency: 'USD',
        ledger,
        bucket,
        unread: [
          { column: 'Delivery', cents: 650 },
          { column: 'Order Net', cents: 950, known: true },
        ],
      },
      {
        orderId: 'C1',
        currency: 'CAD',
        ledger,
        bucket,
        unread: [{ column: 'Order Net', cents: 900, known: true }],
      },
    ]);
    expect(usd?.unread).toEqual([
      { column: 'Delivery', cents: 2350, orders: 2, known: false },
      { column: 'Order Net', cents: 950, orders: 1, known: true },
    ]);
    expect(usd && toLookAt(usd).map((u) => u.column)).toEqual(['Delivery']);
    expect(cad && toLookAt(cad)).toEqual([]);
  });

  it('shows a remainder, with the orders it comes from, when a sent order’s parts do not add up', () => {
    const [c] = moneyCheck([
      {
        orderId: 'X1',
        currency: 'USD',
        ledger: ledger({ gross: 1000, goods: 990 }),
        bucket: { kind: 'send' },
      },
    ]);
    expect(c?.remainder).toBe(10);
    expect(c?.remainderOrders).toEqual([{ orderId: 'X1', cents: 10 }]);
  });
});

describe('the import’s money check, by what each order becomes', () => {
  const col = (column: string) => ({ kind: 'column', column }) as const;
  const mapping: Mapping = {
    orderId: col('Order'),
    referralCode: col('Code'),
    financialStatus: col('Status'),
    currency: col('Currency'),
    orderTotal: col('Total'),
    shipping: col('Shipping'),
    refundedAmount: col('Refunded'),
  };
  const orders = buildOrders(
    ['Order', 'Code', 'Status', 'Currency', 'Total', 'Shipping', 'Refunded'],
    [
      ['A1', 'ALICE10', 'paid', 'EUR', '222.00', '0.00', '42.00'],
      ['A2', 'ALICE10', 'refunded', 'EUR', '59.90', '4.90', ''],
      ['A3', '', 'paid', 'EUR', '10.00', '0.00', ''],
      ['A4', 'ALICE10', 'partially_refunded', 'EUR', '30.00', '0.00', ''],
      ['A5', 'ALICE10', 'paid', 'EUR', '8.00', '3.00', '5.00'],
    ],
    mapping,
  );
  const store = new OrderStore();
  store.load(orders);

  it('sends net, leaves out by status and by a refund covering the goods, holds what a person must see', () => {
    const [eur] = store.view().money;
    expect(eur).toMatchObject({
      gross: 22200 + 5990 + 1000 + 3000 + 800,
      toSend: { count: 1, cents: 18000 },
      refunds: 4200,
      leftOut: [
        { reason: 'refunded', count: 1, cents: 5990 },
        { reason: 'the refund covers the goods (only shipping kept)', count: 1, cents: 800 },
      ],
      // No referral code; partly refunded by an amount the file does not give.
      held: { count: 2, cents: 1000 + 3000 },
      remainder: 0,
    });
  });

  it('counts a skipped order as left out', () => {
    store.change({ kind: 'skip', index: 0, skipped: true });
    const [eur] = store.view().money;
    expect(eur?.leftOut).toContainEqual({ reason: 'skipped', count: 1, cents: 22200 });
    expect(eur?.refunds).toBe(0);
    expect(eur?.remainder).toBe(0);
  });
});

it('adds PayPal’s refund rows up on one line, each counted against its payment', async () => {
  const { readFileSync } = await import('node:fs');
  const Papa = (await import('papaparse')).default;
  const { initialMapping } = await import('../../src/import/steps/mapping/detect-preset');
  const text = readFileSync('test/fixtures/exports/paypal-activity.csv', 'utf8');
  const [headers = [], ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
  const { mapping } = initialMapping(headers);
  const store = new OrderStore();
  store.load(
    buildOrders(
      headers,
      rows,
      { ...mapping, referralCode: { kind: 'constant', value: 'A' } },
      new Set(),
      {
        sourceTimeZone: 'UTC',
        presetId: 'paypal',
      },
    ),
  );
  const eur = store.view().money.find((c) => c.currency === 'EUR');
  expect(eur?.leftOut).toContainEqual({
    reason: 'refund rows (each counted against its payment)',
    count: 2,
    cents: -25990,
  });
  expect(eur?.refunds).toBe(20000);
  expect(eur?.remainder).toBe(0);
});
