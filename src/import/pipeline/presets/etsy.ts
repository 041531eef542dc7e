// Etsy "EtsySoldOrders" CSV: one row per order. Order Value is before the
// discount; tax Etsy collects (US marketplace tax, UK/EU VAT) is inside Order
// Total but not in Sales Tax, so the tax is what the total leaves after the
// discounted value and shipping. Status is empty; a refund shows in the
// Adjusted columns (./etsy-adjusted). Sale Date is MM/DD/YY without a zone. Shops
// set up in the UK download `Delivery`, `Delivery Discount`, `Sales tax` and
// `Order total` where others have `Shipping`, `Shipping Discount`, `Sales Tax` and
// `Order Total` (headers are matched without regard to case).
import { etsyStatus } from './etsy-adjusted';
import type { PresetDefinition } from './types';

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
    shipping: ['Shipping', 'Delivery'],
    coupons: 'Coupon Code',
    'customer.name': 'Full Name',
    'product.id': 'SKU',
    'product.quantity': 'Number of Items',
  },
  money: { taxFromRemainder: true, subtotalBeforeDiscount: true },
  dateFormatHint: 'mdy-short',
  knownColumns: [
    {
      columns: ['Sales Tax'],
      note: 'inside the order total: the products’ tax is what the total leaves',
    },
    {
      columns: ['Shipping Discount', 'Delivery Discount'],
      note: 'already taken off the postage',
    },
    {
      columns: ['Card Processing Fees', 'Order Net'],
      note: 'Etsy’s fee and what the shop kept: not what the buyer paid',
    },
    {
      columns: [
        'Adjusted Order Total',
        'Adjusted Card Processing Fees',
        'Adjusted Net Order Amount',
      ],
      note: 'read for refunds',
    },
  ],
  status: etsyStatus,
};
