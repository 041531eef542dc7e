import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeMoney, toCents } from '../../src/import/pipeline/money/money';

// A shop's order, written the way shops write them: line prices and discounts,
// one tax rate, shipping taxed or not, prices with or without tax. The file's
// figures are worked out here in cents, independently of the code under test.
const shopOrder = fc
  .record({
    lines: fc.array(
      fc.record({
        priceCents: fc.integer({ min: 1, max: 50_000 }),
        quantity: fc.integer({ min: 1, max: 12 }),
        lineOffPermille: fc.integer({ min: 0, max: 1000 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    orderOffPermille: fc.integer({ min: 0, max: 1000 }),
    ratePercent: fc.constantFrom(0, 5, 6, 7, 8.875, 19, 20, 21, 25),
    shippingCents: fc.integer({ min: 0, max: 3_000 }),
    shippingTaxed: fc.boolean(),
    inclusive: fc.boolean(),
    rateKnown: fc.boolean(),
  })
  // Taxed shipping can only be told apart from the products' tax through its rate.
  .map((o) => ({ ...o, rateKnown: o.rateKnown || o.shippingTaxed }))
  .map((o) => {
    const gross = o.lines.map((l) => l.priceCents * l.quantity);
    const lineOff = gross.map((g, i) =>
      Math.floor((g * (o.lines[i]?.lineOffPermille ?? 0)) / 1000),
    );
    const afterLine = gross.map((g, i) => g - (lineOff[i] ?? 0));
    const subtotalBefore = afterLine.reduce((a, b) => a + b, 0);
    const orderOff = Math.floor((subtotalBefore * o.orderOffPermille) / 1000);
    const subtotal = subtotalBefore - orderOff;
    const r = o.ratePercent / 100;
    const taxOf = (c: number) => Math.round(o.inclusive ? c - c / (1 + r) : c * r);
    const shippingTax = o.shippingTaxed ? taxOf(o.shippingCents) : 0;
    const tax = taxOf(subtotal) + shippingTax;
    const total = subtotal + o.shippingCents + (o.inclusive ? 0 : tax);
    const shippingWithTax = o.shippingCents + (o.inclusive ? 0 : shippingTax);
    return { o, lineOff, orderOff, subtotal, tax, total, shippingWithTax };
  });

describe('money rule (property)', () => {
  it('Σ product totals = order total − shipping to the cent, and no figure is negative', () => {
    fc.assert(
      fc.property(shopOrder, ({ o, lineOff, orderOff, subtotal, tax, total, shippingWithTax }) => {
        const m = computeMoney(
          {
            lines: o.lines.map((l, i) => ({
              price: l.priceCents / 100,
              quantity: l.quantity,
              discount: (lineOff[i] ?? 0) / 100,
            })),
            total: total / 100,
            subtotal: subtotal / 100,
            // Shopify-style: the order discount repeats the line discounts.
            discount: (orderOff + lineOff.reduce((a, b) => a + b, 0)) / 100,
            tax: tax / 100,
            shipping: o.shippingCents / 100,
            ...(o.rateKnown ? { shippingTaxRatePercent: o.ratePercent } : {}),
            pricesIncludeTax: o.inclusive,
          },
          { discountIncludesLineDiscounts: true },
        );
        const sumTotals = m.products.reduce((s, p) => s + toCents(p.total), 0);
        expect(m.reconciliation).toEqual({ ok: true });
        expect(sumTotals).toBe(total - toCents(m.shipping));
        // The shipping left out is the shipping charged, with its tax when that is on top.
        expect(toCents(m.shipping)).toBe(shippingWithTax);
        for (const p of m.products) {
          expect(p.subTotal).toBeGreaterThanOrEqual(0);
          expect(p.tax).toBeGreaterThanOrEqual(0);
          expect(toCents(p.total)).toBe(toCents(p.subTotal) + toCents(p.tax));
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
