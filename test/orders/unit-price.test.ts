import { describe, expect, it } from 'vitest';
import { orderToFormValues } from '../../src/orders/order-from-wire';
import { toOrder, type OrderDraft } from '../../src/orders/to-order';
import { unitTimesQuantity } from '../../src/orders/unit-price';

describe('unitTimesQuantity: money to the cent, no float drift', () => {
  it.each([
    [1.005, 1, 1.01], // 1.005 * 100 is 100.49999… in floats
    [2.675, 1, 2.68],
    [19.99, 3, 59.97],
    [0.1, 3, 0.3],
    [0.125, 1000, 125],
    [4.5, 1.5, 6.75],
    [0.333, 3, 1],
    [12, 2, 24],
  ])('%d × %d = %d', (unit, qty, expected) => {
    expect(unitTimesQuantity(unit, qty)).toBe(expected);
  });
});

const draft = (product: OrderDraft['products'][number]): OrderDraft => ({
  referralCode: 'ALICE10',
  orderId: 'ORD-U',
  products: [product],
});

describe('toOrder with a unit price', () => {
  it('sends Subtotal = unit price × quantity and never the unit price itself', () => {
    const built = toOrder(draft({ name: 'Mug', quantity: 3, unitPrice: 19.99, tax: 1 }));
    expect(built).toMatchObject({ ok: true });
    if (!built.ok) return;
    expect(built.order.products).toEqual([
      { name: 'Mug', quantity: 3, subTotal: 59.97, tax: 1, total: 60.97 },
    ]);
    expect(JSON.stringify(built.order)).not.toContain('unitPrice');
  });

  it('refuses a typed Subtotal that disagrees with unit price × quantity', () => {
    const built = toOrder(draft({ name: 'Mug', quantity: 3, unitPrice: 2, subTotal: 5 }));
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.errors['products.0.subTotal']).toMatch(/Unit price × Quantity is 6, not 5/);
  });

  it('refuses a negative unit price', () => {
    const built = toOrder(draft({ name: 'Mug', quantity: 1, unitPrice: -1 }));
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.errors['products.0.unitPrice']).toBe('Unit price cannot be negative.');
  });
});

describe('Open as new: the unit price kept beside the request comes back', () => {
  const order = {
    orderId: 'ORD-U',
    products: [
      { name: 'Mug', quantity: 3, subTotal: 59.97, tax: 0, total: 59.97 },
      { name: 'Tea', quantity: 2, subTotal: 9, tax: 0, total: 9 },
    ],
  };
  it('fills the unit price where it still gives the subtotal that was sent', () => {
    const values = orderToFormValues('ALICE10', order, [19.99, null]);
    expect(values.products.map((p) => [p.unitPrice, p.subTotal])).toEqual([
      ['19.99', '59.97'],
      ['4.5', '9'], // none kept: read back from 9 for 2, exactly
    ]);
  });
  it('leaves it out where it would change the subtotal', () => {
    const values = orderToFormValues('ALICE10', order, [20, 4]);
    expect(values.products.map((p) => p.unitPrice)).toEqual(['', '']);
  });
});
