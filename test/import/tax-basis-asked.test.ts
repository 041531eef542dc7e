// Prices and tax, and nothing in the file to say whether the prices include the tax (no
// column says, no order's total decides): each product's subtotal differs by the reading,
// so such an order is held until a person answers "Prices include tax", never read as one
// by default. Built through the pipeline the worker runs; every figure worked by hand.
import { describe, expect, it } from 'vitest';
import type { Mapping } from '../../src/import/pipeline/fields';
import { NO_CURRENCY } from '../../src/import/pipeline/money/tax-basis';
import { build, column, HEADERS, LINES, products, ORDER_LINES } from './money-build';

// Prices and one tax figure, no total: 2 × 20.00 with 3.80 tax.
const NO_TOTAL_HEADERS = ['Order', 'Code', 'Item', 'Qty', 'Price', 'Tax'];
const { orderTotal: _total, shipping: _shipping, ...NO_TOTAL } = LINES;
const noTotal = (rows: string[][], settings = {}) =>
  build(rows, settings, NO_TOTAL_HEADERS, NO_TOTAL);

describe('2 × 20.00 and 3.80 tax, no total', () => {
  const rows = [['C1', 'ALICE', 'Mug', '2', '20.00', '3.80']];

  it('is held, named and counted until a person answers; nothing is sent', () => {
    const { orders, summary } = noTotal(rows);
    const [o] = orders;
    expect(o?.status).toBe('invalid');
    expect(o?.order).toBeUndefined();
    const apart = 'Product 1’s subtotal: 40.00 if prices are without tax, 36.20 if they include it';
    expect(o?.problems).toContainEqual({ cause: 'tax-basis-unknown', detail: apart });
    expect(o?.errors.money).toBe(
      `The file does not say whether its prices include tax, and this order’s figures differ by it. ${apart}. Choose under “Prices include tax”.`,
    );
    expect(summary.pricesIncludeTax).toEqual({
      value: false,
      from: 'default',
      relevant: true,
      unknown: true,
      unstated: 1,
    });
  });

  it('answered "without": the tax is added to the prices', () => {
    const { orders, summary } = noTotal(rows, { pricesIncludeTax: false });
    expect(orders[0]?.status).toBe('valid');
    expect(products(orders[0])).toEqual([{ subTotal: 40, tax: 3.8, total: 43.8 }]);
    // Still counted and still unknown: the question stays on the page with its answer.
    expect(summary.pricesIncludeTax).toMatchObject({ from: 'you', unknown: true, unstated: 1 });
  });

  it('answered "include": the tax comes out of the prices', () => {
    const { orders } = noTotal(rows, { pricesIncludeTax: true });
    expect(orders[0]?.status).toBe('valid');
    expect(products(orders[0])).toEqual([{ subTotal: 36.2, tax: 3.8, total: 40 }]);
  });

  it('is held whatever its status: an order left out may still be ticked and sent', () => {
    const headers = [...NO_TOTAL_HEADERS, 'Status'];
    const mapping: Mapping = { ...NO_TOTAL, financialStatus: column('Status') };
    const { orders } = build([[...(rows[0] ?? []), 'pending']], {}, headers, mapping);
    expect(orders[0]?.orderStatus.settled).toBe(false);
    expect(orders[0]?.problems.map((p) => p.cause)).toContain('tax-basis-unknown');
  });
});

describe('not asked where the basis does not matter or the file tells', () => {
  it('no tax: both readings send the same', () => {
    const { orders, summary } = noTotal([['E1', 'ALICE', 'Mug', '2', '20.00', '0.00']]);
    expect(orders[0]?.status).toBe('valid');
    expect(summary.pricesIncludeTax).toMatchObject({ from: 'default', unknown: true, unstated: 0 });
  });

  it('another order’s total decides for the file: the one without a total takes its reading', () => {
    const { orders, summary } = build([
      ['F1', 'ALICE', 'Mug', '2', '20.00', '0.00', '3.80', '43.80'],
      ['F2', 'ALICE', 'Cup', '1', '10.00', '0.00', '1.90', ''],
    ]);
    expect(summary.pricesIncludeTax).toMatchObject({ value: false, from: 'file', unknown: false });
    expect(orders.map((o) => o.status)).toEqual(['valid', 'valid']);
    expect(products(orders[1])).toEqual([{ subTotal: 10, tax: 1.9, total: 11.9 }]);
  });

  it('lines that give their net and total state their tax', () => {
    const headers = ['Order', 'Code', 'Item', 'Qty', 'Net', 'Gross'];
    const mapping: Mapping = {
      ...ORDER_LINES,
      'product.subTotal': column('Net'),
      'product.total': column('Gross'),
    };
    const { orders, summary } = build(
      [['G1', 'ALICE', 'Mug', '2', '40.00', '47.60']],
      {},
      headers,
      mapping,
    );
    expect(orders[0]?.status).toBe('valid');
    expect(summary.pricesIncludeTax.unstated).toBe(0);
  });
});

it('a rate with no tax figure: 20.00 at 19 % is 3.80 added or 3.19 inside, so it is asked', () => {
  const headers = ['Order', 'Code', 'Item', 'Qty', 'Price', 'Rate'];
  const mapping: Mapping = {
    ...ORDER_LINES,
    'product.price': column('Price'),
    'product.taxRate': column('Rate'),
  };
  const rows = [['H1', 'ALICE', 'Mug', '1', '20.00', '19%']];
  const held = build(rows, {}, headers, mapping);
  expect(held.orders[0]?.problems.map((p) => p.cause)).toContain('tax-basis-unknown');
  expect(products(build(rows, { pricesIncludeTax: false }, headers, mapping).orders[0])).toEqual([
    { subTotal: 20, tax: 3.8, total: 23.8 },
  ]);
  expect(products(build(rows, { pricesIncludeTax: true }, headers, mapping).orders[0])).toEqual([
    { subTotal: 16.81, tax: 3.19, total: 20 },
  ]);
});

it('with two currencies, only the one whose orders do not tell is asked', () => {
  const headers = [...HEADERS, 'Currency'];
  const mapping: Mapping = { ...LINES, currency: column('Currency') };
  const { orders, summary } = build(
    [
      ['J1', 'ALICE', 'Mug', '1', '23.80', '0.00', '3.80', '23.80', 'EUR'],
      ['J2', 'ALICE', 'Mug', '1', '20.00', '0.00', '3.80', '', 'USD'],
    ],
    {},
    headers,
    mapping,
  );
  expect(summary.taxByCurrency).toMatchObject([
    { currency: 'EUR', value: true, from: 'file', unknown: false, unstated: 0 },
    { currency: 'USD', from: 'default', unknown: true, unstated: 1 },
  ]);
  expect(orders[0]?.status).toBe('valid');
  expect(orders[1]?.problems.map((p) => p.cause)).toContain('tax-basis-unknown');
});

describe('found in review: evidence that says nothing is not taken for an answer', () => {
  const FLAG_HEADERS = [...NO_TOTAL_HEADERS, 'Prices include tax'];
  const FLAGGED: Mapping = { ...NO_TOTAL, grossPrices: column('Prices include tax') };

  it('an empty "Prices include tax" column: asked, not read as "without"', () => {
    const { orders, summary } = build(
      [['K1', 'ALICE', 'Mug', '2', '20.00', '3.80', '']],
      {},
      FLAG_HEADERS,
      FLAGGED,
    );
    expect(summary.pricesIncludeTax).toMatchObject({ from: 'default', unknown: true });
    expect(orders[0]?.problems.map((p) => p.cause)).toContain('tax-basis-unknown');
  });

  it('flags split evenly: each flagged order goes by its own flag, the unflagged one is asked', () => {
    const { orders } = build(
      [
        ['L1', 'ALICE', 'Mug', '2', '20.00', '3.80', 'yes'],
        ['L2', 'ALICE', 'Mug', '2', '20.00', '3.80', 'no'],
        ['L3', 'ALICE', 'Mug', '2', '20.00', '3.80', ''],
      ],
      {},
      FLAG_HEADERS,
      FLAGGED,
    );
    expect(products(orders[0])).toEqual([{ subTotal: 36.2, tax: 3.8, total: 40 }]);
    expect(products(orders[1])).toEqual([{ subTotal: 40, tax: 3.8, total: 43.8 }]);
    expect(orders[2]?.problems.map((p) => p.cause)).toContain('tax-basis-unknown');
    expect(orders[2]?.order).toBeUndefined();
  });

  it('totals split evenly (one fits each reading): the order without a total is asked', () => {
    const { orders, summary } = build([
      ['M1', 'ALICE', 'Mug', '1', '20.00', '0.00', '3.80', '23.80'],
      ['M2', 'ALICE', 'Mug', '1', '23.80', '0.00', '3.80', '23.80'],
      ['M3', 'ALICE', 'Mug', '1', '20.00', '0.00', '3.80', ''],
    ]);
    expect(summary.pricesIncludeTax).toMatchObject({ from: 'default', unknown: true });
    expect(orders[2]?.problems.map((p) => p.cause)).toContain('tax-basis-unknown');
    expect(orders[2]?.order).toBeUndefined();
    // Each order with a total fits one reading only: M1 goes by it; M2 does not add up as
    // read (without), and is held with both figures, as any order that does not add up.
    expect(orders[0]?.status).toBe('valid');
    expect(orders[1]?.problems.map((p) => p.cause)).toEqual(['unreconciled']);
  });

  it('rates beside an order tax decide without a total: 20.00 at 19 % with 3.80 tax is without', () => {
    const headers = ['Order', 'Code', 'Item', 'Qty', 'Price', 'Rate', 'Tax'];
    const mapping: Mapping = { ...NO_TOTAL, 'product.taxRate': column('Rate') };
    const { orders, summary } = build(
      [['N1', 'ALICE', 'Mug', '1', '20.00', '19%', '3.80']],
      {},
      headers,
      mapping,
    );
    expect(summary.pricesIncludeTax).toMatchObject({ value: false, from: 'file', unknown: false });
    expect(orders[0]?.status).toBe('valid');
    expect(products(orders[0])).toEqual([{ subTotal: 20, tax: 3.8, total: 23.8 }]);
  });

  it('orders without a currency in a file of two: their own basis, not the other currencies’', () => {
    const headers = [...HEADERS, 'Currency'];
    const mapping: Mapping = { ...LINES, currency: column('Currency') };
    const rows = [
      ['P1', 'ALICE', 'Mug', '1', '23.80', '0.00', '3.80', '23.80', 'EUR'],
      ['P2', 'ALICE', 'Mug', '1', '20.00', '0.00', '3.80', '23.80', 'USD'],
      ['P3', 'ALICE', 'Mug', '1', '20.00', '0.00', '3.80', '', ''],
      // Pooled, the file's totals would say "include" two to one.
      ['P4', 'ALICE', 'Cup', '1', '11.90', '0.00', '1.90', '11.90', 'EUR'],
    ];
    const held = build(rows, {}, headers, mapping);
    expect(held.summary.pricesIncludeTax).toMatchObject({ from: 'default', unstated: 1 });
    expect(held.orders.map((o) => o.status)).toEqual(['valid', 'valid', 'invalid', 'valid']);
    expect(held.orders[2]?.problems.map((p) => p.cause)).toContain('tax-basis-unknown');
    // Answered for them alone: the currencies keep what their totals say.
    const answered = build(
      rows,
      { pricesIncludeTaxByCurrency: { [NO_CURRENCY]: true } },
      headers,
      mapping,
    );
    expect(answered.orders.map((o) => o.status)).toEqual(['valid', 'valid', 'valid', 'valid']);
    expect(products(answered.orders[2])).toEqual([{ subTotal: 16.2, tax: 3.8, total: 20 }]);
    expect(answered.summary.taxByCurrency?.map((b) => b.from)).toEqual(['file', 'file']);
  });
});

describe('found in a second review: a negative reading says nothing of the basis', () => {
  it('a free sample’s tax does not decide for the file: the priced orders are still asked', () => {
    const { orders, summary } = noTotal([
      ['A1', 'ALICE', 'Mug', '1', '20.00', '3.19'],
      ['B1', 'ALICE', 'Sample', '1', '0.00', '0.80'],
    ]);
    expect(summary.pricesIncludeTax).toMatchObject({ from: 'default', unknown: true });
    expect(orders[0]?.problems.map((p) => p.cause)).toContain('tax-basis-unknown');
    expect(orders[0]?.order).toBeUndefined();
  });

  it('5.00 with 6.00 tax and no total is asked, not sent as 5.00 + 6.00', () => {
    const { orders } = noTotal([['Q1', 'ALICE', 'Mug', '1', '5.00', '6.00']]);
    expect(orders[0]?.problems.map((p) => p.cause)).toContain('tax-basis-unknown');
    expect(orders[0]?.order).toBeUndefined();
  });

  it('an answer to the question is for unflagged orders: a flagged one keeps its flag', () => {
    const headers = [...NO_TOTAL_HEADERS, 'Prices include tax'];
    const mapping: Mapping = { ...NO_TOTAL, grossPrices: column('Prices include tax') };
    const rows = [
      ['L1', 'ALICE', 'Mug', '2', '20.00', '3.80', 'yes'],
      ['L2', 'ALICE', 'Mug', '2', '20.00', '3.80', 'no'],
      ['L3', 'ALICE', 'Mug', '2', '20.00', '3.80', ''],
    ];
    const { orders } = build(rows, { pricesIncludeTax: false }, headers, mapping);
    expect(orders.map((o) => o.status)).toEqual(['valid', 'valid', 'valid']);
    expect(products(orders[0])).toEqual([{ subTotal: 36.2, tax: 3.8, total: 40 }]);
    expect(products(orders[2])).toEqual([{ subTotal: 40, tax: 3.8, total: 43.8 }]);
  });
});
