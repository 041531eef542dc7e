// PayPal Activity download (Download.CSV): every money movement is a row. Date
// follows the account's locale (MM/DD or DD/MM), Time and a zone abbreviation
// are apart; Gross is signed and includes shipping. Refunds are their own rows
// pointing at the payment (Reference Txn ID); withdrawals and holds are no sales.
import { classifyStatus, type OrderStatus } from '../../build/order-status';
import type { PresetDefinition } from './types';

const SALE = /payment|checkout|purchase|sale|subscription|invoice|donation/i;

export const paypal: PresetDefinition = {
  id: 'paypal',
  name: 'PayPal activity',
  detect: [['Date', 'Time', 'TimeZone', 'Gross', 'Transaction ID']],
  columns: {
    orderId: 'Transaction ID',
    timestamp: 'Date',
    timeOfDay: 'Time',
    rowTimeZone: 'TimeZone',
    financialStatus: 'Status',
    currency: 'Currency',
    orderTotal: 'Gross',
    orderTax: 'Sales Tax',
    shipping: 'Shipping and Handling Amount',
    'customer.email': 'From Email Address',
    'customer.name': 'Name',
    'customer.country': 'Country Code',
    'product.id': 'Item ID',
    'product.name': 'Item Title',
    'product.quantity': 'Quantity',
  },
  status: (ctx): OrderStatus => {
    const type = ctx.column('Type').trim();
    const reference = ctx.column('Reference Txn ID').trim();
    if (/refund|reversal/i.test(type) && reference !== '')
      return {
        key: type.toLowerCase(),
        settled: false,
        reason: `refunds ${reference}`,
        refundOf: { orderId: reference, amount: Math.abs(ctx.total ?? 0) },
      };
    if ((ctx.total ?? 0) < 0 || (type !== '' && !SALE.test(type)))
      return { key: type.toLowerCase() || 'not a sale', settled: false, reason: 'not a sale' };
    return classifyStatus(ctx.status);
  },
};
