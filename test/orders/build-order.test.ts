import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../src/api/contract';
import { buildOrder, totalMismatch } from '../../src/orders/build-order';
import { orderFormSchema } from '../../src/orders/order-form-schema';
import { minimalForm } from './order-fixtures';

const body = (over: Parameters<typeof minimalForm>[0] = {}) => {
  const result = buildOrder(minimalForm(over));
  if (!result.ok) throw new Error(`unexpected errors: ${JSON.stringify(result.errors)}`);
  return result.order;
};
const errors = (over: Parameters<typeof minimalForm>[0]) => {
  const result = buildOrder(minimalForm(over));
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};

describe("buildOrder (the form's schema, then toOrder): the wire, exactly", () => {
  it('omits every optional field left unset', () => {
    expect(body()).toEqual({
      orderId: 'ORD-1',
      products: [{ id: 'SKU-1', name: 'Mug', quantity: 2, subTotal: 20, tax: 4, total: 24 }],
    });
  });

  it('trims strings and never sends "" for an optional string', () => {
    const order = body({
      referralCode: '  ALICE10 ',
      orderId: '  ORD-9  ',
      notes: '   ',
      customer: { name: ' Ann ', phone: '', email: '  ', ip: '', country: '' },
      products: [{ id: ' ', name: ' Mug ', quantity: '1', subTotal: '5', tax: '', total: '' }],
    });
    expect(order.orderId).toBe('ORD-9');
    expect(order).not.toHaveProperty('notes');
    expect(order.customer).toEqual({ name: 'Ann' });
    expect(order.products[0]).toEqual({ name: 'Mug', quantity: 1, subTotal: 5, total: 5 });
    const result = buildOrder(minimalForm({ referralCode: '  ALICE10 ' }));
    expect(result.ok && result.code).toBe('ALICE10');
  });

  it('sends numbers as JSON numbers and derives Total from Subtotal + Tax', () => {
    const order = body({
      products: [{ id: 'a', name: '', quantity: '1.5', subTotal: '0.1', tax: '0.2', total: '' }],
      commission: '2.50',
    });
    expect(order.products[0]).toEqual({
      id: 'a',
      quantity: 1.5,
      subTotal: 0.1,
      tax: 0.2,
      total: 0.3,
    });
    expect(order.commission).toBe(2.5);
    expect(JSON.stringify(order)).not.toMatch(/"\d/);
  });

  it('sends timestamp as integer epoch milliseconds of the local time', () => {
    const order = body({ orderTime: '2026-03-01T10:20:30' });
    expect(order.timestamp).toBe(new Date(2026, 2, 1, 10, 20, 30).getTime());
    expect(Number.isInteger(order.timestamp)).toBe(true);
  });

  it('omits customer, coupons and metadata when empty', () => {
    const order = body({
      coupons: [],
      metadataRows: [{ key: '', type: 'text', value: '' }],
      customer: { name: '', phone: '', email: '', ip: '', country: '' },
    });
    expect(order).not.toHaveProperty('customer');
    expect(order).not.toHaveProperty('coupons');
    expect(order).not.toHaveProperty('metadata');
  });

  it('de-duplicates and trims coupons', () => {
    expect(body({ coupons: ['SAVE10', ' SAVE10 ', 'WELCOME', ''] }).coupons).toEqual([
      'SAVE10',
      'WELCOME',
    ]);
  });

  it('builds metadata as a JSON object from typed rows', () => {
    const order = body({
      metadataRows: [
        { key: 'channel', type: 'text', value: ' newsletter ' },
        { key: 'score', type: 'number', value: '4.5' },
        { key: 'vip', type: 'boolean', value: 'true' },
        { key: 'tags', type: 'json', value: '["a","b"]' },
      ],
    });
    expect(order.metadata).toEqual({
      channel: 'newsletter',
      score: 4.5,
      vip: true,
      tags: ['a', 'b'],
    });
  });

  it('refuses a metadata row keyed "__proto__" at its key, never dropping it silently', () => {
    const found = errors({ metadataRows: [{ key: '__proto__', type: 'text', value: 'x' }] });
    expect(Object.values(found).join(' ')).toMatch(/"__proto__"/);
  });

  it('takes raw JSON metadata only when it is an object', () => {
    expect(body({ metadataMode: 'json', metadataJson: '{"a": {"b": 1}}' }).metadata).toEqual({
      a: { b: 1 },
    });
    expect(errors({ metadataMode: 'json', metadataJson: '[1]' }).metadataJson).toMatch(/object/);
    expect(errors({ metadataMode: 'json', metadataJson: '{oops' }).metadataJson).toMatch(
      /not valid JSON/,
    );
  });

  it('maps the three-way fields: not set sends nothing', () => {
    expect(body({ isRoyalty: 'yes', custom: 'no' })).toMatchObject({
      isRoyalty: true,
      custom: false,
    });
    const unset = body({ isRoyalty: 'unset', custom: 'unset' });
    expect(unset).not.toHaveProperty('isRoyalty');
    expect(unset).not.toHaveProperty('custom');
  });

  it('sends paid only when checked', () => {
    expect(body({ paid: true }).paid).toBe(true);
    expect(body({ paid: false })).not.toHaveProperty('paid');
  });

  it('upper-cases a country code and keeps a full customer', () => {
    const order = body({
      customer: {
        name: 'A',
        phone: '+49 30 1234',
        email: 'a@example.com',
        ip: '2001:db8::1',
        country: 'de',
      },
    });
    expect(order.customer).toEqual({
      name: 'A',
      phone: '+49 30 1234',
      email: 'a@example.com',
      ip: '2001:db8::1',
      country: 'DE',
    });
  });
});

describe('buildOrder: errors', () => {
  it('requires referral code, order ID and at least one product', () => {
    const e = errors({ referralCode: ' ', orderId: '', products: [] });
    expect(Object.keys(e).sort()).toEqual(['orderId', 'products', 'referralCode']);
  });

  it.each(['.', '..', ' .. ', '...', '. .', ' . '])(
    'refuses the referral code %j: dots and spaces alone would change the address',
    (code) => {
      expect(errors({ referralCode: code }).referralCode).toMatch(/cannot be only dots and spaces/);
    },
  );

  it('accepts a referral code with dots among other characters', () => {
    expect(buildOrder(minimalForm({ referralCode: 'a.b..' })).ok).toBe(true);
  });

  it('checks quantities and money per product row', () => {
    const e = errors({
      products: [
        { id: 'a', name: '', quantity: '0', subTotal: '-1', tax: '1,5,5', total: 'abc' },
        { id: '', name: '', quantity: '', subTotal: '', tax: '', total: '' },
      ],
    });
    expect(e).toMatchObject({
      'products.0.quantity': 'Quantity must be more than 0.',
      'products.0.subTotal': 'Subtotal cannot be negative.',
      'products.0.tax': expect.stringMatching(/Enter a number/) as unknown,
      'products.0.total': expect.stringMatching(/Enter a number/) as unknown,
      'products.1.name': expect.stringMatching(/ID or a name/) as unknown,
      'products.1.quantity': 'Enter a quantity.',
      'products.1.subTotal': 'Enter the subtotal, or a unit price.',
    });
  });

  it('refuses infinite numbers', () => {
    expect(errors({ commission: '1e999' }).commission).toMatch(/too large/);
  });

  it('validates email, IP and country', () => {
    const e = errors({
      customer: { name: '', phone: '', email: 'nope', ip: '300.1.1.1', country: 'XX' },
    });
    expect(Object.keys(e).sort()).toEqual(['customer.country', 'customer.email', 'customer.ip']);
  });

  it('flags metadata rows with no key, repeated keys and bad values', () => {
    const e = errors({
      metadataRows: [
        { key: '', type: 'text', value: 'x' },
        { key: 'a', type: 'number', value: 'ten' },
        { key: 'a', type: 'json', value: '{' },
      ],
    });
    expect(Object.keys(e).sort()).toEqual([
      'metadataRows.0.key',
      'metadataRows.1.value',
      'metadataRows.2.key',
      'metadataRows.2.value',
    ]);
  });

  it('refuses a time that is not a date', () => {
    expect(errors({ orderTime: 'tomorrow' }).orderTime).toBeDefined();
  });
});

describe('the form schema: text as typed -> an OrderDraft', () => {
  const read = (over: Parameters<typeof minimalForm>[0]) =>
    orderFormSchema({ strict: true }).parse(minimalForm(over));

  it('reads decimals, the local time, three-way choices and metadata rows into typed values', () => {
    const draft = read({
      products: [{ id: ' a ', name: '', quantity: '1.5', subTotal: '2', tax: '', total: '' }],
      isRoyalty: 'yes',
      custom: 'unset',
      commission: '',
      orderTime: '2026-03-01T10:20',
      metadataRows: [{ key: 'score', type: 'number', value: '4.5' }],
    });
    expect(draft).toMatchObject({
      referralCode: 'ALICE10',
      products: [{ id: ' a ', name: '', quantity: 1.5, subTotal: 2 }],
      isRoyalty: true,
      timestamp: new Date(2026, 2, 1, 10, 20).getTime(),
      metadata: { score: 4.5 },
    });
    expect(draft.products[0]?.tax).toBeUndefined();
    expect(draft.custom).toBeUndefined();
    expect(draft.commission).toBeUndefined();
  });

  it('reads only the metadata editor in use', () => {
    const rows = [{ key: 'a', type: 'number' as const, value: 'ten' }];
    expect(
      read({ metadataMode: 'json', metadataJson: '{"b": 1}', metadataRows: rows }).metadata,
    ).toEqual({
      b: 1,
    });
  });
});

describe('buildOrder: every problem at once, at its form field', () => {
  it('reports what cannot be read together with what the rules refuse', () => {
    expect(
      errors({
        referralCode: '',
        products: [{ id: '', name: '', quantity: 'two', subTotal: '5', tax: '1,5,5', total: '' }],
        orderTime: 'soon',
        metadataMode: 'json',
        metadataJson: '[1]',
      }),
    ).toEqual({
      referralCode: "Enter the affiliate's referral code.",
      'products.0.name': 'Give the product an ID or a name.',
      'products.0.quantity': 'Enter a number, e.g. 12.50.',
      'products.0.tax': 'Enter a number, e.g. 12.50.',
      orderTime: 'Enter a date and time, or press Now.',
      metadataJson: 'Metadata must be a JSON object, e.g. {"channel": "newsletter"}.',
    });
  });
});

describe('totalMismatch', () => {
  it('flags a Total that differs from Subtotal + Tax', () => {
    expect(
      totalMismatch({ id: '', name: '', quantity: '1', subTotal: '10', tax: '2', total: '13' }),
    ).toMatch(/12/);
    expect(
      totalMismatch({ id: '', name: '', quantity: '1', subTotal: '10', tax: '2', total: '12' }),
    ).toBeUndefined();
    expect(
      totalMismatch({ id: '', name: '', quantity: '1', subTotal: '10', tax: '', total: '' }),
    ).toBeUndefined();
  });
});

describe('every built body passes the contract schema', () => {
  it('for a full form', () => {
    const order = body({
      coupons: ['A'],
      paid: true,
      isRoyalty: 'no',
      notes: 'n',
      orderTime: '2026-01-01T00:00',
      metadataRows: [{ key: 'k', type: 'text', value: 'v' }],
      customer: { name: 'A', phone: '1', email: 'a@b.co', ip: '1.2.3.4', country: 'FR' },
    });
    expect(orderSchema.safeParse(order).success).toBe(true);
  });
});
