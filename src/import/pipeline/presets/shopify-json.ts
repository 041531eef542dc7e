// Shopify REST Admin API orders ({"orders": [...]}), flattened by the parser to
// one row per line item with dotted names (line_items.price); money in arrays of
// objects is summed (line_items.tax_lines.price). Money is strings;
// taxes_included says whether prices include tax; a line's discounts are in its
// discount_allocations (total_discount stays 0 for code and automatic
// discounts); its tax_lines hold its own tax, so shipping's is what is left of
// total_tax. Refunds show as total_price less current_total_price.
import { statusFromFields } from '../read/order-status';
import type { PresetDefinition } from './types';

export const shopifyJson: PresetDefinition = {
  id: 'shopify-json',
  name: 'Shopify orders (REST JSON)',
  detect: [['name', 'financial_status', 'line_items.price', 'line_items.quantity']],
  columns: {
    orderId: 'name',
    timestamp: ['created_at', 'processed_at'],
    financialStatus: 'financial_status',
    cancelledAt: 'cancelled_at',
    currency: 'currency',
    orderTotal: 'total_price',
    orderSubtotal: 'subtotal_price',
    orderDiscount: 'total_discounts',
    orderTax: 'total_tax',
    shipping: ['total_shipping_price_set.shop_money.amount', 'shipping_lines.price'],
    grossPrices: 'taxes_included',
    coupons: 'discount_codes.code',
    notes: 'note',
    'customer.email': ['email', 'contact_email'],
    'customer.name': 'billing_address.name',
    'customer.phone': 'billing_address.phone',
    'customer.country': 'billing_address.country_code',
    'product.id': ['line_items.sku', 'line_items.variant_id'],
    'product.name': 'line_items.name',
    'product.quantity': 'line_items.quantity',
    'product.price': 'line_items.price',
    'product.discount': ['line_items.discount_allocations.amount', 'line_items.total_discount'],
    'product.tax': 'line_items.tax_lines.price',
  },
  money: { discountIncludesLineDiscounts: true },
  status: (ctx) => {
    const current = Number(ctx.column('current_total_price'));
    const refunded =
      ctx.column('current_total_price') !== '' && ctx.total !== undefined && current < ctx.total
        ? Math.round((ctx.total - current) * 100) / 100
        : ctx.refunded;
    return statusFromFields({ ...ctx, refunded });
  },
};
