import { describe, expect, it } from 'vitest';
import { computeMoney, splitCents } from '../../src/import/pipeline/money/money';

describe('splitCents', () => {
  it('splits in proportion, rounds to the cent and puts the remainder on the last line', () => {
    expect(splitCents(1000, [1, 1, 1])).toEqual([333, 333, 334]);
    expect(splitCents(770, [5800, 1900])).toEqual([580, 190]);
    expect(splitCents(5, [0, 0])).toEqual([3, 2]);
  });
});

describe('computeMoney', () => {
  it('tax-inclusive Shopify order with a code discount: net of tax, shipping tax left out', () => {
    // #1002 of the Shopify fixture: 2 × 29.00 + 19.00, WELCOME10 7.70, Taxes 11.84 incl. 0.78 on 4.90 shipping.
    const m = computeMoney(
      {
        lines: [
          { price: 29, quantity: 2, discount: 0 },
          { price: 19, quantity: 1, discount: 0 },
        ],
        total: 74.2,
        subtotal: 69.3,
        discount: 7.7,
        tax: 11.84,
        shipping: 4.9,
        shippingTaxRatePercent: 19,
        pricesIncludeTax: true,
      },
      { discountIncludesLineDiscounts: true },
    );
    expect(m.products).toEqual([
      { subTotal: 43.87, tax: 8.33, total: 52.2 },
      { subTotal: 14.37, tax: 2.73, total: 17.1 },
    ]);
    expect(m.shippingTax).toBe(0.78);
    expect(m.reconciliation).toEqual({ ok: true });
  });

  it('does not take a line discount twice when the order discount repeats it', () => {
    const m = computeMoney(
      {
        lines: [
          { price: 12.9, quantity: 3, discount: 5.81 },
          { price: 14.5, quantity: 1, discount: 0 },
        ],
        total: 54.29,
        subtotal: 47.39,
        discount: 5.81,
        tax: 9.43,
        shipping: 6.9,
        shippingTaxRatePercent: 21,
        pricesIncludeTax: true,
      },
      { discountIncludesLineDiscounts: true },
    );
    expect(m.products.map((p) => p.total)).toEqual([32.89, 14.5]);
    expect(m.products.map((p) => p.tax)).toEqual([5.71, 2.52]);
    expect(m.reconciliation.ok).toBe(true);
  });

  it('tax-exclusive: tax on top, untaxed shipping keeps all the tax on products', () => {
    const m = computeMoney({
      lines: [{ price: 45, quantity: 1 }],
      total: 55.69,
      subtotal: 45,
      tax: 2.7,
      shipping: 7.99,
      shippingTaxRatePercent: 6,
      pricesIncludeTax: false,
    });
    expect(m.products).toEqual([{ subTotal: 45, tax: 2.7, total: 47.7 }]);
    expect(m.reconciliation.ok).toBe(true);
  });

  it('flags an order whose products do not add up to the total less shipping, with both figures', () => {
    // Counting tax twice in a tax-inclusive shop: the bug this rule exists for.
    const m = computeMoney({
      lines: [{ price: 34.9, quantity: 1 }],
      total: 39.8,
      tax: 6.35,
      shipping: 4.9,
      pricesIncludeTax: false,
    });
    expect(m.reconciliation).toEqual({
      ok: false,
      against: 'total',
      productsTotal: 41.25,
      fileFigure: 34.9,
    });
  });

  it('checks the file subtotal too', () => {
    const m = computeMoney({
      lines: [{ price: 10, quantity: 2 }],
      subtotal: 25,
      pricesIncludeTax: false,
    });
    expect(m.reconciliation).toMatchObject({ ok: false, against: 'subtotal', fileFigure: 25 });
  });

  it('an order with only an amount becomes one product: subTotal = amount − tax', () => {
    expect(
      computeMoney({ lines: [], total: 49, tax: 7.82, pricesIncludeTax: false }).products,
    ).toEqual([{ subTotal: 41.18, tax: 7.82, total: 49 }]);
    expect(
      computeMoney({ lines: [], total: 59.9, shipping: 4.9, tax: 0, pricesIncludeTax: false })
        .products,
    ).toEqual([{ subTotal: 55, tax: 0, total: 55 }]);
  });

  it('Etsy: tax hidden in the total is what it leaves after the discounted subtotal and shipping', () => {
    const m = computeMoney(
      {
        lines: [],
        total: 43.66,
        subtotal: 42,
        discount: 6.3,
        shipping: 4.5,
        pricesIncludeTax: false,
      },
      { taxFromRemainder: true, subtotalBeforeDiscount: true },
    );
    expect(m.products).toEqual([{ subTotal: 35.7, tax: 3.46, total: 39.16 }]);
    expect(m.reconciliation.ok).toBe(true);
  });

  it('takes line figures the file gives (WooCommerce) and nets shipping tax out', () => {
    const m = computeMoney({
      lines: [
        { price: 23.27, quantity: 2, netSubTotal: 41.89, tax: 2.93 },
        { price: 8.32, quantity: 1, netSubTotal: 7.49, tax: 1.42 },
      ],
      total: 58.63,
      shipping: 4.12,
      shippingTax: 0.78,
      pricesIncludeTax: true,
    });
    expect(m.products).toEqual([
      { subTotal: 41.89, tax: 2.93, total: 44.82 },
      { subTotal: 7.49, tax: 1.42, total: 8.91 },
    ]);
    expect(m.shipping).toBe(4.9);
    expect(m.reconciliation.ok).toBe(true);
  });

  it('works tax out of per-line rates when there is no tax amount', () => {
    const m = computeMoney({
      lines: [
        { price: 4.5, quantity: 3, taxRatePercent: 7 },
        { price: 8.9, quantity: 1, taxRatePercent: 19 },
      ],
      total: 27.3,
      shipping: 4.9,
      pricesIncludeTax: true,
    });
    expect(m.products).toEqual([
      { subTotal: 12.62, tax: 0.88, total: 13.5 },
      { subTotal: 7.48, tax: 1.42, total: 8.9 },
    ]);
  });

  it('flags a negative product figure', () => {
    const m = computeMoney({
      lines: [{ price: 10, quantity: 1, discount: 12 }],
      pricesIncludeTax: false,
    });
    expect(m.reconciliation).toMatchObject({ ok: false, against: 'negative' });
  });
});

describe('splitCents on tiny lines', () => {
  it('never gives a line more than its weight, nor less than 0', () => {
    // Rounding each share alone would give [1, 1, -1].
    expect(splitCents(1, [9, 9, 0])).toEqual([1, 0, 0]);
  });
});
