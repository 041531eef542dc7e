// An order whose cells cannot all be read goes to the edit box as written: numbers
// where they read, the cell's text where not (the money rule could not run).
import { expect, it } from 'vitest';
import { buildOrders } from '../../src/import/pipeline/rows-to-orders';
import type { Mapping } from '../../src/import/pipeline/fields';

const headers = ['Order', 'Code', 'SKU', 'Qty', 'Price', 'Tax'];
const mapping: Mapping = {
  orderId: { kind: 'column', column: 'Order' },
  referralCode: { kind: 'column', column: 'Code' },
  'product.id': { kind: 'column', column: 'SKU' },
  'product.quantity': { kind: 'column', column: 'Qty' },
  'product.price': { kind: 'column', column: 'Price' },
  'product.tax': { kind: 'column', column: 'Tax' },
};

it('keeps the money cells of each line, as written, for an order with an unreadable cell', () => {
  const [order] = buildOrders(
    headers,
    [
      ['A1', 'X', 'MUG', 'abc', ' 1,250.00 ', ''],
      ['A1', 'X', 'TEA', '2', '3.50', 'n/a'],
    ],
    mapping,
  );
  expect(order?.status).toBe('invalid');
  expect(order?.draft?.products).toEqual([
    expect.objectContaining({ id: 'MUG', quantity: 'abc', price: 1250 }),
    expect.objectContaining({ id: 'TEA', quantity: 2, price: 3.5, tax: 'n/a' }),
  ]);
  expect(order?.draft?.products[0]).not.toHaveProperty('tax');
});
