// Paddle Billing transactions report: columns mirror the API (names assumed,
// see SOURCES.md); amounts in the lowest denomination (assumed); totals are
// always tax-separated. Only completed and paid transactions are sales.
import type { PresetDefinition } from './types';

export const paddle: PresetDefinition = {
  id: 'paddle',
  name: 'Paddle transactions',
  detect: [['id', 'status', 'currency_code', 'grand_total']],
  columns: {
    orderId: 'id',
    timestamp: 'created_at',
    financialStatus: 'status',
    currency: 'currency_code',
    orderTotal: 'total',
    orderTax: 'tax',
    'customer.email': 'customer_email',
    'customer.country': 'address_country_code',
    'product.id': 'price_ids',
  },
  money: { minorUnits: true },
};
