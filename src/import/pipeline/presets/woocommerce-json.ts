// WooCommerce REST API v3 orders, flattened to one row per line item. Line
// totals and shipping are net of tax even when prices_include_tax is true; use
// date_created_gmt (UTC, written without a Z); refunds carry negative totals.
import type { PresetDefinition } from './types';

export const woocommerceJson: PresetDefinition = {
  id: 'woocommerce-json',
  name: 'WooCommerce orders (REST JSON)',
  detect: [['prices_include_tax', 'line_items.total', 'status']],
  columns: {
    orderId: ['number', 'id'],
    timestamp: ['date_created_gmt', 'date_created'],
    financialStatus: 'status',
    refundedAmount: 'refunds.total',
    currency: 'currency',
    orderTotal: 'total',
    orderTax: 'total_tax',
    shipping: 'shipping_total',
    shippingTax: 'shipping_tax',
    grossPrices: 'prices_include_tax',
    coupons: 'coupon_lines.code',
    notes: 'customer_note',
    'customer.email': 'billing.email',
    'customer.name': 'billing.first_name',
    'customer.phone': 'billing.phone',
    'customer.country': 'billing.country',
    'customer.ip': 'customer_ip_address',
    'product.id': ['line_items.sku', 'line_items.product_id'],
    'product.name': 'line_items.name',
    'product.quantity': 'line_items.quantity',
    'product.price': 'line_items.price',
    'product.subTotal': 'line_items.total',
    'product.tax': 'line_items.total_tax',
  },
  money: { linePriceBeforeCoupons: true },
  transforms: {
    'customer.name': {
      from: 'billing.first_name',
      read: (column) => `${column('billing.first_name')} ${column('billing.last_name')}`.trim(),
    },
  },
};
