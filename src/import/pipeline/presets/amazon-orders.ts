// Amazon Seller Central "All Orders" report (Reports -> Fulfillment -> All Orders, or
// GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL): tab-separated, one row per item,
// the order's ID repeated. item-price is the line's price for its quantity; item-tax the
// tax on it; an amount that is nothing is left empty. On Amazon.com, .ca and .com.mx
// prices are without tax (sales tax on top); on the other marketplaces (VAT, GST) item-price
// includes the item-tax. Promotions are written with a minus sign or without one, as
// different exports do: either way they are amounts off. The report has no order total and
// no refunds (returns are another report); shipping and gift wrap are per item, not goods.
// purchase-date is ISO 8601 with its offset.
import { statusFromFields, type OrderStatus, type StatusContext } from '../read/order-status';
import { normaliseNumber } from '../read/values';
import type { ColumnReader, PresetDefinition } from './types';

/** Marketplaces whose prices are without tax. */
const NET_PRICED = new Set(['amazon.com', 'amazon.ca', 'amazon.com.mx']);

const cents = (column: ColumnReader, header: string): number | undefined => {
  const read = normaliseNumber(column(header));
  return read.ok && read.value !== '' ? Math.round(Number(read.value) * 100) : undefined;
};

const shipped = (column: ColumnReader) =>
  column('order-status').trim().toLowerCase().startsWith('shipped');

/** The item's amount after its promotion, net of tax: item-price less the promotion (less item-tax where prices include it). */
function itemNet(column: ColumnReader): string {
  const price = cents(column, 'item-price');
  // "An amount that is nothing is left empty": a free item of a shipped order is 0.00. A
  // pending order's prices are empty because not known yet: left empty, for a person.
  if (price === undefined)
    return column('item-price').trim() === '' && shipped(column) ? '0.00' : column('item-price');
  const promotion = Math.abs(cents(column, 'item-promotion-discount') ?? 0);
  const channel = column('sales-channel').trim().toLowerCase();
  const taxInside = NET_PRICED.has(channel) ? 0 : (cents(column, 'item-tax') ?? 0);
  return ((price - promotion - taxInside) / 100).toFixed(2);
}

/** An item cancelled in an order that went ahead: never charged, not part of the sale. */
const cancelledItem = (column: ColumnReader) =>
  column('item-status').trim().toLowerCase() === 'cancelled' &&
  column('order-status').trim().toLowerCase() !== 'cancelled';

/** Shipped orders whose goods came back or never arrived: a refund may follow in another report. */
const NOT_DELIVERED = /returned|returning|rejected|undeliverable|lost|damaged/;

function amazonStatus(ctx: StatusContext): OrderStatus {
  const word = ctx.status.trim();
  const key = word.toLowerCase();
  // Multi-Channel Fulfilment: Amazon ships an order sold in another shop, whose sale it is.
  if (ctx.column('sales-channel').trim().toLowerCase() === 'non-amazon')
    return { key, settled: false, reason: 'shipped by Amazon for an order sold elsewhere' };
  if (key === 'unshipped')
    return {
      key,
      settled: false,
      reason: 'authorised, not captured (Amazon charges when it ships)',
    };
  if (key === 'shipping' || key.startsWith('shipped')) {
    const base = statusFromFields({ ...ctx, status: 'shipped' });
    if (!base.settled) return base;
    return NOT_DELIVERED.test(key)
      ? { ...base, key, hold: `“${word}”: a refund may follow in Amazon’s returns report` }
      : { ...base, key };
  }
  return statusFromFields(ctx);
}

export const amazonOrders: PresetDefinition = {
  id: 'amazon-orders',
  name: 'Amazon All Orders report',
  detect: [['amazon-order-id', 'purchase-date', 'order-status', 'item-price', 'item-tax']],
  columns: {
    orderId: 'amazon-order-id',
    timestamp: 'purchase-date',
    financialStatus: 'order-status',
    currency: 'currency',
    'product.id': 'sku',
    'product.name': 'product-name',
    'product.quantity': 'quantity',
    'product.subTotal': 'item-price',
    'product.tax': 'item-tax',
  },
  transforms: { 'product.subTotal': { from: 'item-price', read: itemNet } },
  skipRow: cancelledItem,
  status: amazonStatus,
  knownColumns: [
    {
      columns: ['item-promotion-discount'],
      note: 'taken off each item’s price',
    },
    {
      columns: [
        'shipping-price',
        'shipping-tax',
        'gift-wrap-price',
        'gift-wrap-tax',
        'ship-promotion-discount',
      ],
      note: 'postage and gift wrap with their tax: not goods',
    },
    {
      columns: [
        'vat-exclusive-item-price',
        'vat-exclusive-shipping-price',
        'vat-exclusive-giftwrap-price',
      ],
      note: 'the same prices without VAT',
    },
    { columns: ['price-designation'], note: 'a label (business price), not money' },
  ],
};
