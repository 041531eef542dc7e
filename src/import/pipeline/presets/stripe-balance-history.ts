// Stripe Dashboard -> Balance -> Export (balance_history.csv): every balance
// transaction is a row, its Type saying what it is: charges and payments are sales;
// a refund row carries its charge's ID in Source when the export gives it, and is
// then netted against that charge; payouts, payout failures, transfers and fees move
// no sale. Amount is signed, in the balance's currency; Fee and Net are Stripe's cost
// and what is left (not the buyer's money). Times are UTC (the header says so).
import type { PresetDefinition } from './types';
import { STRIPE_TYPES } from './stripe-types';

export const stripeBalanceHistory: PresetDefinition = {
  id: 'stripe-balance-history',
  name: 'Stripe balance history',
  detect: [['id', 'Type', 'Source', 'Amount', 'Fee', 'Net', 'Currency', 'Created (UTC)']],
  columns: {
    orderId: ['Source', 'id'],
    timestamp: 'Created (UTC)',
    currency: 'Currency',
    orderTotal: 'Amount',
    'customer.email': ['Customer Email', 'customer_email'],
    'product.name': 'Description',
  },
  netOfFees: { total: 'Amount', fees: 'Fee', net: 'Net' },
  values: { column: 'Type', documented: STRIPE_TYPES },
};
