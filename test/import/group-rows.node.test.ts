// Grouping rows into orders: an order's rows group however far apart they sit in the
// file, and lines repeated inside an order are found with few or many lines.
import { describe, expect, it } from 'vitest';
import { buildOrders } from '../../src/import/pipeline/rows-to-orders';
import type { Mapping } from '../../src/import/pipeline/fields';

const headers = ['Order', 'Code', 'SKU', 'Qty', 'Subtotal'];
const mapping: Mapping = {
  orderId: { kind: 'column', column: 'Order' },
  referralCode: { kind: 'column', column: 'Code' },
  'product.id': { kind: 'column', column: 'SKU' },
  'product.quantity': { kind: 'column', column: 'Qty' },
  'product.subTotal': { kind: 'column', column: 'Subtotal' },
};

describe('grouping rows into orders', () => {
  it('groups an order whose last line is 10,000 rows after its first, and flags it', () => {
    const rows = [['FAR', 'X', 'first', '1', '10']];
    for (let i = 0; i < 10_000; i++) rows.push([`N${i}`, 'X', 'S', '1', '5']);
    rows.push(['FAR', 'X', 'last', '2', '20']);
    const orders = buildOrders(headers, rows, mapping);
    expect(orders).toHaveLength(10_001);
    const far = orders[0];
    expect(far?.rows).toEqual([2, 10_003]);
    expect(far?.order?.products.map((p) => [p.id, p.subTotal])).toEqual([
      ['first', 10],
      ['last', 20],
    ]);
    // In a CSV an order's rows stand together: an ID further down is reported, and the order skipped until included.
    expect(far?.problems).toContainEqual({ cause: 'in-file-duplicate' });
    expect(far?.skipped).toBe(true);
    expect(orders[1]?.rows).toEqual([3]);
  });

  it.each([3, 40])('finds lines repeated inside an order of %i lines', (lines) => {
    const rows = Array.from({ length: lines }, (_, i) => ['A1', 'X', `S${i}`, '1', '5']);
    rows.push(['A1', 'X', 'S1', '1', '5'], ['A1', 'X', `S${lines - 1}`, '1', '5']);
    const [kept] = buildOrders(headers, rows, mapping);
    expect(kept?.problems).toContainEqual({
      cause: 'repeated-lines',
      detail: `${lines + 2}, ${lines + 3}`,
    });
    expect(kept?.order?.products).toHaveLength(lines + 2);
    const [dropped] = buildOrders(headers, rows, mapping, new Set(), {
      sourceTimeZone: 'UTC',
      keepFirstRepeatedLines: true,
    });
    expect(dropped?.order?.products).toHaveLength(lines);
    expect(dropped?.rows).toHaveLength(lines);
  });
});
