// Square Dashboard -> Transactions -> Export "Transactions CSV" (transactions-*.csv):
// a row per payment and one per refund, sharing the Transaction ID; Event Type says
// which. Amounts carry the currency sign ("$1,149.00", "-$0.95", "($33.62)" once
// opened in a spreadsheet). Total Collected holds the tip, which is the staff's, not
// the goods': the order total is Total Collected less Tip. Fees are Square's.
// Date and Time are the location's wall time in Time Zone ("Pacific Time (US &
// Canada)"). The export has no currency column.
import { normaliseNumber } from '../read/values';
import type { PresetDefinition } from './types';

/** Total Collected less Tip, as text; the column as written when either cannot be read. */
function collectedLessTip(column: (h: string) => string): string {
  const total = normaliseNumber(column('Total Collected'));
  const tip = normaliseNumber(column('Tip'));
  if (!total.ok || !tip.ok || total.value === '') return column('Total Collected');
  const cents = Math.round(Number(total.value) * 100) - Math.round(Number(tip.value || 0) * 100);
  return (cents / 100).toFixed(2);
}

export const squareTransactions: PresetDefinition = {
  id: 'square-transactions',
  name: 'Square transactions',
  detect: [['Date', 'Time', 'Time Zone', 'Gross Sales', 'Total Collected', 'Transaction ID']],
  columns: {
    orderId: 'Transaction ID',
    timestamp: 'Date',
    timeOfDay: 'Time',
    rowTimeZone: 'Time Zone',
    financialStatus: 'Transaction Status',
    orderTotal: 'Total Collected',
    // The goods after discounts, before tax: Total Collected less Tip must leave them and the
    // tax, or a service charge or a gift card sold is in it (held, never sent as goods).
    orderSubtotal: 'Net Sales',
    orderTax: 'Tax',
    'customer.name': 'Customer Name',
    'product.name': 'Description',
  },
  transforms: { orderTotal: { from: 'Total Collected', read: collectedLessTip } },
  dateFormatHint: 'mdy-slash',
  netOfFees: { total: 'Total Collected', fees: 'Fees', net: 'Net Total', feesNegative: true },
  values: {
    column: 'Event Type',
    documented: { payment: { meaning: 'sale' }, refund: { meaning: 'refund' } },
  },
};
