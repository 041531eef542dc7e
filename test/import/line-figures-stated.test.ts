// A line's own figures are read as the file states them, never overruled by a split of the
// order's: a stated tax is kept, a tax rate gives the line's tax (the rest of the order's is
// shipping's), and a line with no amount beside lines with theirs is held, not sent as 0.00.
// Found in a review of the money path on 2026-12-02.
import { describe, expect, it } from 'vitest';
import type { Mapping } from '../../src/import/pipeline/fields';
import { build, column, HEADERS, LINES, products, ORDER_LINES } from './money-build';

describe('found in review: a line that gives its tax keeps it', () => {
  it('the other lines share what the order’s tax leaves, after shipping’s share when answered so', () => {
    const headers = [...HEADERS, 'Line tax'];
    const mapping: Mapping = { ...LINES, 'product.tax': column('Line tax') };
    const rows = [
      ['K1', 'ALICE', 'Mug', '1', '50.00', '10.00', '11.00', '121.00', '5.00'],
      ['K1', 'ALICE', 'Cup', '1', '50.00', '', '', '', ''],
    ];
    const answered = (shippingTax: 'products' | 'shared') =>
      products(build(rows, { pricesIncludeTax: false, shippingTax }, headers, mapping).orders[0]);
    expect(build(rows, { pricesIncludeTax: false }, headers, mapping).summary).toMatchObject({
      shippingTaxUnstated: 1,
    });
    expect(answered('products')).toEqual([
      { subTotal: 50, tax: 5, total: 55 },
      { subTotal: 50, tax: 6, total: 56 },
    ]);
    expect(answered('shared')).toEqual([
      { subTotal: 50, tax: 5, total: 55 },
      { subTotal: 50, tax: 5, total: 55 },
    ]);
  });
});

describe('found in review: a line’s tax rate is read, never overruled by a split', () => {
  const headers = [...HEADERS, 'Rate'];
  const mapping: Mapping = { ...LINES, 'product.taxRate': column('Rate') };
  const order = (tax: string, total: string, rates: [string, string]) => [
    ['L1', 'ALICE', 'Book', '1', '100.00', '0.00', tax, total, rates[0]],
    ['L1', 'ALICE', 'Food', '1', '100.00', '', '', '', rates[1]],
  ];

  it('20 % and 5 % lines with an order tax of 25.00: 20.00 and 5.00, not 12.50 each', () => {
    const { orders } = build(order('25.00', '225.00', ['20', '5']), {}, headers, mapping);
    expect(products(orders[0])).toEqual([
      { subTotal: 100, tax: 20, total: 120 },
      { subTotal: 100, tax: 5, total: 105 },
    ]);
  });

  it('rates that give 25.00 against an order tax of 30.00, no shipping: held, both named', () => {
    const { orders } = build(order('30.00', '230.00', ['20', '5']), {}, headers, mapping);
    expect(orders[0]?.order).toBeUndefined();
    expect(orders[0]?.errors.money).toBe(
      'The lines’ tax rates give 25.00 of tax; the file’s order tax (less any on shipping) is 30.00.',
    );
  });

  it('a line without a rate beside one with a rate: held, its tax is nowhere in the file', () => {
    const { orders } = build(order('', '', ['20', '']), {}, headers, mapping);
    expect(orders[0]?.order).toBeUndefined();
    expect(orders[0]?.problems).toContainEqual({
      cause: 'unreconciled',
      detail: 'a line without a tax rate',
    });
  });
});

describe('found in review: a line that gives no amount beside lines that do', () => {
  it('is held, named by its place, never sent as 0.00', () => {
    const headers = ['Order', 'Code', 'Item', 'Qty', 'Price', 'Net'];
    const mapping: Mapping = {
      ...ORDER_LINES,
      'product.price': column('Price'),
      'product.subTotal': column('Net'),
    };
    const { orders } = build(
      [
        ['M1', 'ALICE', 'Mug', '1', '30.00', '30.00'],
        ['M1', 'ALICE', 'Cup', '1', '20.00', ''],
      ],
      {},
      headers,
      mapping,
    );
    expect(orders[0]?.order).toBeUndefined();
    expect(orders[0]?.errors.money).toBe(
      'Product 2 gives no subtotal or total while the order’s other lines do: its amount cannot be told.',
    );
  });
});

describe('found in review: an empty quantity where the amount is price × quantity', () => {
  it('is asked on its line, never read as 1; an empty Qty column left unmapped still means 1', () => {
    const row = ['Q1', 'ALICE', 'Mug', '', '10.00', '0.00', '0.00', '10.00'];
    const [held] = build([row], { pricesIncludeTax: false }).orders;
    expect(held?.order).toBeUndefined();
    expect(held?.errors['products.0.quantity']).toBe(
      'The file leaves this line’s quantity empty, and its amount is price × quantity.',
    );
    expect(held?.problems).toContainEqual({ cause: 'field', detail: 'Quantity' });
    const { 'product.quantity': _quantity, ...unmapped } = LINES;
    const [sent] = build([row], { pricesIncludeTax: false }, HEADERS, unmapped).orders;
    expect(products(sent)).toEqual([{ subTotal: 10, tax: 0, total: 10 }]);
  });
});

describe('found in review: an order of only an amount against the subtotal the file gives', () => {
  const headers = ['Order', 'Code', 'Subtotal', 'Tax', 'Total'];
  const mapping: Mapping = {
    orderId: column('Order'),
    referralCode: column('Code'),
    orderSubtotal: column('Subtotal'),
    orderTax: column('Tax'),
    orderTotal: column('Total'),
  };
  const one = (subtotal: string) =>
    build([['S1', 'ALICE', subtotal, '20.00', '120.00']], {}, headers, mapping).orders[0];

  it('goes out when the subtotal is the goods with or without their tax; held when neither', () => {
    expect(products(one('100.00'))).toEqual([{ subTotal: 100, tax: 20, total: 120 }]);
    expect(products(one('120.00'))).toEqual([{ subTotal: 100, tax: 20, total: 120 }]);
    expect(one('90.00')?.order).toBeUndefined();
    expect(one('90.00')?.errors.money).toBe(
      'The order’s amount less shipping and tax is 100.00; the file’s subtotal is 90.00.',
    );
  });
});
