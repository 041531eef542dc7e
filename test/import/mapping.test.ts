import { describe, expect, it } from 'vitest';
import { detectPreset } from '../../src/import/steps/mapping/detect-preset';
import { guessMapping } from '../../src/import/pipeline/fields';
import { normaliseHeader } from '../../src/tables/guess-columns';

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
      detectPreset(['Name', 'Email', 'Financial Status', 'Lineitem name', 'Lineitem quantity'])?.id,
    ).toBe('shopify-csv');
    expect(detectPreset(['Name', 'Email'])).toBeUndefined();
    expect(normaliseHeader('Lineitem_SKU ')).toBe('lineitemsku');
  });

  it('does not take a line number ("Item #") for the product name', () => {
    const m = guessMapping(['Order #', 'Item #', 'Item Name', 'Order Status']);
    expect(m['product.name']).toEqual({ kind: 'column', column: 'Item Name' });
    expect(m.orderId).toEqual({ kind: 'column', column: 'Order #' });
    expect(m.financialStatus).toEqual({ kind: 'column', column: 'Order Status' });
  });

  it('never guesses Paid from a column called paid', () => {
    expect(guessMapping(['Paid', 'Order ID']).paid).toBeUndefined();
  });
});
