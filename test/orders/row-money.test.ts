// A tax learned as a rate follows the row's subtotal (issue 22, item 3).
import { describe, expect, it } from 'vitest';
import { emptyProduct, type ProductRow } from '../../src/orders/order-form-values';
import { rowAfterEdit, type RowEdit } from '../../src/orders/row-money';
import { percentOf } from '../../src/orders/unit-price';

/** A person's edit, then what the form sets in consequence, as product-rows.tsx applies it. */
const edit = (row: ProductRow, field: RowEdit, value: string): ProductRow => {
  const typed = { ...row, [field]: value };
  return { ...typed, ...rowAfterEdit(typed, field) };
};

/** A coffee mug filled from the last order: 25 a unit, tax 10 % (2.5 on one). */
const mug = (): ProductRow => ({
  ...emptyProduct(),
  name: 'Coffee mug',
  unitPrice: '25',
  subTotal: '25',
  tax: '2.5',
  taxRate: '10',
});

describe('a tax rate follows Subtotal', () => {
  it('at quantity 1 and 2, through the unit price', () => {
    const one = edit(mug(), 'quantity', '1');
    expect([one.subTotal, one.tax]).toEqual(['25', '2.5']);
    const two = edit(one, 'quantity', '2');
    expect([two.subTotal, two.tax]).toEqual(['50', '5']);
    const three = edit(two, 'quantity', '3');
    expect([three.subTotal, three.tax]).toEqual(['75', '7.5']);
  });

  it('when the unit price changes, rounded to the cent', () => {
    const row = edit(edit(mug(), 'quantity', '3'), 'unitPrice', '12.35');
    expect([row.subTotal, row.tax]).toEqual(['37.05', '3.71']); // 3.705 → 3.71
  });

  it('when Subtotal is typed (no unit price)', () => {
    const row = edit({ ...mug(), unitPrice: '' }, 'subTotal', '19.99');
    expect(row.tax).toBe('2');
    expect(edit(row, 'subTotal', '40').tax).toBe('4');
  });

  it('stops for good once a tax is typed', () => {
    const typed = edit(edit(mug(), 'quantity', '2'), 'tax', '4');
    expect(typed.taxRate).toBe('');
    const after = edit(edit(typed, 'quantity', '4'), 'unitPrice', '30');
    expect([after.subTotal, after.tax]).toEqual(['120', '4']);
  });

  it('leaves a row without a rate alone', () => {
    const row = edit({ ...mug(), taxRate: '' }, 'quantity', '2');
    expect([row.subTotal, row.tax]).toEqual(['50', '2.5']);
  });
});

describe('percentOf: exact to the cent', () => {
  it.each([
    [25, 10, 2.5],
    [12.35, 10, 1.24], // 1.235 in floats is 1.2349…
    [19.99, 19.96, 3.99],
    [16.65, 20, 3.33],
    [0.05, 10, 0.01],
  ])('%s × %s percent is %s', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });
});
