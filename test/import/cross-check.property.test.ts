// For random orders with one more money column that the mapping leaves unread — money
// inside the order's total — the order is held (its difference naming the column) or the
// money check names the column; never is it sent as if the column were not there. Orders
// whose unread column holds nothing go out agreeing with every figure of the file, to
// the cent, whether prices include tax or not. The file's figures are worked out here
// in cents, independently of the code under test.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildOrders } from '../../src/import/build/build-orders';
import { toLookAt } from '../../src/import/build/money-check';
import type { Mapping } from '../../src/import/mapping/fields';
import { OrderStore } from '../../src/import/session/order-store';

const col = (column: string) => ({ kind: 'column', column }) as const;
const money = (c: number) => (c / 100).toFixed(2);

const order = fc.record({
  lines: fc.array(
    fc.record({
      priceCents: fc.integer({ min: 1, max: 40_000 }),
      quantity: fc.integer({ min: 1, max: 9 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  ratePercent: fc.constantFrom(0, 5, 7, 19, 20),
  extraCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })),
});

const file = fc.record({
  orders: fc.array(order, { minLength: 1, maxLength: 6 }),
  inclusive: fc.boolean(),
  extra: fc.constantFrom('Delivery', 'Postage', 'Handling fee', 'Tip', 'Gift wrap', 'Surcharge'),
  linesRead: fc.boolean(),
});

const HEADERS = ['Order', 'Code', 'Product', 'Qty', 'Unit Price', 'Tax', 'Total'];

describe('an unread money column', () => {
  it('holds the order or is named in the money check; never sent wrong', () => {
    fc.assert(
      fc.property(file, (f) => {
        const rows: string[][] = [];
        const expected = new Map<string, { goods: number; tax: number; extra: number }>();
        f.orders.forEach((o, k) => {
          const id = `T-${k + 1}`;
          const gross = o.lines.map((l) => l.priceCents * l.quantity);
          const goods = gross.reduce((a, b) => a + b, 0);
          const r = o.ratePercent / 100;
          const tax = Math.round(f.inclusive ? goods - goods / (1 + r) : goods * r);
          const total = goods + (f.inclusive ? 0 : tax) + o.extraCents;
          expected.set(id, { goods: f.inclusive ? goods : goods + tax, tax, extra: o.extraCents });
          o.lines.forEach((l, i) =>
            rows.push([
              id,
              'ALICE10',
              `Item ${i + 1}`,
              String(l.quantity),
              money(l.priceCents),
              i === 0 ? money(tax) : '',
              i === 0 ? money(total) : '',
              i === 0 ? money(o.extraCents) : '',
            ]),
          );
        });
        const mapping: Mapping = {
          orderId: col('Order'),
          referralCode: col('Code'),
          orderTotal: col('Total'),
          orderTax: col('Tax'),
          ...(f.linesRead
            ? {
                'product.name': col('Product'),
                'product.quantity': col('Qty'),
                'product.price': col('Unit Price'),
              }
            : {}),
        };
        const orders = buildOrders([...HEADERS, f.extra], rows, mapping, new Set(), {
          sourceTimeZone: 'UTC',
          pricesIncludeTax: f.inclusive,
        });
        const store = new OrderStore();
        store.load(orders);
        const check = store.view().money[0];
        const named = check ? toLookAt(check).find((u) => u.column === f.extra) : undefined;
        for (const o of orders) {
          const want = expected.get(o.orderId);
          if (!want) throw new Error(`no order ${o.orderId}`);
          if (want.extra > 0) {
            const held = o.status === 'invalid';
            // Held with the column named in the difference, or named in the money check.
            if (held) expect(o.errors.money ?? '').toContain(`unread column ${f.extra}`);
            else expect(named?.orders ?? 0).toBeGreaterThan(0);
            // With the lines read, the products cannot agree with the total: always held.
            if (f.linesRead) expect(held).toBe(true);
            continue;
          }
          expect(o.status, JSON.stringify(o.errors)).toBe('valid');
          const products = o.order?.products ?? [];
          const sum = (k: 'total' | 'tax' | 'subTotal') =>
            products.reduce((s, p) => s + Math.round((p[k] ?? 0) * 100), 0);
          expect(sum('total')).toBe(want.goods);
          expect(sum('tax')).toBe(want.tax);
          expect(sum('subTotal') + sum('tax')).toBe(sum('total'));
        }
      }),
      { numRuns: 200 },
    );
  });
});
