// Which rows are sales, by each platform's own columns (the rule lives in the preset).
import { describe, expect, it } from 'vitest';
import type { StatusContext } from '../../src/import/pipeline/read/order-status';
import { paypal } from '../../src/import/pipeline/presets/paypal';
import { stripe } from '../../src/import/pipeline/presets/stripe';

const row =
  (cells: Record<string, string>, total: number, status = 'Completed') =>
  (): StatusContext => ({
    status,
    cancelledAt: '',
    refunded: undefined,
    total,
    column: (h) => cells[h] ?? '',
  });

const paypalStatus = (type: string, impact: string, total: number, reference = '') => {
  if (!paypal.status) throw new Error('PayPal has its own status rule');
  return paypal.status(
    row({ Type: type, 'Balance Impact': impact, 'Reference Txn ID': reference }, total)(),
  );
};

describe('PayPal: a sale is money received from a buyer', () => {
  it.each([
    ['Express Checkout Payment'],
    ['Website Payment'],
    ['Subscription Payment'],
    ['Mobile Payment'],
  ])('%s with Balance Impact Credit is a sale', (type) => {
    expect(paypalStatus(type, 'Credit', 75).settled).toBe(true);
  });

  it.each([
    ['Invoice Sent', 'an invoice sent'],
    ['General Authorization', 'an authorisation'],
    ['Reauthorization', 'an authorisation'],
    ['Account Hold for Open Authorization', 'a hold'],
    // Even a payment type moves no money while it is a memo (a pending payment).
    ['Express Checkout Payment', 'a payment not completed'],
  ])('%s with Balance Impact Memo moves no money', (type, kind) => {
    expect(paypalStatus(type, 'Memo', 60)).toEqual({
      key: type.toLowerCase(),
      settled: false,
      reason: `moves no money (Memo: ${kind})`,
    });
  });

  it.each([
    ['Non Reference Credit Payment', 'Non Reference Credit Payment'],
    ['Bank Deposit to PP Account', 'bank deposit'],
    ['PayPal Debit Card Cash Back', 'debit card cash back'],
    ['General PayPal Debit Card Transaction', 'debit card spending'],
    ['General Withdrawal', 'money moved between accounts'],
  ])('%s is not a sale, though it may be a credit', (type, why) => {
    expect(paypalStatus(type, 'Credit', 25).reason).toBe(`not a sale (${why})`);
  });

  it('a refund row counts against the payment it points at', () => {
    expect(paypalStatus('Payment Refund', 'Debit', -20, '5TK88213XB402774M').refundOf).toEqual({
      orderId: '5TK88213XB402774M',
      amount: 20,
    });
  });

  it('money received with no item, invoice or payment it answers is held for a person', () => {
    const held = paypal.status?.(
      row({ Type: 'Mobile Payment', 'Balance Impact': 'Credit' }, 100)(),
    );
    expect(held?.settled).toBe(true);
    expect(held?.hold).toMatch(/no item or invoice/);
    const sale = paypal.status?.(
      row({ Type: 'Mobile Payment', 'Balance Impact': 'Credit', 'Item Title': 'Mug' }, 100)(),
    );
    expect(sale).not.toHaveProperty('hold');
  });

  it('without a Balance Impact column, money going out is not a sale', () => {
    expect(paypalStatus('Website Payment', '', -10).settled).toBe(false);
    expect(paypalStatus('Website Payment', '', 10).settled).toBe(true);
  });
});

describe('Stripe: a charge is a sale once captured', () => {
  const status = (cells: Record<string, string>, word: string) => {
    if (!stripe.status) throw new Error('Stripe has its own status rule');
    return stripe.status(row(cells, 50, word)());
  };
  it('a Paid charge not captured is left out as only authorised', () => {
    expect(status({ id: 'ch_1', Captured: 'false' }, 'Paid')).toEqual({
      key: 'not captured',
      settled: false,
      reason: 'authorised, not captured',
    });
    expect(status({ id: 'ch_1', Captured: 'true' }, 'Paid').settled).toBe(true);
  });
  it('a row without a charge ID is no charge', () => {
    expect(status({ Captured: 'true' }, 'succeeded')).toMatchObject({ settled: false });
  });
});
