// WooCommerce order CSV: the Customer/Order/Coupon Export layout ("one row per
// line item", snake_case keys, order columns repeated on every row, any
// delimiter) and the "Order Status / Item Name" layout of other exporters. Item
// money is net of tax, after coupons, with its own tax; shipping is net with its
// tax apart. Times are the site's local time, without a zone.
import type { ColumnReader, PresetDefinition } from './types';

/** "id:1|code:herbst10|amount:5.48;id:2|code:x|…" -> "herbst10, x". */
const packedCodes = (column: ColumnReader) =>
  column('coupon_items')
    .split(';')
    .map((item) => /(?:^|\|)code:([^|]*)/.exec(item)?.[1]?.trim() ?? '')
    .filter(Boolean)
    .join(', ');

export const woocommerceCsv: PresetDefinition = {
  id: 'woocommerce-csv',
  name: 'WooCommerce orders (CSV)',
  detect: [
    ['order_id', 'status', 'order_total', 'item_name'],
    ['Order Status', 'Item Name', 'Order Total Amount'],
  ],
  columns: {
    orderId: ['order_id', 'Order ID', 'Order Number'],
    timestamp: ['date', 'Order Date'],
    financialStatus: ['status', 'Order Status'],
    refundedAmount: ['refunded_total', 'Order Refund Amount'],
    currency: ['order_currency', 'Order Currency'],
    orderTotal: ['order_total', 'Order Total Amount'],
    orderTax: ['tax_total', 'Order Total Tax Amount'],
    shipping: ['shipping_total', 'Order Shipping Amount'],
    shippingTax: ['shipping_tax_total', 'Order Shipping Tax Amount'],
    coupons: ['coupon_items', 'Coupon Code'],
    notes: ['customer_note', 'Customer Note'],
    'customer.email': ['billing_email', 'Email (Billing)'],
    'customer.name': ['billing_first_name', 'First Name (Billing)'],
    'customer.phone': ['billing_phone', 'Phone (Billing)'],
    'customer.country': ['billing_country', 'Country Code (Billing)'],
    'product.id': ['item_sku', 'SKU'],
    'product.name': ['item_name', 'Item Name'],
    'product.quantity': ['item_quantity', 'Quantity'],
    'product.price': ['item_price', 'Item Cost'],
    'product.subTotal': ['item_total'],
    'product.tax': ['item_total_tax'],
  },
  money: { linePriceBeforeCoupons: true },
  transforms: {
    coupons: { from: 'coupon_items', read: packedCodes },
    'customer.name': {
      from: 'billing_first_name',
      read: (column) => `${column('billing_first_name')} ${column('billing_last_name')}`.trim(),
    },
  },
};
