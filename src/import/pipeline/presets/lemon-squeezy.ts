// Lemon Squeezy orders, modelled on the API's order object (the dashboard
// export's exact columns are not verified, see SOURCES.md): amounts in cents,
// tax_inclusive per order, status paid / refunded / pending / failed.
import type { PresetDefinition } from './types';

export const lemonSqueezy: PresetDefinition = {
  id: 'lemon-squeezy',
  name: 'Lemon Squeezy orders',
  detect: [['identifier', 'order_number', 'tax_inclusive', 'total']],
  columns: {
    orderId: 'order_number',
    timestamp: 'created_at',
    financialStatus: 'status',
    currency: 'currency',
    orderTotal: 'total',
    orderTax: 'tax',
    grossPrices: 'tax_inclusive',
    'customer.email': 'user_email',
    'customer.name': 'user_name',
    'product.name': 'product_name',
  },
  money: { minorUnits: true },
};
