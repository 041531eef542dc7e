import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildOrders } from '../../src/import/pipeline/rows-to-orders';
import { detectPreset, presetMapping } from '../../src/import/steps/mapping/detect-preset';
import { guessMapping } from '../../src/import/pipeline/fields';
import { shopifyCsv } from '../../src/import/pipeline/presets/shopify-csv';
import { jsonToRows } from '../../src/tables/json-rows';

const shopify = () => {
  const parsed = Papa.parse<string[]>(readFileSync('test/fixtures/shopify-orders.csv', 'utf8'), {
    skipEmptyLines: 'greedy',
  });
  const [headers = [], ...rows] = parsed.data;
  return { headers, rows };
};

describe('buildOrders: Shopify export', () => {
  const { headers, rows } = shopify();
  const orders = buildOrders(
    headers,
    rows,
    { ...presetMapping(shopifyCsv, headers), referralCode: { kind: 'constant', value: 'ALICE10' } },
    new Set(),
    // Its taxes are 19 % of the goods; with no "Tax 1" columns the file cannot say so itself.
    { presetId: 'shopify-csv', sourceTimeZone: 'UTC', shippingTax: 'products' },
  );

  it('groups line items sharing an order ID into one order, numbering rows as the spreadsheet does', () => {
    expect(orders.map((o) => [o.orderId, o.rows])).toEqual([
      ['#1001', [2, 3]],
      ['#1002', [4]],
    ]);
    expect(orders.every((o) => o.status === 'valid')).toBe(true);
  });

  it('derives subtotals from price × quantity and splits the order tax by subtotal', () => {
    const first = orders[0]?.order;
    expect(first?.products).toEqual([
      { id: 'MUG-01', name: 'Ceramic mug', quantity: 2, subTotal: 40, tax: 7.6, total: 47.6 },
      { id: 'TEA-05', name: 'Tea sampler', quantity: 1, subTotal: 20, tax: 3.8, total: 23.8 },
    ]);
  });

  it('takes order fields from the first row: customer, coupon, time, notes; never paid from the payment status', () => {
    expect(orders[0]?.order).not.toHaveProperty('paid');
    expect(orders[0]?.order).toMatchObject({
      timestamp: Date.UTC(2025, 9, 7, 7, 50, 26),
      coupons: ['WELCOME10'],
      notes: 'Gift wrap please',
      customer: {
        name: 'Ann Lee',
        email: 'ann@example.com',
        phone: '+49 30 1234567',
        country: 'DE',
      },
    });
    expect(orders[0]?.code).toBe('ALICE10');
    expect(orders[0]?.order?.metadata).toEqual({ currency: 'EUR' });
    expect(orders[1]?.orderStatus).toMatchObject({ key: 'pending', settled: false });
  });

  it('never marks an order paid out because the customer paid (the detected preset)', () => {
    expect(detectPreset(headers)?.id).toBe('shopify-csv');
    expect(orders[0]?.order).toBeDefined();
    expect(orders.filter((o) => o.order?.paid !== undefined)).toEqual([]);
  });

  it('marks orders paid out from a column a person maps to Paid', () => {
    const withPayout = [...headers, 'In payout'];
    const marked = buildOrders(
      withPayout,
      rows.map((row, i) => [...row, i === 0 ? 'yes' : '']),
      {
        ...presetMapping(shopifyCsv, withPayout),
        referralCode: { kind: 'constant', value: 'ALICE10' },
        paid: { kind: 'column', column: 'In payout' },
      },
      new Set(),
      { presetId: 'shopify-csv', sourceTimeZone: 'UTC', shippingTax: 'products' },
    );
    expect(marked.map((o) => o.order?.paid)).toEqual([true, undefined]);
  });
});

describe('buildOrders: problems and duplicates', () => {
  const headers = ['order', 'code', 'qty', 'price', 'email', 'sku'];
  const mapping = guessMapping(headers);

  it('flags bad cells with the same rules as the order form', () => {
    const [o] = buildOrders(headers, [['A1', 'X', '0', '1,234', 'nope', 'S']], mapping);
    expect(o?.status).toBe('invalid');
    // The price is unreadable, so no subtotal can be derived from it either.
    expect(Object.keys(o?.errors ?? {}).sort()).toEqual([
      'customer.email',
      'products.0.price',
      'products.0.quantity',
      'products.0.subTotal',
    ]);
  });

  it('flags a referral code of dots, which would send the order to another address', () => {
    const [dot, dots] = buildOrders(
      headers,
      [
        ['A1', '.', '1', '5', '', 'S'],
        ['A2', '..', '1', '5', '', 'S'],
      ],
      mapping,
    );
    for (const o of [dot, dots]) {
      expect(o?.status).toBe('invalid');
      expect(o?.order).toBeUndefined();
      expect(o?.errors.referralCode).toMatch(/cannot be only dots and spaces/);
    }
  });

  it('flags an order ID repeated further down the file, and ones already sent', () => {
    const orders = buildOrders(
      headers,
      [
        ['A1', 'X', '1', '2', '', 'S'],
        ['B1', 'X', '1', '2', '', 'S'],
        ['A1', 'X', '1', '3', '', 'S'],
        ['C1', 'X', '1', '2', '', 'S'],
      ],
      mapping,
      new Set(['C1']),
    );
    expect(orders.map((o) => [o.orderId, o.status, o.skipped])).toEqual([
      ['A1', 'duplicate', true],
      ['B1', 'valid', false],
      ['C1', 'duplicate', true],
    ]);
  });

  it('makes a row without an order ID its own invalid order', () => {
    const orders = buildOrders(
      headers,
      [
        ['', 'X', '1', '2', '', 'S'],
        ['', 'X', '1', '2', '', 'S'],
      ],
      mapping,
    );
    expect(orders).toHaveLength(2);
    expect(orders.every((o) => o.errors.orderId)).toBe(true);
  });
});

describe('buildOrders: JSON input', () => {
  it('reads contract-shaped orders and tells two objects with one ID apart', () => {
    const { headers, rows } = jsonToRows([
      {
        referralCode: 'ALICE10',
        orderId: 'J1',
        timestamp: 1759823426123,
        customer: { email: 'a@b.co' },
        products: [
          { id: 'p', quantity: 2, subTotal: 10, tax: 1, total: 11 },
          { id: 'q', quantity: 1, subTotal: 5 },
        ],
      },
      { referralCode: 'ALICE10', orderId: 'J1', products: [{ id: 'r', quantity: 1, subTotal: 1 }] },
    ]);
    const orders = buildOrders(headers, rows, guessMapping(headers));
    expect(orders).toHaveLength(1);
    expect(orders[0]?.status).toBe('duplicate');
    expect(orders[0]?.order).toMatchObject({
      orderId: 'J1',
      timestamp: 1759823426123,
      customer: { email: 'a@b.co' },
    });
    expect(orders[0]?.order?.products.slice(0, 2)).toEqual([
      { id: 'p', quantity: 2, subTotal: 10, tax: 1, total: 11 },
      { id: 'q', quantity: 1, subTotal: 5, total: 5 },
    ]);
  });
});
