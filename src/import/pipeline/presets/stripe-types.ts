// What Stripe's balance transaction types and reporting categories mean for an
// import (docs: "Balance transaction types" and "Reporting categories"). Sales and
// refunds are answered; payouts, transfers, fees and other balance movements never
// go out as orders (../read/value-meanings.ts knows those by their words);
// adjustments, disputes and refund failures are asked.
import type { Documented } from '../read/value-meanings';

const notSale = (reason: string): Documented => ({ meaning: 'not-sale', reason, fixed: true });

export const STRIPE_TYPES: Readonly<Record<string, Documented>> = {
  charge: { meaning: 'sale' },
  payment: { meaning: 'sale' },
  refund: { meaning: 'refund' },
  payment_refund: { meaning: 'refund' },
  payment_failure_refund: { meaning: 'refund', reason: 'a bank payment that failed' },
  charge_failure: { meaning: 'refund', reason: 'a bank debit that failed after the charge' },
  payment_failure: { meaning: 'refund', reason: 'a bank payment that failed after the charge' },
  partial_capture_reversal: {
    meaning: 'refund',
    reason: 'the part of an authorisation that was not captured',
  },
  payout: notSale('a payout to the bank'),
  payout_failure: notSale('a payout that failed and came back from the bank'),
  payout_cancel: notSale('a payout cancelled'),
  payout_reversal: notSale('a payout reversed'),
  payout_minimum_balance_hold: notSale('a minimum balance held back from a payout'),
  payout_minimum_balance_release: notSale('a minimum balance released'),
  stripe_fee: notSale('a Stripe fee'),
  fee: notSale('a fee'),
  network_cost: notSale('card network costs'),
  risk_reserved_funds: notSale('funds held in reserve'),
  unreconciled_customer_funds: notSale('customer funds not yet matched to a payment'),
  obligation: notSale('an amount owed to Stripe'),
  anticipation_repayment: notSale('a repayment of an advance'),
};
