// BigCommerce Orders -> Export, "Default" template: one row per order, every field
// quoted, the products packed into Product Details ("Product Name: …, Product Qty: …|…").
// Each money figure comes twice, with and without tax: Order Total (inc tax) =
// Subtotal (inc tax) − the coupon + Shipping Cost (inc tax) + Handling Cost (inc tax),
// and Tax Total holds the tax on shipping and handling too, so the products are the
// total less shipping and handling with their tax, whichever way the shop prices.
// Store credit and gift certificates pay for an order; they are inside its total.
// Order Date is the store's day (dd/mm/yyyy, no time). Merchants may rename statuses.
import { statusFromFields, type OrderStatus, type StatusContext } from '../read/order-status';
import { normaliseNumber } from '../read/values';
import type { ColumnReader, PresetDefinition } from './types';

/** Statuses BigCommerce sets once the payment is taken. */
const PAID = new Set([
  'awaiting_fulfillment',
  'awaiting_shipment',
  'awaiting_pickup',
  'partially_shipped',
  'shipped',
  'completed',
]);

const cents = (column: ColumnReader, header: string): number | undefined => {
  const read = normaliseNumber(column(header));
  return read.ok && read.value !== '' ? Math.round(Number(read.value) * 100) : undefined;
};

/** The sum of two columns (shipping and handling) as text; the first as written if either cannot be read. */
const sum =
  (a: string, b: string) =>
  (column: ColumnReader): string => {
    const x = cents(column, a);
    const y = cents(column, b) ?? 0;
    return x === undefined ? column(a) : ((x + y) / 100).toFixed(2);
  };

/** Tax on shipping and handling: what their (inc tax) figures exceed their (ex tax) ones by. */
function shippingAndHandlingTax(column: ColumnReader): string {
  const parts = [
    ['Shipping Cost (inc tax)', 'Shipping Cost (ex tax)'],
    ['Handling Cost (inc tax)', 'Handling Cost (ex tax)'],
  ].map(([inc = '', ex = '']) => {
    const i = cents(column, inc);
    const e = cents(column, ex);
    return i === undefined || e === undefined ? undefined : i - e;
  });
  if (parts.some((p) => p === undefined)) return '';
  return (parts.reduce<number>((a, p) => a + (p ?? 0), 0) / 100).toFixed(2);
}

/** "Product Name: Tea Towel, Product Qty: 2|…" -> "Tea Towel, Bread Bag". */
const productNames = (column: ColumnReader) =>
  column('Product Details')
    .split('|')
    .map((p) => /Product Name:\s*([^,]*)/.exec(p)?.[1]?.trim() ?? '')
    .filter(Boolean)
    .join(', ');

function bigcommerceStatus(ctx: StatusContext): OrderStatus {
  const word = ctx.status.trim();
  const n = word.toLowerCase().replace(/[\s_-]+/g, '_');
  // Flagged by BigCommerce's fraud screening: paid, but not to be fulfilled before a person looks.
  if (n === 'manual_verification_required')
    return {
      key: word.toLowerCase(),
      settled: true,
      hold: 'BigCommerce asks for a manual check of this order before it is fulfilled',
    };
  if (!PAID.has(n)) return statusFromFields(ctx);
  const read = statusFromFields({ ...ctx, status: 'paid' });
  return read.key === 'paid' ? { ...read, key: word.toLowerCase() } : read;
}

export const bigcommerce: PresetDefinition = {
  id: 'bigcommerce',
  name: 'BigCommerce orders',
  detect: [['Order ID', 'Order Status', 'Order Total (inc tax)', 'Product Details']],
  columns: {
    orderId: 'Order ID',
    timestamp: 'Order Date',
    financialStatus: 'Order Status',
    refundedAmount: 'Refund Amount',
    currency: 'Order Currency Code',
    orderTotal: 'Order Total (inc tax)',
    orderTax: 'Tax Total',
    shipping: 'Shipping Cost (ex tax)',
    shippingTax: 'Shipping Cost (inc tax)',
    notes: 'Customer Message',
    'customer.email': 'Customer Email',
    'customer.name': 'Customer Name',
    'customer.phone': 'Customer Phone',
    'product.name': 'Product Details',
    'product.quantity': 'Total Quantity',
  },
  transforms: {
    shipping: {
      from: 'Shipping Cost (ex tax)',
      read: sum('Shipping Cost (ex tax)', 'Handling Cost (ex tax)'),
    },
    shippingTax: { from: 'Shipping Cost (inc tax)', read: shippingAndHandlingTax },
    'product.name': { from: 'Product Details', read: productNames },
  },
  dateFormatHint: 'dmy-slash',
  status: bigcommerceStatus,
  knownColumns: [
    {
      columns: ['Subtotal (inc tax)', 'Subtotal (ex tax)', 'Coupon Details'],
      note: 'before the coupon, which the order total has already taken off',
    },
    {
      columns: ['Handling Cost (inc tax)', 'Handling Cost (ex tax)'],
      note: 'read with shipping: handling is charged like shipping, not a product',
    },
    {
      columns: ['Order Total (ex tax)'],
      note: 'the same total without its tax, which Tax Total gives',
    },
    {
      columns: ['Store Credit Redeemed', 'Gift Certificate Amount Redeemed'],
      note: 'how the buyer paid part of the order total, not an amount off it',
    },
    { columns: ['Exchange Rate'], note: 'the rate to the store’s default currency' },
    { columns: ['Total Shipped'], note: 'how many items have shipped, not money' },
    {
      columns: [
        'Shipping First Name',
        'Shipping Last Name',
        'Shipping Company',
        'Shipping Street 1',
        'Shipping Street 2',
        'Shipping Suburb',
        'Shipping State',
        'Shipping Zip',
        'Shipping Country',
        'Shipping Phone',
        'Shipping Email',
        'Shipping Purchase Order #',
      ],
      note: 'the delivery address, not money',
    },
  ],
};
