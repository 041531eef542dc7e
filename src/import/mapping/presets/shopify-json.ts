// Shopify REST Admin API orders ({"orders": [...]}), flattened by the parser to
// one row per line item with dotted names (line_items.price). Money is strings;
// taxes_included says whether prices include tax; a line's discounts are in its
// discount_allocations (total_discount stays 0 for code and automatic discounts).
import type { PresetDefinition } from './types';

const sumRates = (text: string) => {
  const rates = text
    .split(/[,;|]\s*/)
    .map(Number)
    .filter((r) => Number.isFinite(r) && r > 0);
  // The API writes rates as fractions (0.21).
  return rates.length > 0 ? rates.reduce((a, b) => a + b, 0) * 100 : undefined;
};

export const shopifyJson: PresetDefinition = {
  id: 'shopify-json',
  name: 'Shopify orders (REST JSON)',
  detect: [['name', 'financial_status', 'line_items.price', 'line_items.quantity']],
  columns: {
    orderId: 'name',
    timestamp: ['created_at', 'processed_at'],
    financialStatus: 'financial_status',
    cancelledAt: 'cancelled_at',
    refundedAmount: ['refunds.transactions.amount'],
    currency: 'currency',
    orderTotal: 'total_price',
    orderSubtotal: 'subtotal_price',
    orderDiscount: 'total_discounts',
    orderTax: 'total_tax',
    shipping: ['total_shipping_price_set.shop_money.amount', 'shipping_lines.price'],
    grossPrices: 'taxes_included',
    coupons: ['discount_codes.code', 'discount_codes'],
    notes: 'note',
    'customer.email': ['email', 'contact_email'],
    'customer.name': ['billing_address.name', 'customer.first_name'],
    'customer.phone': ['billing_address.phone', 'phone'],
    'customer.country': ['billing_address.country_code'],
    'product.id': ['line_items.sku', 'line_items.variant_id'],
    'product.name': 'line_items.name',
    'product.quantity': 'line_items.quantity',
    'product.price': 'line_items.price',
    'product.discount': ['line_items.discount_allocations.amount', 'line_items.total_discount'],
  },
  money: {
    discountIncludesLineDiscounts: true,
    shippingTaxRate: (column) => sumRates(column('tax_lines.rate')),
  },
};
