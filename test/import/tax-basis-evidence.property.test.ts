import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeMoney, toCents, type MoneyLine } from '../../src/import/pipeline/money/money';
import { ruledOut } from '../../src/import/pipeline/money/tax-basis';

// What lets the tax basis skip an order that states neither a total nor a line's rate
// (tax-basis.ts statesAFigure): for such an order no reading adds up while the other is
// ruled out, whatever else it states (a subtotal, discounts, tax, shipping and its tax,
// duties, lines' own figures) and however the preset reads money. Should the money rule ever
// compare a subtotal or a tax with the reading, such orders would tell the basis: this fails.
const cents = fc.integer({ min: 0, max: 40_000 }).map((c) => c / 100);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const line: fc.Arbitrary<MoneyLine> = fc
  .record({
    price: maybe(cents),
    quantity: fc.integer({ min: 1, max: 5 }),
    discount: maybe(cents),
    netSubTotal: maybe(cents),
    tax: maybe(cents),
    total: maybe(cents),
  })
  .map((l) => {
    const out: MoneyLine = { quantity: l.quantity };
    for (const key of ['price', 'discount', 'netSubTotal', 'tax', 'total'] as const)
      if (l[key] !== undefined) out[key] = l[key];
    return out;
  });

const orderWithoutTotalOrRates = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
  subtotal: maybe(cents),
  discount: maybe(cents),
  tax: maybe(cents),
  shipping: maybe(cents),
  shippingTax: maybe(cents),
  duties: maybe(cents),
  shippingTaxRatePercent: maybe(fc.constantFrom(7, 19, 20)),
  shippingTaxAnswer: maybe(fc.constantFrom('products' as const, 'shared' as const)),
});

const subtotalFrom = fc.record({
  kind: fc.constantFrom('drawn' as const, 'net' as const, 'gross' as const),
  inclusive: fc.boolean(),
});

const options = fc.record({
  discountIncludesLineDiscounts: fc.boolean(),
  taxFromRemainder: fc.boolean(),
  subtotalBeforeDiscount: fc.boolean(),
  linePriceBeforeCoupons: fc.boolean(),
});

describe('the tax basis (property)', () => {
  it('an order with neither a total nor a line rate never has one reading add up and the other ruled out', () => {
    fc.assert(
      fc.property(orderWithoutTotalOrRates, options, subtotalFrom, (drawn, opts, from) => {
        const order = Object.fromEntries(
          Object.entries(drawn).filter(([, v]) => v !== undefined),
        ) as typeof drawn;
        // A subtotal that one reading's own figures add up to, so that one reading passes
        // where the money rule could tell them apart; or the drawn one, or none.
        if (from.kind !== 'drawn') {
          const { subtotal: _, ...rest } = order;
          const reading = computeMoney({ ...rest, pricesIncludeTax: from.inclusive }, opts);
          const sum = reading.products.reduce(
            (s, p) => s + toCents(from.kind === 'net' ? p.subTotal : p.total),
            0,
          );
          order.subtotal = sum / 100;
        }
        const inclusive = computeMoney({ ...order, pricesIncludeTax: true }, opts);
        const exclusive = computeMoney({ ...order, pricesIncludeTax: false }, opts);
        // What the evidence counts (tax-basis.ts evidenceOf): one reading adds up, the other is
        // ruled out. Both failing alike (a subtotal both readings miss) counts for neither.
        const says = `${JSON.stringify(inclusive.reconciliation)} / ${JSON.stringify(exclusive.reconciliation)}`;
        expect(inclusive.reconciliation.ok && ruledOut(exclusive), says).toBe(false);
        expect(exclusive.reconciliation.ok && ruledOut(inclusive), says).toBe(false);
      }),
      { numRuns: 3_000 },
    );
  });
});
