// Stripe Reports -> Balance -> "Itemized balance change from activity"
// (balance_change_from_activity.itemized.*): a row per balance transaction, its
// reporting_category saying what it is. charge_id names the original charge on a
// charge's and on its refunds' rows alike, so a refund is netted against its sale;
// source_id is the object itself (ch_, re_, po_…). gross is signed, in the balance's
// currency; fee and net are Stripe's. Times are UTC.
import type { PresetDefinition } from './types';
import { STRIPE_TYPES } from './stripe-types';

export const stripeItemised: PresetDefinition = {
  id: 'stripe-itemised',
  name: 'Stripe itemised balance change',
  detect: [['balance_transaction_id', 'created_utc', 'reporting_category', 'gross', 'currency']],
  columns: {
    orderId: ['charge_id', 'source_id', 'balance_transaction_id'],
    timestamp: ['created_utc', 'created'],
    currency: 'currency',
    orderTotal: 'gross',
    'customer.email': 'customer_email',
    'customer.name': 'customer_name',
    'product.name': 'description',
  },
  netOfFees: { total: 'gross', fees: 'fee', net: 'net' },
  values: { column: 'reporting_category', documented: STRIPE_TYPES },
};
