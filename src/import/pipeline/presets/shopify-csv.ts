// Shopify admin "Export orders" CSV: one row per line item, order fields on the
// first row. Tax-inclusive shops write Total = Subtotal + Shipping with Taxes
// inside; Discount Amount already holds the line discounts; Taxes include the
// tax on shipping, taken out at the rate printed in the tax names.
import { statusFromFields } from '../read/order-status';
import { ratesInNames, type PresetDefinition } from './types';

/** The columns naming the order's taxes (asked for every order: the names built once). */
const TAX_NAMES = [1, 2, 3, 4, 5].map((n) => `Tax ${n} Name`);

export const shopifyCsv: PresetDefinition = {
  id: 'shopify-csv',
  name: 'Shopify orders',
  detect: [['Name', 'Financial Status', 'Lineitem name', 'Lineitem quantity']],
  columns: {
    orderId: 'Name',
    timestamp: 'Created at',
    financialStatus: 'Financial Status',
    cancelledAt: 'Cancelled at',
    refundedAmount: 'Refunded Amount',
    currency: 'Currency',
    orderTotal: 'Total',
    orderSubtotal: 'Subtotal',
    orderDiscount: 'Discount Amount',
    orderTax: 'Taxes',
    shipping: 'Shipping',
    duties: 'Duties',
    coupons: 'Discount Code',
    notes: 'Notes',
    'customer.email': 'Email',
    'customer.name': 'Billing Name',
    'customer.phone': 'Billing Phone',
    'customer.country': 'Billing Country',
    'product.id': 'Lineitem sku',
    'product.name': 'Lineitem name',
    'product.quantity': 'Lineitem quantity',
    'product.price': 'Lineitem price',
    'product.discount': 'Lineitem discount',
  },
  // partially_paid: a deposit paid, the rest outstanding; what the shop has is for a person to say.
  status: (ctx) =>
    /^partially[_ ]paid$/i.test(ctx.status.trim())
      ? {
          key: ctx.status.trim().toLowerCase(),
          settled: true,
          hold: `partly paid, ${ctx.column('Outstanding Balance') || 'an unknown amount'} outstanding`,
        }
      : statusFromFields(ctx),
  // Money columns this preset leaves unread on purpose: named in the money check with why.
  knownColumns: [
    {
      columns: [1, 2, 3, 4, 5].map((n) => `Tax ${n} Value`),
      note: 'one tax line of Taxes, which is read',
    },
    {
      columns: ['Lineitem compare at price'],
      note: 'the list price before a sale: not what the buyer paid',
    },
    {
      columns: ['Outstanding Balance'],
      note: 'what the buyer still owes: a partly paid order is held for a person',
    },
  ],
  money: {
    discountIncludesLineDiscounts: true,
    shippingTaxRate: (column) =>
      ratesInNames(TAX_NAMES.map((name) => column(name)).filter(Boolean)),
  },
};
