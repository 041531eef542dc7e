// toOrder skips the contract schema for an order that fitsContract accepts: that is
// only sound if every such order passes the schema and comes back equal. Checked here
// over values of every type in every field, valid and not.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../src/api/contract';
import { toOrder } from '../../src/orders';
import { contractCopy, fitsContract } from '../../src/orders/fits-contract';

/** Values of the types the contract uses, and the near misses a check could let through. */
const value = fc.oneof(
  fc.string({ maxLength: 3 }),
  fc.constantFrom('', 'x', ' '),
  fc.double(),
  fc.integer(),
  fc.constantFrom(NaN, Infinity, -Infinity, 1.5, -0, 2 ** 53, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constantFrom(null, undefined),
  fc.array(fc.string({ maxLength: 2 }), { maxLength: 2 }),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 2 }), { maxKeys: 2 }),
);
/** Mostly a value of the field's type, sometimes anything. */
const mostly = (good: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 30, arbitrary: good }, { weight: 1, arbitrary: value });
const text = fc.string({ maxLength: 3 });
const num = fc.oneof(fc.double(), fc.integer());
const bool = fc.boolean();
const orNull = (a: fc.Arbitrary<unknown>) => fc.oneof(a, fc.constant(null));
const record = <K extends string>(fields: Record<K, fc.Arbitrary<unknown>>, odd: string) =>
  // One time in ten, a key the schema does not have.
  fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.nat(9), value)
    .map(([r, n, v]): Record<string, unknown> => (n === 0 ? { ...r, [odd]: v } : r));
const product = mostly(
  record(
    {
      id: mostly(text),
      name: mostly(text),
      quantity: mostly(num),
      subTotal: mostly(num),
      tax: mostly(num),
      total: mostly(num),
    },
    'price',
  ),
);
const customer = mostly(
  record(
    {
      name: mostly(text),
      phone: mostly(text),
      email: mostly(text),
      ip: mostly(text),
      country: mostly(text),
    },
    'zip',
  ),
);
const order = record(
  {
    orderId: mostly(text),
    products: mostly(fc.array(product, { maxLength: 3 })),
    paid: mostly(bool),
    timestamp: mostly(orNull(fc.integer())),
    isRoyalty: mostly(orNull(bool)),
    custom: mostly(orNull(bool)),
    commission: mostly(orNull(num)),
    notes: mostly(orNull(text)),
    coupons: mostly(orNull(fc.array(text, { maxLength: 2 }))),
    customer,
    metadata: mostly(fc.dictionary(text, value, { maxKeys: 3 })),
  },
  'extra',
);

describe('fitsContract', () => {
  it('accepts only orders the contract schema passes unchanged', () => {
    let fits = 0;
    fc.assert(
      fc.property(order, (o) => {
        if (!fitsContract(o)) return;
        fits++;
        const checked = orderSchema.safeParse(o);
        expect(checked.success).toBe(true);
        expect(contractCopy(o)).toStrictEqual(checked.data);
        expect(JSON.stringify(contractCopy(o))).toBe(JSON.stringify(checked.data));
      }),
      { numRuns: 5000 },
    );
    // The property says something only if some orders do fit.
    expect(fits).toBeGreaterThan(40);
  });

  it('accepts what toOrder builds from an imported row, and its metadata is a copy', () => {
    const metadata = { currency: 'EUR' };
    const built = toOrder({
      referralCode: 'ALICE10',
      orderId: '#1001',
      products: [
        { id: 'SKU-1', name: 'Mug', quantity: 2, subTotal: 39.98, tax: 7.6, total: 47.58 },
      ],
      customer: { name: 'Ann', email: 'ann@example.com', country: 'de' },
      coupons: ['WELCOME10'],
      paid: false,
      commission: 3,
      notes: 'Leave at the door',
      timestamp: 1_759_823_426_000,
      metadata,
    });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(fitsContract(built.order)).toBe(true);
    expect(built.order.metadata).toEqual(metadata);
    expect(built.order.metadata).not.toBe(metadata);
  });

  it('leaves anything unusual to the schema', () => {
    const base = { orderId: '1', products: [] };
    expect(fitsContract(base)).toBe(true);
    expect(fitsContract({ ...base, orderId: '' })).toBe(false);
    expect(fitsContract({ ...base, products: [{ quantity: NaN }] })).toBe(false);
    expect(fitsContract({ ...base, timestamp: 1.5 })).toBe(false);
    expect(fitsContract({ ...base, notes: undefined })).toBe(false);
    expect(fitsContract({ ...base, channel: 'x' })).toBe(false);
    // Another key order: the schema's copy would reorder the keys.
    expect(fitsContract({ products: [], orderId: '1' })).toBe(false);
    expect(fitsContract({ ...base, products: [{ name: 'a', id: 'b' }] })).toBe(false);
    expect(fitsContract(Object.assign(Object.create(null), base))).toBe(false);
  });
});
