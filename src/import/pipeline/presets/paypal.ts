// PayPal Activity download (Download.CSV): every money movement is a row. Date
// follows the account's locale (MM/DD or DD/MM), Time and a zone abbreviation
// are apart; Gross is signed and includes shipping. Refunds are their own rows
// pointing at the payment (Reference Txn ID).
//
// A sale is money received from a buyer: Balance Impact "Credit" and a payment
// type. "Memo" rows move no money (invoices sent, authorisations, holds and their
// releases): an invoice paid later shows again as a Website Payment, so sending
// the memo would count the sale twice. Credits that are not from a buyer (Non
// Reference Credit Payment, bank deposits, card cash back) and debit-card spending
// are not sales either.
import { classifyStatus, type OrderStatus } from '../read/order-status';
import type { PresetDefinition } from './types';

const SALE = /payment|checkout|subscription|donation|sale/i;

/** Types that are not money from a buyer, with the words the page shows for them. */
const NOT_SALES: [RegExp, string][] = [
  [/non reference credit/i, 'Non Reference Credit Payment'],
  [/deposit/i, 'bank deposit'],
  [/cash ?back/i, 'debit card cash back'],
  [/debit card/i, 'debit card spending'],
  [/withdrawal|transfer|conversion/i, 'money moved between accounts'],
];

/** What a Memo row is, in plain words. */
const memoKind = (type: string) =>
  /invoice/i.test(type)
    ? 'an invoice sent'
    : /hold/i.test(type)
      ? 'a hold'
      : /authori[sz]ation/i.test(type)
        ? 'an authorisation'
        : /payment/i.test(type)
          ? 'a payment not completed'
          : type || 'no money moved';

const notSale = (type: string, reason: string): OrderStatus => ({
  key: type.toLowerCase() || 'not a sale',
  settled: false,
  reason,
});

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
  netOfFees: { total: 'Gross', fees: 'Fee', net: 'Net', feesNegative: true },
  status: (ctx): OrderStatus => {
    const type = ctx.column('Type').trim();
    const impact = ctx.column('Balance Impact').trim().toLowerCase();
    const reference = ctx.column('Reference Txn ID').trim();
    if (impact === 'memo') return notSale(type, `moves no money (Memo: ${memoKind(type)})`);
    if (/refund|reversal/i.test(type) && reference !== '')
      return {
        key: type.toLowerCase(),
        settled: false,
        reason: `refunds ${reference}`,
        group: 'refund rows (each counted against its payment)',
        refundOf: { orderId: reference, amount: Math.abs(ctx.total ?? 0) },
      };
    const other = NOT_SALES.find(([re]) => re.test(type));
    if (other) return notSale(type, `not a sale (${other[1]})`);
    // Older downloads have no Balance Impact: the sign of Gross says which way money went.
    if ((impact !== '' && impact !== 'credit') || (ctx.total ?? 0) < 0 || !SALE.test(type))
      return notSale(type, 'not a sale');
    const status = classifyStatus(ctx.status);
    // Money in with no item, invoice or payment it answers: only a person can say it is a sale.
    const unexplained = ['Item ID', 'Item Title', 'Invoice Number'].every(
      (h) => ctx.column(h).trim() === '',
    );
    return unexplained && reference === '' && status.settled
      ? { ...status, hold: 'money received with no item or invoice: is it a sale?' }
      : status;
  },
};
