import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../src/api/contract';
import { toOrder, type OrderDraft } from '../../src/orders/to-order';

const draft = (over: Partial<OrderDraft> = {}): OrderDraft => ({
  referralCode: 'ALICE10',
  orderId: 'ORD-1',
  products: [{ id: 'SKU-1', name: 'Mug', quantity: 2, subTotal: 20, tax: 4 }],
  ...over,
});
const order = (over: Partial<OrderDraft> = {}) => {
  const result = toOrder(draft(over));
  if (!result.ok) throw new Error(`unexpected errors: ${JSON.stringify(result.errors)}`);
  return result.order;
};
const errors = (over: Partial<OrderDraft>) => {
  const result = toOrder(draft(over));
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};

describe('toOrder: the wire, exactly', () => {
  it('omits every optional field left unset and derives Total from Subtotal + Tax', () => {
    expect(order()).toEqual({
      orderId: 'ORD-1',
      products: [{ id: 'SKU-1', name: 'Mug', quantity: 2, subTotal: 20, tax: 4, total: 24 }],
    });
  });

  it('trims strings, returns the trimmed code, and never sends "" for an optional string', () => {
    const result = toOrder(
      draft({
        referralCode: '  ALICE10 ',
        orderId: '  ORD-9  ',
        notes: '   ',
        customer: { name: ' Ann ', phone: '', email: '  ', ip: '', country: '' },
        products: [{ id: ' ', name: ' Mug ', quantity: 1, subTotal: 5 }],
      }),
    );
    expect(result).toEqual({
      ok: true,
      code: 'ALICE10',
      order: {
        orderId: 'ORD-9',
        customer: { name: 'Ann' },
        products: [{ name: 'Mug', quantity: 1, subTotal: 5, total: 5 }],
      },
    });
  });

  it('adds money in millionths and keeps a given Total', () => {
    expect(
      order({ products: [{ id: 'a', quantity: 1, subTotal: 0.1, tax: 0.2 }] }).products,
    ).toEqual([{ id: 'a', quantity: 1, subTotal: 0.1, tax: 0.2, total: 0.3 }]);
    expect(
      order({ products: [{ id: 'a', quantity: 1, subTotal: 1, total: 7 }] }).products[0]?.total,
    ).toBe(7);
  });

  it('omits customer, coupons and metadata when empty, and de-duplicates trimmed coupons', () => {
    const empty = order({ customer: { name: ' ' }, coupons: [' ', ''], metadata: {} });
    expect(empty).not.toHaveProperty('customer');
    expect(empty).not.toHaveProperty('coupons');
    expect(empty).not.toHaveProperty('metadata');
    expect(order({ coupons: ['SAVE10', ' SAVE10 ', 'WELCOME', ''] }).coupons).toEqual([
      'SAVE10',
      'WELCOME',
    ]);
  });

  it('sends paid only when true, and three-way fields only when set', () => {
    expect(order({ paid: true }).paid).toBe(true);
    expect(order({ paid: false })).not.toHaveProperty('paid');
    expect(order({ isRoyalty: true, custom: false })).toMatchObject({
      isRoyalty: true,
      custom: false,
    });
    expect(order()).not.toHaveProperty('isRoyalty');
  });

  it('upper-cases a country code and keeps commission, notes, time and metadata', () => {
    expect(
      order({
        customer: { email: 'a@example.com', ip: '2001:db8::1', country: 'de' },
        commission: 2.5,
        notes: ' gift ',
        timestamp: 1759823426123,
        metadata: { channel: 'newsletter' },
      }),
    ).toMatchObject({
      customer: { email: 'a@example.com', ip: '2001:db8::1', country: 'DE' },
      commission: 2.5,
      notes: 'gift',
      timestamp: 1759823426123,
      metadata: { channel: 'newsletter' },
    });
  });
});

describe('toOrder: errors, by draft path', () => {
  it('refuses a metadata key "__proto__" (pasted JSON can carry one) instead of dropping it', () => {
    const metadata = JSON.parse('{"__proto__": {"x": 1}, "channel": "mail"}') as Record<
      string,
      unknown
    >;
    expect(errors({ metadata }).metadata).toMatch(/"__proto__"/);
  });

  it('requires referral code, order ID and at least one product', () => {
    expect(errors({ referralCode: ' ', orderId: '', products: [] })).toEqual({
      referralCode: "Enter the affiliate's referral code.",
      orderId: 'Enter the order ID, or press Generate.',
      products: 'Add at least one product.',
    });
  });

  it('checks each product: an ID or a name, quantity > 0, subtotal given, no negative money', () => {
    expect(
      errors({
        products: [
          { id: 'a', quantity: 0, subTotal: -1, tax: -2, total: -3 },
          { id: '', name: ' ' },
        ],
      }),
    ).toEqual({
      'products.0.quantity': 'Quantity must be more than 0.',
      'products.0.subTotal': 'Subtotal cannot be negative.',
      'products.0.tax': 'Tax cannot be negative.',
      'products.0.total': 'Total cannot be negative.',
      'products.1.name': 'Give the product an ID or a name.',
      'products.1.quantity': 'Enter a quantity.',
      'products.1.subTotal': 'Enter the subtotal, or a unit price.',
    });
  });

  it('refuses NaN and Infinity wherever a number goes', () => {
    expect(
      errors({
        products: [{ id: 'a', quantity: NaN, subTotal: Infinity, tax: -Infinity, total: NaN }],
        commission: Infinity,
      }),
    ).toEqual({
      'products.0.quantity': 'Enter a number, e.g. 12.50.',
      'products.0.subTotal': 'That number is too large.',
      'products.0.tax': 'That number is too large.',
      'products.0.total': 'Enter a number, e.g. 12.50.',
      commission: 'That number is too large.',
    });
  });

  it('refuses a negative commission and a time that is not whole milliseconds', () => {
    expect(errors({ commission: -1, timestamp: 1.5 })).toEqual({
      commission: 'Commission cannot be negative.',
      timestamp: 'The order time must be a whole number of epoch milliseconds.',
    });
  });

  it('validates email, IP and country', () => {
    expect(
      Object.keys(errors({ customer: { email: 'nope', ip: '300.1.1.1', country: 'XX' } })).sort(),
    ).toEqual(['customer.country', 'customer.email', 'customer.ip']);
  });

  it('refuses metadata that is not an object', () => {
    expect(errors({ metadata: [1] as unknown as Record<string, unknown> }).metadata).toMatch(
      /JSON object/,
    );
  });

  it('gives the contract schema the last word', () => {
    // A value no rule above looks at, but the contract refuses.
    const result = toOrder(draft({ isRoyalty: 'yes' as unknown as boolean }));
    expect(result.ok ? 'ok' : Object.keys(result.errors)).toEqual(['isRoyalty']);
  });
});

it('every order it returns passes the contract schema', () => {
  const full = order({
    coupons: ['A'],
    paid: true,
    isRoyalty: false,
    custom: true,
    commission: 0,
    notes: 'n',
    timestamp: 0,
    metadata: { k: 'v' },
    customer: { name: 'A', phone: '1', email: 'a@b.co', ip: '1.2.3.4', country: 'FR' },
  });
  expect(orderSchema.safeParse(full).success).toBe(true);
});
