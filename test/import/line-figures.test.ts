// The line-figure checks the property does not reach: an order discount that counts the
// line discounts (Shopify's), shipping tax given apart or left in the order's tax, and
// WooCommerce's line price (before coupons, net of tax, a rounded quotient).
import { describe, expect, it } from 'vitest';
import { lineFigureMismatch } from '../../src/import/pipeline/money/line-figures';
import type { MoneyOrder } from '../../src/import/pipeline/money/money';

const order = (o: Partial<MoneyOrder>): MoneyOrder => ({
  lines: [],
  pricesIncludeTax: false,
  ...o,
});

describe('line figures', () => {
  it('holds line discounts above an order discount that counts them', () => {
    const lines = [
      { price: 10, quantity: 1, discount: 2 },
      { price: 5, quantity: 2, discount: 1.5 },
    ];
    const includes = { discountIncludesLineDiscounts: true };
    expect(lineFigureMismatch(order({ lines, discount: 3 }), includes)).toBe(
      'Line discounts 3.50 > order discount 3.00: 0.50 apart.',
    );
    expect(lineFigureMismatch(order({ lines, discount: 3.5 }), includes)).toBeUndefined();
    expect(lineFigureMismatch(order({ lines, discount: 5 }), includes)).toBeUndefined();
    // An order discount on top of the line discounts: nothing to compare.
    expect(lineFigureMismatch(order({ lines, discount: 3 }))).toBeUndefined();
  });

  it('compares line taxes with the order tax less a shipping tax given apart', () => {
    const lines = [
      { quantity: 1, netSubTotal: 20, tax: 1.4 },
      { quantity: 1, netSubTotal: 10, tax: 2 },
    ];
    const base = { lines, shipping: 4.12 };
    expect(lineFigureMismatch(order({ ...base, tax: 4.18, shippingTax: 0.78 }))).toBeUndefined();
    expect(lineFigureMismatch(order({ ...base, tax: 4.38, shippingTax: 0.78 }))).toBe(
      'Line taxes 3.40 ≠ order tax less shipping tax 3.60: 0.20 apart.',
    );
    // Shipping without its tax apart: what the order's tax has beyond the lines is shipping's.
    expect(lineFigureMismatch(order({ ...base, tax: 4.18 }))).toBeUndefined();
    expect(lineFigureMismatch(order({ ...base, tax: 3.3 }))).toBe(
      'Line taxes 3.40 ≠ order tax 3.30: 0.10 apart.',
    );
    // No shipping: nothing else the order's tax could be on.
    expect(lineFigureMismatch(order({ lines, tax: 3.6 }))).toBe(
      'Line taxes 3.40 ≠ order tax 3.60: 0.20 apart.',
    );
  });

  it('takes a price before coupons only as a bound, allowing its rounding', () => {
    const woo = { linePriceBeforeCoupons: true };
    // 41.87 / 2 written as 20.93: 41.86, half a cent per unit under.
    const rounded = [{ price: 20.93, quantity: 2, netSubTotal: 41.87, tax: 2.93 }];
    expect(lineFigureMismatch(order({ lines: rounded, pricesIncludeTax: true }), woo)).toBe(
      undefined,
    );
    // After a coupon the stated subtotal is below the price: fine.
    const coupon = [{ price: 23.27, quantity: 2, netSubTotal: 41.89, tax: 2.93 }];
    expect(lineFigureMismatch(order({ lines: coupon }), woo)).toBeUndefined();
    // Above price × quantity by more than the rounding: held.
    const above = [{ price: 20.94, quantity: 2, netSubTotal: 41.9, tax: 2.93 }];
    expect(lineFigureMismatch(order({ lines: above }), woo)).toBe(
      'Line 1: 2 × 20.94 = 41.88, below its stated subtotal 41.90: 0.02 apart.',
    );
    // Without the preset's word the same line is a price that disagrees.
    expect(lineFigureMismatch(order({ lines: coupon }))).toBe(
      'Line 1: 2 × 23.27 = 46.54 ≠ its stated subtotal 41.89: 4.65 apart.',
    );
  });

  it('reads a price either way only while the tax basis is unknown', () => {
    const lines = [{ price: 11.9, quantity: 1, netSubTotal: 10, tax: 1.9, total: 11.9 }];
    expect(lineFigureMismatch(order({ lines }), {}, false)).toBeUndefined();
    expect(lineFigureMismatch(order({ lines }))).toBe(
      'Line 1: 1 × 11.90 = 11.90 ≠ its stated subtotal 10.00: 1.90 apart.',
    );
    expect(lineFigureMismatch(order({ lines, pricesIncludeTax: true }))).toBeUndefined();
    const neither = [{ price: 12, quantity: 1, netSubTotal: 10, tax: 1.9, total: 11.9 }];
    expect(lineFigureMismatch(order({ lines: neither }), {}, false)).toBe(
      'Line 1: 1 × 12.00 = 12.00 ≠ its stated subtotal 10.00: 2.00 apart.',
    );
  });
});
