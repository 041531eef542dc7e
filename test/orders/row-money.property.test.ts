// The row-money model under generated rows (issue 32, item 5): whatever filled a row,
// a new quantity sends a row that adds up, its tax at the rate it came with; a typed
// figure that disagrees with the rest always stops the send until it is kept.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '../../src/orders/build-order';
import { emptyOrderForm, type ProductRow } from '../../src/orders/order-form-values';
import {
  filledRow,
  rowAfterEdit,
  rowMoneyProblems,
  type RowEdit,
} from '../../src/orders/row-money';
import { percentOf, unitTimesQuantity } from '../../src/orders/unit-price';

const RUNS = 500;
const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100);
const quantity = fc.integer({ min: 1, max: 50 });

/** A person's edit, then what the form sets in consequence, as product-row-fields.tsx does. */
const edit = (row: ProductRow, field: RowEdit, value: string): ProductRow => {
  const typed = { ...row, [field]: value };
  return { ...typed, ...rowAfterEdit(typed, field) };
};

const send = (row: ProductRow) =>
  buildOrder({ ...emptyOrderForm('ALICE10'), orderId: 'O-1', products: [row] });

/** A sent product: a unit price to the cent, a tax at some rate, a total that adds up. */
const sentProduct = fc
  .record({ unit: cents(100_000).filter((u) => u > 0), qty: quantity, rate: cents(3000) })
  .map(({ unit, qty, rate }) => {
    const subTotal = unitTimesQuantity(unit, qty);
    const tax = percentOf(subTotal, rate);
    return {
      name: 'Mug',
      quantity: qty,
      subTotal,
      tax,
      total: Math.round((subTotal + tax) * 100) / 100,
    };
  });

describe('filledRow: a filled row, then another quantity', () => {
  it('sends as it came when nothing changes', () => {
    fc.assert(
      fc.property(sentProduct, (p) => {
        const built = send(filledRow(p));
        expect(built.ok && built.order.products[0]).toEqual(p);
      }),
      { numRuns: RUNS },
    );
  });

  it('sends a row that adds up, its tax at the rate it came with', () => {
    fc.assert(
      fc.property(sentProduct, quantity, (p, qty) => {
        const row = edit(filledRow(p), 'quantity', String(qty));
        expect(rowMoneyProblems([row])).toEqual({});
        const built = send(row);
        if (!built.ok) throw new Error(JSON.stringify(built.errors));
        const [out] = built.order.products;
        const rate = Number(row.taxRate);
        // The rate gives the original tax on the original subtotal…
        expect(percentOf(p.subTotal, rate)).toBe(p.tax);
        // …and the new one on the new subtotal, which is the unit price × the new quantity.
        expect(out?.subTotal).toBe(unitTimesQuantity(p.subTotal / p.quantity, qty));
        expect(out?.tax).toBe(percentOf(out?.subTotal ?? NaN, rate));
        expect(out?.total).toBe(Math.round(((out?.subTotal ?? 0) + (out?.tax ?? 0)) * 1e6) / 1e6);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('a typed figure that disagrees stops the send until kept', () => {
  it('a Total that is not Subtotal + Tax', () => {
    fc.assert(
      fc.property(sentProduct, cents(100_000), fc.boolean(), (p, total, keep) => {
        fc.pre(Math.abs(total - p.total) > 0.001);
        const row = { ...filledRow({ ...p, total }), keepTotal: keep ? 'yes' : '' };
        const built = send(row);
        if (keep) expect(built.ok && built.order.products[0]?.total).toBe(total);
        else expect(!built.ok && built.errors['products.0.total']).toMatch(/^Subtotal \+ Tax is /);
        // Any later edit of the row's money drops the Keep and asks again, unless the edit
        // happens to make Subtotal + Tax equal the typed Total (0.04 + 0.01 against 0.10 is
        // 0.08 + 0.02 at Quantity 2): what the row then derives is the model's own figure.
        const moved = edit(row, 'quantity', '2');
        expect(moved.keepTotal).toBe('');
        const derived = send({ ...moved, total: '' });
        const agrees = derived.ok && derived.order.products[0]?.total === total;
        if (agrees) expect(rowMoneyProblems([moved])).toEqual({});
        else expect(rowMoneyProblems([moved])).toHaveProperty(['products.0.total']);
      }),
      { numRuns: RUNS },
    );
  });

  it('a Tax typed for another Subtotal', () => {
    fc.assert(
      fc.property(sentProduct, cents(1000), quantity, (p, tax, qty) => {
        const typed = edit(filledRow(p), 'tax', String(tax));
        expect(rowMoneyProblems([typed])).toEqual({});
        const moved = edit(typed, 'quantity', String(qty));
        const problem = rowMoneyProblems([moved])['products.0.tax'];
        if (moved.subTotal === typed.subTotal) expect(problem).toBeUndefined();
        else expect(problem).toMatch(/^Tax .* was typed for a subtotal of /);
        expect(rowMoneyProblems([{ ...moved, keepTax: 'yes' }])).toEqual({});
      }),
      { numRuns: RUNS },
    );
  });
});
