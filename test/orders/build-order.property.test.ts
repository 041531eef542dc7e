// The order form's check and the order rules under generated input. Each value is
// usually a good one and sometimes not, so that both a valid order and a refused
// one come up often: both branches are counted, and must each run many times.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../src/api/contract';
import { buildOrder } from '../../src/orders/build-order';
import type { OrderFormValues } from '../../src/orders/order-form-values';
import { toOrder, type OrderBuild, type OrderDraft } from '../../src/orders/to-order';

const RUNS = 1000;

/** Mostly `good`, one time in `1 + odds` `bad`. */
const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>, odds = 30) =>
  fc.oneof({ arbitrary: good, weight: odds }, { arbitrary: bad, weight: 1 });

const padded = (a: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom('', ' ', '  '), a, fc.constantFrom('', ' ')).map((p) => p.join(''));
const code = padded(fc.stringMatching(/^[A-Za-z0-9-]{1,10}$/));
const noise = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', '-1', '1e400', 'NaN', 'Infinity', '1,5', '{"a":1}', '[]', 'true'),
);
const decimal = (min: number) =>
  padded(
    fc.integer({ min: Math.round(min * 100), max: 10_000_000 }).map((cents) => String(cents / 100)),
  );
const optional = (a: fc.Arbitrary<string>) => fc.oneof(fc.constant(''), a);

const productRow = fc.record({
  id: mostly(optional(padded(fc.string({ minLength: 1 }))), fc.constant('')),
  name: padded(fc.string({ minLength: 1 })),
  quantity: mostly(decimal(0.01), noise),
  subTotal: mostly(decimal(0), noise),
  tax: mostly(optional(decimal(0)), noise),
  total: mostly(optional(decimal(0)), noise),
});

const metadataRow = fc.oneof(
  fc.record({ key: code, type: fc.constant('text' as const), value: fc.string() }),
  fc.record({ key: code, type: fc.constant('number' as const), value: decimal(-100) }),
  fc.record({
    key: code,
    type: fc.constant('boolean' as const),
    value: fc.constantFrom('true', 'false'),
  }),
  fc.record({ key: code, type: fc.constant('json' as const), value: fc.json() }),
);

const formValues: fc.Arbitrary<OrderFormValues> = fc.record({
  referralCode: mostly(code, noise),
  orderId: mostly(code, noise),
  products: mostly(
    fc.array(productRow, { minLength: 1, maxLength: 3 }),
    fc.array(productRow, { maxLength: 1 }),
  ),
  customer: fc.record({
    name: fc.string(),
    phone: fc.string(),
    email: mostly(fc.constantFrom('', 'a@b.co', ' ann@example.com '), noise),
    ip: mostly(fc.constantFrom('', '203.0.113.7', '2001:db8::1'), noise),
    country: mostly(fc.constantFrom('', 'DE', 'fr', ' US '), noise),
  }),
  coupons: fc.array(fc.oneof(code, noise), { maxLength: 4 }),
  metadataMode: fc.constantFrom('rows', 'json'),
  metadataRows: mostly(
    fc.uniqueArray(metadataRow, { maxLength: 3, selector: (r) => r.key.trim() }),
    fc.array(metadataRow, { maxLength: 3 }),
  ),
  metadataJson: mostly(
    fc.oneof(
      fc.constant(''),
      fc.dictionary(code, fc.jsonValue()).map((o) => JSON.stringify(o)),
    ),
    fc.oneof(noise, fc.json()),
  ),
  paid: fc.boolean(),
  isRoyalty: fc.constantFrom('unset', 'yes', 'no'),
  custom: fc.constantFrom('unset', 'yes', 'no'),
  commission: mostly(optional(decimal(0)), noise),
  notes: fc.string(),
  orderTime: mostly(
    fc.constantFrom('', '2026-01-01T10:00', '2026-11-22T17:45:30', '2026-02-28T23:59:59.5'),
    noise,
  ),
});

/** A number from any source: now and then NaN, ±Infinity or below `min`. */
const number = (min: number) =>
  mostly(
    fc.double({ min, max: 1e9, noNaN: true }),
    fc.constantFrom(NaN, Infinity, -Infinity, min - 1),
    12,
  );
const drafts: fc.Arbitrary<OrderDraft> = fc.record(
  {
    referralCode: mostly(code, noise),
    orderId: mostly(code, noise),
    products: fc.array(
      fc.record(
        {
          id: fc.string(),
          name: mostly(padded(fc.string({ minLength: 1 })), fc.string()),
          quantity: number(0.001),
          subTotal: number(0),
          tax: number(0),
          total: number(0),
        },
        { requiredKeys: ['name', 'quantity', 'subTotal'] },
      ),
      { minLength: 1, maxLength: 3 },
    ),
    customer: fc.record(
      {
        name: fc.string(),
        email: mostly(fc.constantFrom('', 'a@b.co'), noise),
        country: mostly(fc.constantFrom('', 'de'), noise),
      },
      { requiredKeys: [] },
    ),
    coupons: fc.array(fc.string(), { maxLength: 3 }),
    paid: fc.boolean(),
    isRoyalty: fc.boolean(),
    commission: number(0),
    notes: fc.string(),
    timestamp: mostly(fc.integer({ min: 0, max: 2 ** 45 }), fc.constantFrom(1.5, NaN, Infinity)),
    metadata: fc.dictionary(fc.string(), fc.jsonValue()),
  },
  { requiredKeys: ['referralCode', 'orderId', 'products'] },
);

/** Every number finite; outside metadata (free-form), no "" string anywhere. */
function expectClean(value: unknown, path = ''): void {
  if (typeof value === 'number') expect(Number.isFinite(value), path).toBe(true);
  else if (typeof value === 'string') expect(value, path).not.toBe('');
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value))
      if (k !== 'metadata') expectClean(v, `${path}.${k}`);
}

function expectSound(result: OrderBuild, counts: { ok: number; refused: number }) {
  if (result.ok) {
    counts.ok++;
    expect(orderSchema.safeParse(result.order).success).toBe(true);
    expect(result.code).not.toBe('');
    expect(result.code).toBe(result.code.trim());
    expectClean(result.order);
    // Omitted when empty, like customer and coupons.
    for (const key of ['metadata', 'customer', 'coupons'] as const)
      if (key in result.order)
        expect(Object.keys(result.order[key] ?? {}).length).toBeGreaterThan(0);
  } else {
    counts.refused++;
    expect(Object.keys(result.errors).length).toBeGreaterThan(0);
    for (const message of Object.values(result.errors)) expect(message).not.toBe('');
  }
}

describe('the order rules (property)', () => {
  it('the form: a body the contract accepts, or field errors, never a throw', () => {
    const counts = { ok: 0, refused: 0 };
    fc.assert(
      fc.property(formValues, (values) => {
        expectSound(buildOrder(values), counts);
      }),
      { numRuns: RUNS },
    );
    // Both branches must run many times, or this test proves little.
    expect(counts.ok).toBeGreaterThan(RUNS / 10);
    expect(counts.refused).toBeGreaterThan(RUNS / 10);
  });

  it('a draft from anywhere: the same, and never NaN, Infinity or "" for an optional string', () => {
    const counts = { ok: 0, refused: 0 };
    fc.assert(
      fc.property(drafts, (draft) => {
        expectSound(toOrder(draft), counts);
      }),
      { numRuns: RUNS },
    );
    expect(counts.ok).toBeGreaterThan(RUNS / 10);
    expect(counts.refused).toBeGreaterThan(RUNS / 10);
  });
});
