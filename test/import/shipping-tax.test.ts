// An order with shipping and one tax figure for the whole order: both readings ("the tax is
// the products' alone", "shipping was taxed too") add up to the file's total, so the file
// cannot tell them apart, and each sends other product figures. Such an order is held until
// a person answers "Tax on shipping"; each answer is read as it says, through the pipeline
// the worker runs. A file that says (a shipping tax column, a line's own tax) is not asked.
import { describe, expect, it } from 'vitest';
import type { Mapping } from '../../src/import/pipeline/fields';
import { build, column, HEADERS, LINES, products } from './money-build';

describe('prices without tax: 2 × 20.00, shipping 5.00, tax 8.55 (19 % of 45.00), total 53.55', () => {
  const rows = [['A1', 'ALICE', 'Mug', '2', '20.00', '5.00', '8.55', '53.55']];

  it('is held, named and counted until a person answers; nothing is sent', () => {
    const { orders, summary } = build(rows, { pricesIncludeTax: false });
    const [o] = orders;
    expect(o?.status).toBe('invalid');
    expect(o?.order).toBeUndefined();
    expect(o?.problems).toContainEqual({
      cause: 'shipping-tax-unknown',
      detail: '8.55 tax, 5.00 shipping',
    });
    expect(o?.errors.money).toBe(
      'The order’s tax of 8.55 may include tax on its 5.00 shipping; the file does not say. Choose under “Tax on shipping”.',
    );
    expect(summary.shippingTaxUnstated).toBe(1);
  });

  it('"products": every cent of tax on the products, shipping untaxed', () => {
    const { orders, summary } = build(rows, { pricesIncludeTax: false, shippingTax: 'products' });
    expect(orders[0]?.status).toBe('valid');
    expect(products(orders[0])).toEqual([{ subTotal: 40, tax: 8.55, total: 48.55 }]);
    expect(orders[0]?.ledger).toMatchObject({ goods: 4855, shipping: 500, shippingTax: 0 });
    // Still counted: the question stays on the page with its answer.
    expect(summary.shippingTaxUnstated).toBe(1);
  });

  it('"shared": shipping takes its share of the tax (5 of 45), the products the rest', () => {
    const { orders } = build(rows, { pricesIncludeTax: false, shippingTax: 'shared' });
    expect(orders[0]?.status).toBe('valid');
    expect(products(orders[0])).toEqual([{ subTotal: 40, tax: 7.6, total: 47.6 }]);
    expect(orders[0]?.ledger).toMatchObject({ goods: 4760, shipping: 500, shippingTax: 95 });
  });
});

describe('prices with tax: 2 × 23.80, shipping 5.95, tax 8.55 inside, total 53.55', () => {
  const rows = [['B1', 'ALICE', 'Mug', '2', '23.80', '5.95', '8.55', '53.55']];

  it('is held until answered', () => {
    const { orders } = build(rows, { pricesIncludeTax: true });
    expect(orders[0]?.problems.map((p) => p.cause)).toContain('shipping-tax-unknown');
    expect(orders[0]?.order).toBeUndefined();
  });

  it('"products": the whole tax comes out of the products', () => {
    const { orders } = build(rows, { pricesIncludeTax: true, shippingTax: 'products' });
    expect(products(orders[0])).toEqual([{ subTotal: 39.05, tax: 8.55, total: 47.6 }]);
  });

  it('"shared": shipping keeps its share of the tax inside it', () => {
    const { orders } = build(rows, { pricesIncludeTax: true, shippingTax: 'shared' });
    expect(products(orders[0])).toEqual([{ subTotal: 40, tax: 7.6, total: 47.6 }]);
    expect(orders[0]?.ledger).toMatchObject({ goods: 4760, shipping: 500, shippingTax: 95 });
  });
});

describe('an order with only an amount (PayPal-like): gross 183.60, shipping 15.00, tax 12.60', () => {
  const headers = ['Order', 'Code', 'Shipping', 'Tax', 'Total'];
  const mapping: Mapping = {
    orderId: column('Order'),
    referralCode: column('Code'),
    shipping: column('Shipping'),
    orderTax: column('Tax'),
    orderTotal: column('Total'),
  };
  const rows = [['C1', 'ALICE', '15.00', '12.60', '183.60']];

  it('is held until answered; "products" keeps the whole tax in the product', () => {
    const held = build(rows, {}, headers, mapping).orders[0];
    expect(held?.problems.map((p) => p.cause)).toContain('shipping-tax-unknown');
    const { orders } = build(rows, { shippingTax: 'products' }, headers, mapping);
    expect(products(orders[0])).toEqual([{ subTotal: 156, tax: 12.6, total: 168.6 }]);
  });

  it('"shared", prices without tax: shipping net, its tax (15 of 171) added to it', () => {
    const { orders } = build(
      rows,
      { shippingTax: 'shared', pricesIncludeTax: false },
      headers,
      mapping,
    );
    expect(products(orders[0])).toEqual([{ subTotal: 156, tax: 11.49, total: 167.49 }]);
    expect(orders[0]?.ledger).toMatchObject({ shipping: 1500, shippingTax: 111 });
  });
});

describe('a file that says where its tax went is not asked', () => {
  it('a shipping tax column, no shipping, no tax, or a line with its own tax', () => {
    const cases: [string[], string[]][] = [
      [
        [...HEADERS, 'Shipping tax'],
        ['D1', 'ALICE', 'Mug', '2', '20.00', '5.00', '8.55', '53.55', '0.95'],
      ],
      [HEADERS, ['D2', 'ALICE', 'Mug', '2', '20.00', '0.00', '7.60', '47.60']],
      [HEADERS, ['D3', 'ALICE', 'Mug', '2', '20.00', '5.00', '0.00', '45.00']],
      [
        [...HEADERS, 'Line tax'],
        ['D4', 'ALICE', 'Mug', '2', '20.00', '5.00', '8.55', '53.55', '7.60'],
      ],
    ];
    for (const [headers, row] of cases) {
      const mapping: Mapping = {
        ...LINES,
        ...(headers.includes('Shipping tax') ? { shippingTax: column('Shipping tax') } : {}),
        ...(headers.includes('Line tax') ? { 'product.tax': column('Line tax') } : {}),
      };
      const { orders, summary } = build([row], { pricesIncludeTax: false }, headers, mapping);
      expect(orders[0]?.status, row[0]).toBe('valid');
      expect(summary.shippingTaxUnstated, row[0]).toBe(0);
    }
  });
});

describe('found in review: every one tax figure is asked, whatever else the file gives', () => {
  it('lines with a rate and an order tax: each line’s tax by its rate, the rest is shipping’s', () => {
    const headers = [...HEADERS, 'Rate'];
    const mapping: Mapping = { ...LINES, 'product.taxRate': column('Rate') };
    const row = ['E1', 'ALICE', 'Mug', '1', '100.00', '10.00', '11.00', '121.00', '10'];
    const { orders, summary } = build([row], { pricesIncludeTax: false }, headers, mapping);
    expect(summary.shippingTaxUnstated).toBe(0);
    expect(products(orders[0])).toEqual([{ subTotal: 100, tax: 10, total: 110 }]);
    expect(orders[0]?.ledger).toMatchObject({ shipping: 1000, shippingTax: 100 });
  });

  it('Etsy: the tax is what the total leaves, one figure: asked, and each answer read', () => {
    const headers = ['Sale Date', 'Order ID', 'Order Value', 'Order Total', 'Shipping', 'Code'];
    const mapping: Mapping = {
      orderId: column('Order ID'),
      referralCode: column('Code'),
      timestamp: column('Sale Date'),
      orderSubtotal: column('Order Value'),
      orderTotal: column('Order Total'),
      shipping: column('Shipping'),
    };
    const rows = [['10/04/25', 'F1', '40.00', '48.60', '5.00', 'ALICE']];
    const etsy = (answer?: 'products' | 'shared') =>
      build(
        rows,
        { presetId: 'etsy', ...(answer ? { shippingTax: answer } : {}) },
        headers,
        mapping,
      ).orders[0];
    expect(etsy()?.problems).toContainEqual({
      cause: 'shipping-tax-unknown',
      detail: '3.60 tax, 5.00 shipping',
    });
    expect(products(etsy('products'))).toEqual([{ subTotal: 40, tax: 3.6, total: 43.6 }]);
    expect(products(etsy('shared'))).toEqual([{ subTotal: 40, tax: 3.2, total: 43.2 }]);
    expect(etsy('shared')?.ledger).toMatchObject({ shipping: 500, shippingTax: 40 });
  });

  it('an order left out by status is held too, and counted: a person may tick it', () => {
    const headers = [...HEADERS, 'Status'];
    const mapping: Mapping = { ...LINES, financialStatus: column('Status') };
    const row = ['G1', 'ALICE', 'Mug', '2', '20.00', '5.00', '8.55', '53.55', 'pending'];
    const { orders, summary } = build([row], { pricesIncludeTax: false }, headers, mapping);
    expect(orders[0]?.orderStatus.settled).toBe(false);
    expect(orders[0]?.status).toBe('invalid');
    expect(summary.shippingTaxUnstated).toBe(1);
  });

  it('lines given with net and total state their tax: not asked; lines with only a total share the order’s tax', () => {
    const headers = ['Order', 'Code', 'Item', 'Net', 'Line total', 'Shipping', 'Tax', 'Total'];
    const mapping: Mapping = {
      orderId: column('Order'),
      referralCode: column('Code'),
      'product.name': column('Item'),
      'product.subTotal': column('Net'),
      'product.total': column('Line total'),
      shipping: column('Shipping'),
      orderTax: column('Tax'),
      orderTotal: column('Total'),
    };
    const stated = build(
      [['H1', 'ALICE', 'Mug', '100.00', '110.00', '10.00', '10.00', '120.00']],
      { pricesIncludeTax: false },
      headers,
      mapping,
    );
    expect(stated.summary.shippingTaxUnstated).toBe(0);
    expect(products(stated.orders[0])).toEqual([{ subTotal: 100, tax: 10, total: 110 }]);
    // Only totals: 110.00 holds the order's 10.00 of tax (before, it went out as a subtotal).
    const totals = build(
      [['H2', 'ALICE', 'Mug', '', '110.00', '0.00', '10.00', '110.00']],
      { pricesIncludeTax: false },
      headers,
      mapping,
    );
    expect(products(totals.orders[0])).toEqual([{ subTotal: 100, tax: 10, total: 110 }]);
  });
});
