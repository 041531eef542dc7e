// Stripe Dashboard -> Payments -> Export: one payment per row, an amount and no
// lines. Times are UTC (the header says so); the currency is lower case; a
// partial refund keeps Status "Paid" and shows only in Amount Refunded; failed
// and incomplete payments are in the file too. A charge with Captured "false" was
// only authorised: no money was taken.
import { statusFromFields } from '../read/order-status';
import type { PresetDefinition } from './types';

export const stripe: PresetDefinition = {
  id: 'stripe',
  name: 'Stripe payments',
  detect: [
    ['id', 'Created date (UTC)', 'Amount', 'Status'],
    ['id', 'Created (UTC)', 'Amount', 'Status'],
  ],
  columns: {
    orderId: 'id',
    timestamp: ['Created date (UTC)', 'Created (UTC)'],
    financialStatus: 'Status',
    refundedAmount: 'Amount Refunded',
    currency: 'Currency',
    orderTotal: 'Amount',
    orderTax: 'Tax',
    'customer.email': 'Customer Email',
    'product.name': 'Description',
  },
  status: (ctx) => {
    // A row without a charge ID is no charge (an incomplete payment, or its repeat).
    if (ctx.column('id').trim() === '')
      return { key: 'no charge id', settled: false, reason: 'no charge ID: not a charge' };
    const status = statusFromFields(ctx);
    if (status.settled && ctx.column('Captured').trim().toLowerCase() === 'false')
      return { key: 'not captured', settled: false, reason: 'authorised, not captured' };
    return status;
  },
};
