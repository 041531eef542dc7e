import { describe, expect, it } from 'vitest';
import { buildOrders } from '../../src/import/build/build-orders';
import { checkEditedOrder, editableJson } from '../../src/import/build/check-edited-order';
import { guessMapping } from '../../src/import/mapping/fields';

const check = (order: unknown, code = 'ALICE10') => checkEditedOrder(code, JSON.stringify(order));

describe('checkEditedOrder', () => {
  it('reads numbers, yes/no and times written as text, as files write them', () => {
    expect(
      check({
        orderId: ' J1 ',
        timestamp: '2025-10-07 09:50:26 +0200',
        paid: 'yes',
        commission: '1,5',
        customer: { phone: 4930123, country: 'de' },
        products: [{ id: 'p', quantity: '2', price: '€ 9,99', tax: '1.00' }],
      }),
    ).toEqual({
      ok: true,
      code: 'ALICE10',
      order: {
        orderId: 'J1',
        timestamp: Date.UTC(2025, 9, 7, 7, 50, 26),
        paid: true,
        commission: 1.5,
        customer: { phone: '4930123', country: 'DE' },
        products: [{ id: 'p', quantity: 2, subTotal: 19.98, tax: 1, total: 20.98 }],
      },
    });
  });

  it('says what cannot be read first, then what the order rules refuse, by path', () => {
    expect(
      check(
        {
          orderId: 'J1',
          timestamp: 'tomorrow',
          customer: { email: 'nope' },
          products: [
            { id: 'p', quantity: '1,234', subTotal: 5 },
            { quantity: 1, subTotal: 1 },
          ],
          metadata: [1],
        },
        ' ',
      ),
    ).toEqual({
      ok: false,
      errors: [
        'products.0.quantity: "1,234" could be 1234 or 1.234: write it without a thousands separator.',
        'timestamp: "tomorrow" is not a date this console reads (ISO 8601, "2025-10-07 09:50:26 +0200", or epoch seconds/milliseconds).',
        'metadata: Metadata must be a JSON object, e.g. {"channel": "newsletter"}.',
        "referralCode: Enter the affiliate's referral code.",
        'products.1.name: Give the product an ID or a name.',
        'customer.email: Enter an email address such as name@example.com.',
      ],
    });
  });

  it('refuses text that is not a JSON object', () => {
    expect(checkEditedOrder('A', '{oops')).toMatchObject({ ok: false });
    expect(checkEditedOrder('A', '[1]')).toEqual({
      ok: false,
      errors: ['The order must be a JSON object.'],
    });
  });

  it('turns an imported order with a bad cell into a valid one once the cell is fixed', () => {
    const headers = ['order', 'code', 'qty', 'price', 'sku'];
    const [imported] = buildOrders(
      headers,
      [['A1', 'X', '2', '1,234', 'S']],
      guessMapping(headers),
    );
    expect(imported?.status).toBe('invalid');
    const draft = JSON.parse(editableJson(imported?.order, imported?.draft)) as {
      products: { price: unknown }[];
    };
    expect(draft.products[0]?.price).toBe('1,234');
    draft.products[0] = { ...draft.products[0], price: '1234' };
    expect(check(draft, 'X')).toMatchObject({
      ok: true,
      order: { orderId: 'A1', products: [{ id: 'S', quantity: 2, subTotal: 2468, total: 2468 }] },
    });
  });
});
