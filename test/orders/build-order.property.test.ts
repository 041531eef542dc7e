import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../src/api/contract';
import { buildOrder } from '../../src/orders/build-order';
import type { OrderFormValues } from '../../src/orders/order-form-values';

const text = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '1',
    '0',
    '-1',
    '1.5',
    '1e400',
    'NaN',
    'Infinity',
    '1,5',
    '{"a":1}',
    '[]',
    'true',
    'a@b.co',
    '1.2.3.4',
    'DE',
    '2026-01-01T10:00',
  ),
);
const tri = fc.constantFrom('unset', 'yes', 'no') as fc.Arbitrary<OrderFormValues['isRoyalty']>;

const formValues: fc.Arbitrary<OrderFormValues> = fc.record({
  referralCode: text,
  orderId: text,
  products: fc.array(
    fc.record({ id: text, name: text, quantity: text, subTotal: text, tax: text, total: text }),
    { maxLength: 4 },
  ),
  customer: fc.record({ name: text, phone: text, email: text, ip: text, country: text }),
  coupons: fc.array(text, { maxLength: 5 }),
  metadataMode: fc.constantFrom('rows', 'json'),
  metadataRows: fc.array(
    fc.record({
      key: text,
      type: fc.constantFrom('text', 'number', 'boolean', 'json'),
      value: text,
    }),
    { maxLength: 4 },
  ),
  metadataJson: fc.oneof(text, fc.json()),
  paid: fc.boolean(),
  isRoyalty: tri,
  custom: tri,
  commission: text,
  notes: text,
  orderTime: text,
});

describe('buildOrder (property)', () => {
  it('returns a body the contract accepts, or field errors, and never throws', () => {
    fc.assert(
      fc.property(formValues, (values) => {
        const result = buildOrder(values);
        if (result.ok) {
          expect(orderSchema.safeParse(result.order).success).toBe(true);
          expect(result.code).not.toBe('');
          // Never "" for an optional string.
          const { order } = result;
          const optionalStrings = [
            order.notes,
            ...Object.values(order.customer ?? {}),
            ...order.products.flatMap((p) => [p.id, p.name]),
          ];
          expect(optionalStrings).not.toContain('');
        } else {
          expect(Object.keys(result.errors).length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
