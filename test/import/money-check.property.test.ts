// For random orders (line and order discounts, prices with or without tax, shipping
// and its tax, a partial refund), read from a file and checked as an import is:
// Σ sent product totals = paid − refunded − shipping − shipping tax to the cent, and
// the money check balances to 0.00. The file's figures are worked out here in cents.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { buildOrders } from '../../src/import/pipeline/rows-to-orders';
import type { Mapping } from '../../src/import/pipeline/fields';
import { OrderStore } from '../../src/import/pipeline/order-store';

const HEADERS = ['Order', 'Status', 'Total', 'Discount', 'Tax', 'Shipping', 'Ship tax', 'Refunded'];
const LINE = ['SKU', 'Qty', 'Price', 'Line off'];
const col = (column: string) => ({ kind: 'column', column }) as const;
const mapping: Mapping = {
  orderId: col('Order'),
  referralCode: { kind: 'constant', value: 'ALICE10' },
  financialStatus: col('Status'),
  orderTotal: col('Total'),
  orderDiscount: col('Discount'),
  orderTax: col('Tax'),
  shipping: col('Shipping'),
  shippingTax: col('Ship tax'),
  refundedAmount: col('Refunded'),
  'product.id': col('SKU'),
  'product.quantity': col('Qty'),
  'product.price': col('Price'),
  'product.discount': col('Line off'),
};
const money = (c: number) => (c / 100).toFixed(2);

const order = fc.record({
  lines: fc.array(
    fc.record({
      priceCents: fc.integer({ min: 1, max: 50_000 }),
      quantity: fc.integer({ min: 1, max: 12 }),
      lineOffPermille: fc.integer({ min: 0, max: 900 }),
    }),
    { minLength: 1, maxLength: 5 },
  ),
  orderOffPermille: fc.integer({ min: 0, max: 900 }),
  ratePercent: fc.constantFrom(0, 7, 8.875, 19, 20, 25),
  shippingCents: fc.integer({ min: 0, max: 3_000 }),
  shippingTaxed: fc.boolean(),
  inclusive: fc.boolean(),
  refundPermille: fc.integer({ min: 1, max: 999 }),
});

it('sends what the buyer kept for goods, and the money check balances to 0.00', () => {
  fc.assert(
    fc.property(order, (o) => {
      const gross = o.lines.map((l) => l.priceCents * l.quantity);
      const lineOff = gross.map((g, i) =>
        Math.floor((g * (o.lines[i]?.lineOffPermille ?? 0)) / 1000),
      );
      const afterLine = gross.map((g, i) => g - (lineOff[i] ?? 0));
      const before = afterLine.reduce((a, b) => a + b, 0);
      const orderOff = Math.floor((before * o.orderOffPermille) / 1000);
      const goodsBasis = before - orderOff;
      const r = o.ratePercent / 100;
      const taxOf = (c: number) => Math.round(o.inclusive ? c - c / (1 + r) : c * r);
      const productTax = taxOf(goodsBasis);
      // A given shipping tax: the Shipping column is net of it.
      const shippingTax = o.shippingTaxed ? Math.round(o.shippingCents * r) : 0;
      const goods = goodsBasis + (o.inclusive ? 0 : productTax);
      fc.pre(goods > 1);
      const total = goods + o.shippingCents + shippingTax;
      const refund = Math.max(1, Math.floor((goods * o.refundPermille) / 1000));
      const rows = o.lines.map((l, i) => [
        ...(i === 0
          ? [
              'A1',
              'paid',
              money(total),
              money(orderOff),
              money(productTax + shippingTax),
              money(o.shippingCents),
              money(shippingTax),
              money(refund),
            ]
          : ['A1', '', '', '', '', '', '', '']),
        `SKU-${i}`,
        String(l.quantity),
        money(l.priceCents),
        money(lineOff[i] ?? 0),
      ]);
      const orders = buildOrders([...HEADERS, ...LINE], rows, mapping, new Set(), {
        sourceTimeZone: 'UTC',
        pricesIncludeTax: o.inclusive,
      });
      const [built] = orders;
      expect(built?.status, JSON.stringify(built?.errors)).toBe('valid');
      const sent = (built?.order?.products ?? []).reduce(
        (s, p) => s + Math.round((p.total ?? 0) * 100),
        0,
      );
      expect(sent).toBe(total - refund - o.shippingCents - shippingTax);
      for (const p of built?.order?.products ?? []) {
        expect(p.subTotal).toBeGreaterThanOrEqual(0);
        expect(p.tax ?? 0).toBeGreaterThanOrEqual(0);
      }
      const store = new OrderStore();
      store.load(orders);
      const [check] = store.view().money;
      expect(check).toMatchObject({
        gross: total,
        toSend: { count: 1, cents: sent },
        refunds: refund,
        shipping: o.shippingCents,
        shippingTax,
        remainder: 0,
        remainderOrders: [],
      });
    }),
    { numRuns: 500 },
  );
});
