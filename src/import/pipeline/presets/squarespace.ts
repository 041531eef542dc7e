// Squarespace Commerce -> Orders -> Download CSV: one row per line item, the order's
// figures on its first row only. Total = Subtotal − Discount Amount + Shipping + Taxes
// where prices are without tax (the Subtotal is before the discount); a site that
// prices with tax leaves Taxes inside: no column says which, so the totals decide.
// Financial Status is PAID, PENDING or refunded; Amount Refunded holds what went back
// (the order stays PAID while part is refunded). Times are the site's, without a zone.
import type { PresetDefinition } from './types';

export const squarespace: PresetDefinition = {
  id: 'squarespace',
  name: 'Squarespace orders',
  detect: [['Order ID', 'Financial Status', 'Amount Refunded', 'Lineitem name']],
  columns: {
    orderId: 'Order ID',
    timestamp: 'Created at',
    financialStatus: 'Financial Status',
    cancelledAt: 'Cancelled at',
    refundedAmount: 'Amount Refunded',
    currency: 'Currency',
    orderTotal: 'Total',
    orderSubtotal: 'Subtotal',
    orderDiscount: 'Discount Amount',
    orderTax: 'Taxes',
    shipping: 'Shipping',
    coupons: 'Discount Code',
    notes: 'Private Notes',
    'customer.email': 'Email',
    'customer.name': 'Billing Name',
    'customer.phone': 'Billing Phone',
    'product.id': 'Lineitem sku',
    'product.name': 'Lineitem name',
    'product.quantity': 'Lineitem quantity',
    'product.price': 'Lineitem price',
  },
  money: { subtotalBeforeDiscount: true },
  dateFormatHint: 'mdy-slash',
  knownColumns: [
    {
      columns: [
        'Shipping Name',
        'Shipping Address1',
        'Shipping Address2',
        'Shipping City',
        'Shipping Zip',
        'Shipping Province',
        'Shipping Country',
        'Shipping Phone',
        'Shipping Method',
      ],
      note: 'the delivery address and method, not money',
    },
  ],
};
