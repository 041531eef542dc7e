// Etsy "EtsySoldOrders" CSV: one row per order. Order Value is before the
// discount; tax Etsy collects (US marketplace tax, UK/EU VAT) is inside Order
// Total but not in Sales Tax, so the tax is what the total leaves after the
// discounted value and shipping. Status is empty; a refund shows in the
// Adjusted columns. Sale Date is MM/DD/YY without a zone.
import { classifyStatus, withRefund } from '../../build/order-status';
import type { PresetDefinition } from './types';

const amount = (text: string) => Number(text.replace(/,/g, ''));

export const etsy: PresetDefinition = {
  id: 'etsy',
  name: 'Etsy sold orders',
  detect: [['Sale Date', 'Order ID', 'Order Value', 'Order Total']],
  columns: {
    orderId: 'Order ID',
    timestamp: 'Sale Date',
    financialStatus: 'Status',
    currency: 'Currency',
    orderTotal: 'Order Total',
    orderSubtotal: 'Order Value',
    orderDiscount: 'Discount Amount',
    shipping: 'Shipping',
    coupons: 'Coupon Code',
    'customer.name': 'Full Name',
    'product.id': 'SKU',
    'product.quantity': 'Number of Items',
  },
  money: { taxFromRemainder: true, subtotalBeforeDiscount: true },
  dateFormatHint: 'mdy-short',
  status: (ctx) => {
    const adjusted = amount(ctx.column('Adjusted Order Total'));
    // Adjusted fees with no adjusted total: refunded, by an amount the file does not give.
    if (!(adjusted > 0) && amount(ctx.column('Adjusted Card Processing Fees')) !== 0) {
      const base = classifyStatus(ctx.status);
      return base.settled ? { ...base, refundUnknown: true } : base;
    }
    const refunded = adjusted > 0 && ctx.total !== undefined ? ctx.total - adjusted : ctx.refunded;
    return withRefund(classifyStatus(ctx.status), refunded, ctx.total);
  },
};
