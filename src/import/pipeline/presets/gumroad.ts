// Gumroad sales export (its own open-source exporter): one purchase per row,
// all money in USD as Ruby floats ("19.0"); Sale Price = Subtotal + Taxes +
// Shipping. Only successful purchases are listed; refunds and disputes show in
// flag columns. The last row is a "Totals" row, which is no order.
import { withRefund, type OrderStatus } from '../read/order-status';
import type { PresetDefinition } from './types';

const yes = (text: string) => text.trim() === '1' || text.trim().toLowerCase() === 'true';

export const gumroad: PresetDefinition = {
  id: 'gumroad',
  name: 'Gumroad sales',
  detect: [['Purchase ID', 'Item Name', 'Sale Price ($)']],
  columns: {
    orderId: 'Purchase ID',
    timestamp: ['Purchase Time (UTC timezone)', 'Purchase Date'],
    refundedAmount: 'Partial Refund ($)',
    orderTotal: 'Sale Price ($)',
    orderTax: 'Taxes ($)',
    shipping: 'Shipping ($)',
    coupons: 'Discount Code',
    'customer.email': 'Purchase Email',
    'customer.name': 'Buyer Name',
    'product.id': 'Product ID',
    'product.name': 'Item Name',
    'product.quantity': 'Quantity',
  },
  constants: { currency: 'USD' },
  skipRow: (column) => column('Purchase ID').trim() === 'Totals',
  status: (ctx): OrderStatus => {
    if (yes(ctx.column('Fully Refunded?')))
      return { key: 'refunded', settled: false, reason: 'refunded in full' };
    if (yes(ctx.column('Disputed?')) && !yes(ctx.column('Dispute Won?')))
      return { key: 'disputed', settled: false, reason: 'disputed or charged back' };
    return withRefund({ key: 'successful', settled: true }, ctx.refunded, ctx.total);
  },
};
