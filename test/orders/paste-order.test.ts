import { describe, expect, it } from 'vitest';
import { pastedToCommissionForm } from '../../src/commissions/paste-commission';
import { emptyCommissionForm } from '../../src/commissions/commission-form-values';
import { toLocalInput } from '../../src/orders/local-time';
import { emptyOrderForm } from '../../src/orders/order-form-values';
import { pastedToOrderForm } from '../../src/orders/paste-order';
import { readPaste, type PastedRequest } from '../../src/paste';

function pasted(text: string): PastedRequest {
  const read = readPaste(text);
  if (!read.ok) throw new Error(read.problem);
  return read.request;
}

const FULL = {
  orderId: 'ORD-77',
  products: [
    { id: 'SKU-1', name: 'Mug', quantity: 2, subTotal: 20, tax: 4, total: 24 },
    { id: 'SKU-2', name: 'Tea', quantity: 1, subTotal: 5.5, tax: 0.5, total: 6 },
  ],
  customer: {
    name: 'Ann Lee',
    phone: '+49 30 1234',
    email: 'ann@example.com',
    ip: '203.0.113.7',
    country: 'DE',
  },
  coupons: ['SAVE10', 'WELCOME'],
  metadata: { channel: 'newsletter', visits: 3, vip: true, tags: ['a'] },
  paid: true,
  isRoyalty: false,
  custom: true,
  commission: 2.5,
  notes: 'Phone order',
  timestamp: 1759847400000,
};

describe('a pasted order body -> the order form', () => {
  it('fills every field of the contract and lists nothing', () => {
    const result = pastedToOrderForm(pasted(JSON.stringify(FULL)), 'ALICE10');
    expect(result).toEqual({
      ok: true,
      notFilled: [],
      notes: [],
      values: {
        ...emptyOrderForm('ALICE10'),
        orderId: 'ORD-77',
        products: [
          {
            id: 'SKU-1',
            name: 'Mug',
            // The row-money model: 20 for 2 is 10 a unit, 4 on 20 is 20 %, 24 adds up.
            quantity: '2',
            unitPrice: '10',
            subTotal: '20',
            tax: '4',
            taxRate: '20',
            total: '',
          },
          {
            id: 'SKU-2',
            name: 'Tea',
            quantity: '1',
            unitPrice: '5.5',
            subTotal: '5.5',
            tax: '0.5',
            taxRate: '9', // 9 % of 5.5 is 0.495: 0.50
            total: '',
          },
        ],
        customer: FULL.customer,
        coupons: ['SAVE10', 'WELCOME'],
        metadataRows: [
          { key: 'channel', type: 'text', value: 'newsletter' },
          { key: 'visits', type: 'number', value: '3' },
          { key: 'vip', type: 'boolean', value: 'true' },
          { key: 'tags', type: 'json', value: '["a"]' },
        ],
        paid: true,
        isRoyalty: 'no',
        custom: 'yes',
        commission: '2.5',
        notes: 'Phone order',
        orderTime: toLocalInput(new Date(1759847400000)),
      },
    });
  });

  it('takes the referral code from the URL over the one typed', () => {
    const request = pasted(`curl https://h/v1/track/BOBBIKES -d '${JSON.stringify(FULL)}'`);
    expect(pastedToOrderForm(request, 'ALICE10')).toMatchObject({
      values: { referralCode: 'BOBBIKES' },
    });
  });

  it('lists unknown fields and wrong types, filling the rest', () => {
    const body = {
      orderId: 42,
      products: [{ id: 'SKU-1', sku: 'x', quantity: 'two', price: 3 }, 'nope'],
      customer: { email: 'a@b.c', city: 'Berlin', phone: 5 },
      coupons: ['A', 7],
      metadata: [1],
      paid: 'yes',
      isRoyalty: null,
      commission: '5',
      notes: null,
      timestamp: '2025-10-07T14:30:00Z',
      referral: 'ALICE10',
    };
    const result = pastedToOrderForm(pasted(JSON.stringify(body)), '');
    if (!result.ok) throw new Error(result.problem);
    expect(result.notFilled).toEqual([
      'orderId (expects text)',
      'products[0].sku (not in the order contract)',
      'products[0].quantity (expects a number)',
      'products[0].price (not in the order contract)',
      'products[1] (expects an object)',
      'customer.city (not in the order contract)',
      'customer.phone (expects text)',
      'coupons[1] (expects text)',
      'metadata (expects an object)',
      'paid (expects true or false)',
      'commission (expects a number or null)',
      'timestamp (expects epoch milliseconds (a whole number) or null)',
      'referral (not in the order contract)',
    ]);
    expect(result.values.products[0]?.id).toBe('SKU-1');
    expect(result.values.customer.email).toBe('a@b.c');
    expect(result.values.coupons).toEqual(['A']);
  });

  it('gives back the unit prices a History entry kept', () => {
    const entry = {
      method: 'POST',
      path: '/v1/track/ALICE10',
      requestBody: { orderId: 'O', products: [{ id: 'S', quantity: 3, subTotal: 59.97 }] },
      unitPrices: [19.99],
    };
    expect(pastedToOrderForm(pasted(JSON.stringify(entry)), '')).toMatchObject({
      values: { referralCode: 'ALICE10', products: [{ unitPrice: '19.99', subTotal: '59.97' }] },
    });
  });

  it('refuses a commission update and a body that is no object', () => {
    expect(
      pastedToOrderForm(pasted(`curl -X PATCH https://h/v1/affiliates/commissions -d '{}'`), ''),
    ).toMatchObject({ ok: false });
    expect(pastedToOrderForm(pasted('[1, 2]'), '')).toMatchObject({ ok: false });
  });
});

describe('a pasted commission update -> the commissions form', () => {
  it('fills every field', () => {
    const body = { id: 'aff-1002', commissions: { type: 1, applyIndividual: true, amount: 12.5 } };
    expect(pastedToCommissionForm(pasted(JSON.stringify(body)))).toEqual({
      ok: true,
      notFilled: [],
      values: {
        ...emptyCommissionForm('aff-1002'),
        typeChoice: '1',
        applyIndividual: 'yes',
        amount: '12.5',
      },
    });
  });

  it('lists what does not fit and refuses an order', () => {
    const body = {
      id: 'aff-1',
      commissions: { type: 1.5, applyIndividual: 'no', amount: 3, cap: 9 },
      x: 1,
    };
    expect(pastedToCommissionForm(pasted(JSON.stringify(body)))).toMatchObject({
      ok: true,
      values: { affiliateId: 'aff-1', amount: '3', typeChoice: '', applyIndividual: '' },
      notFilled: [
        'commissions.type (expects a whole number)',
        'commissions.applyIndividual (expects true or false)',
        'commissions.cap (not in the commissions contract)',
        'x (not in the commissions contract)',
      ],
    });
    expect(pastedToCommissionForm(pasted(`curl https://h/v1/track/A -d '{}'`))).toMatchObject({
      ok: false,
    });
  });
});
