import { describe, expect, it } from 'vitest';
import { guessMapping, looksLikeShopify, normaliseHeader } from '../../src/import/mapping/fields';

describe('guessMapping', () => {
  it('matches header names ignoring case, spaces and punctuation, and synonyms', () => {
    const m = guessMapping([
      'Order_ID',
      'Referral Code',
      'SKU',
      'Qty',
      'Unit Price',
      'E-mail',
      'Created At',
      'Coupon',
      'VAT',
      'Country Code',
    ]);
    expect(m).toMatchObject({
      orderId: { kind: 'column', column: 'Order_ID' },
      referralCode: { kind: 'column', column: 'Referral Code' },
      'product.id': { kind: 'column', column: 'SKU' },
      'product.quantity': { kind: 'column', column: 'Qty' },
      'product.price': { kind: 'column', column: 'Unit Price' },
      'customer.email': { kind: 'column', column: 'E-mail' },
      timestamp: { kind: 'column', column: 'Created At' },
      coupons: { kind: 'column', column: 'Coupon' },
      'product.tax': { kind: 'column', column: 'VAT' },
      'customer.country': { kind: 'column', column: 'Country Code' },
    });
  });

  it('maps the contract field names of a JSON file exactly', () => {
    const m = guessMapping(['orderId', 'customer.email', 'product.subTotal', 'product.total']);
    expect(m['product.subTotal']).toEqual({ kind: 'column', column: 'product.subTotal' });
    expect(m['product.total']).toEqual({ kind: 'column', column: 'product.total' });
    expect(m['customer.email']).toEqual({ kind: 'column', column: 'customer.email' });
  });

  it('never guesses Paid: it means an affiliate payout, which no header name tells', () => {
    const m = guessMapping(['paid', 'Is Paid', 'Financial Status', 'Paid at']);
    expect(m.paid).toBeUndefined();
    expect(m.financialStatus).toEqual({ kind: 'column', column: 'Financial Status' });
  });

  it('uses a column only once', () => {
    const m = guessMapping(['Total']);
    expect(Object.values(m)).toHaveLength(1);
  });

  it('recognises a Shopify export', () => {
    expect(
      looksLikeShopify(['Name', 'Email', 'Financial Status', 'Lineitem name', 'Lineitem quantity']),
    ).toBe(true);
    expect(looksLikeShopify(['Name', 'Email'])).toBe(false);
    expect(normaliseHeader('Lineitem_SKU ')).toBe('lineitemsku');
  });
});
