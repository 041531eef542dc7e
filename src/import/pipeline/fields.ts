import { guessColumns } from '../../tables/guess-columns';

// What a column can be mapped to: every contract field, plus what shop exports
// need for the money rule (prices, discounts, tax, shipping, totals), the
// order's status and its currency. `note` is shown beside the field. No label
// begins with another's ("Shipping charge", not "Shipping" beside "Shipping tax"),
// since tests find controls by how their names begin.

/** The mapping table's parts, in order: every field names the one it is shown in. */
export const MAPPING_SECTIONS = [
  'Order',
  'Time',
  'Status',
  'Money of the order',
  'Customer',
  'Products (a row each)',
] as const;
type MappingSection = (typeof MAPPING_SECTIONS)[number];

export const IMPORT_FIELDS = [
  {
    key: 'referralCode',
    section: 'Order',
    label: 'Referral code',
    level: 'order',
    synonyms: ['referral code', 'code', 'ref', 'affiliate code', 'referral', 'ref code'],
  },
  {
    key: 'orderId',
    section: 'Order',
    label: 'Order ID',
    level: 'order',
    synonyms: ['order id', 'order', 'order number', 'order no', 'order name'],
  },
  {
    key: 'timestamp',
    section: 'Time',
    label: 'Order time',
    level: 'order',
    synonyms: [
      'timestamp',
      'created at',
      'order date',
      'date',
      'time',
      'order time',
      'processed at',
      'created',
    ],
  },
  {
    key: 'timeOfDay',
    section: 'Time',
    label: 'Time of day',
    level: 'order',
    synonyms: [],
    note: 'When the date and the time are in separate columns.',
  },
  {
    key: 'rowTimeZone',
    section: 'Time',
    label: 'Time zone of each row',
    level: 'order',
    synonyms: ['timezone', 'time zone'],
    note: 'A column naming each row’s zone (CET, -0500, Europe/Berlin); otherwise the source time zone.',
  },
  {
    key: 'paid',
    section: 'Order',
    label: 'Paid',
    level: 'order',
    // Never guessed: a shop's "paid" is the customer's payment, not an affiliate payout.
    synonyms: [],
    neverGuessed: true,
    note: 'Paid means acknowledged in an affiliate payout — not the customer’s payment.',
  },
  {
    key: 'financialStatus',
    section: 'Status',
    label: 'Financial status',
    level: 'order',
    synonyms: ['financial status', 'payment status', 'order status', 'status'],
    note: 'Paid, refunded, cancelled…: decides which orders are sent by default. Never sent, never sets Paid.',
  },
  {
    key: 'cancelledAt',
    section: 'Status',
    label: 'Cancelled at',
    level: 'order',
    synonyms: ['cancelled at', 'canceled at', 'cancelled date', 'cancellation date'],
  },
  {
    key: 'refundedAmount',
    section: 'Status',
    label: 'Refunded amount',
    level: 'order',
    synonyms: ['refunded amount', 'amount refunded', 'refunded total', 'refund amount'],
  },
  {
    key: 'isRoyalty',
    section: 'Order',
    label: 'Royalty order',
    level: 'order',
    synonyms: ['royalty', 'is royalty', 'royalty order'],
  },
  {
    key: 'custom',
    section: 'Order',
    label: 'Custom order',
    level: 'order',
    synonyms: ['custom', 'custom order', 'is custom'],
  },
  {
    key: 'commission',
    section: 'Order',
    label: 'Commission',
    level: 'order',
    synonyms: ['commission', 'commission amount'],
  },
  {
    key: 'notes',
    section: 'Order',
    label: 'Notes',
    level: 'order',
    synonyms: ['notes', 'note', 'comment', 'comments'],
  },
  {
    key: 'coupons',
    section: 'Order',
    label: 'Coupons',
    level: 'order',
    synonyms: ['coupons', 'coupon', 'discount code', 'discount codes', 'promo code', 'voucher'],
  },
  {
    key: 'currency',
    section: 'Money of the order',
    label: 'Currency',
    level: 'order',
    synonyms: ['currency', 'currency code', 'order currency'],
    note: 'The service has no currency field: the currency goes in the order’s metadata, as “currency”.',
  },
  {
    key: 'orderTotal',
    section: 'Money of the order',
    label: 'Order total',
    level: 'order',
    synonyms: ['order total', 'grand total', 'total price', 'order amount'],
    note: 'What the buyer paid, shipping included: the products must add up to it less shipping.',
  },
  {
    key: 'orderSubtotal',
    section: 'Money of the order',
    label: 'Order subtotal',
    level: 'order',
    synonyms: ['order subtotal', 'subtotal price'],
    note: 'Products after discounts, before shipping (with tax when prices include it).',
  },
  {
    key: 'orderDiscount',
    section: 'Money of the order',
    label: 'Order discount',
    level: 'order',
    synonyms: ['discount', 'discount amount', 'order discount', 'total discount', 'discount total'],
  },
  {
    key: 'orderTax',
    section: 'Money of the order',
    label: 'Order tax (split over products)',
    level: 'order',
    synonyms: ['taxes', 'order tax', 'total tax', 'tax total'],
  },
  {
    key: 'shipping',
    section: 'Money of the order',
    label: 'Shipping charge',
    level: 'order',
    synonyms: ['shipping', 'shipping amount', 'shipping total', 'shipping cost', 'delivery'],
    note: 'Not a product: left out of the products’ totals.',
  },
  {
    key: 'shippingTax',
    section: 'Money of the order',
    label: 'Shipping tax',
    level: 'order',
    synonyms: ['shipping tax', 'shipping tax total'],
    note: 'When mapped, the shipping charge is taken as net of it.',
  },
  {
    key: 'duties',
    section: 'Money of the order',
    label: 'Duties',
    level: 'order',
    synonyms: ['duties', 'total duties', 'import duties', 'customs duties'],
    note: 'Not a product: left out of the products’ totals, like shipping.',
  },
  {
    key: 'grossPrices',
    section: 'Money of the order',
    label: 'Gross-price flag',
    level: 'order',
    synonyms: ['prices include tax', 'taxes included', 'tax inclusive', 'prices including tax'],
    note: 'A yes/no column saying whether prices include tax.',
  },
  {
    key: 'customer.name',
    section: 'Customer',
    label: 'Customer name',
    level: 'order',
    synonyms: ['customer name', 'billing name', 'customer', 'buyer', 'buyer name'],
  },
  {
    key: 'customer.email',
    section: 'Customer',
    label: 'Customer email',
    level: 'order',
    synonyms: ['email', 'customer email', 'e mail', 'buyer email'],
  },
  {
    key: 'customer.phone',
    section: 'Customer',
    label: 'Customer phone',
    level: 'order',
    synonyms: ['phone', 'billing phone', 'customer phone', 'telephone'],
  },
  {
    key: 'customer.ip',
    section: 'Customer',
    label: 'Customer IP address',
    level: 'order',
    synonyms: ['ip', 'ip address', 'customer ip', 'browser ip'],
  },
  {
    key: 'customer.country',
    section: 'Customer',
    label: 'Customer country',
    level: 'order',
    synonyms: ['country', 'billing country', 'country code', 'customer country'],
  },
  {
    key: 'product.id',
    section: 'Products (a row each)',
    label: 'Product ID',
    level: 'product',
    synonyms: ['product id', 'sku', 'lineitem sku', 'item id', 'product sku'],
  },
  {
    key: 'product.name',
    section: 'Products (a row each)',
    label: 'Product name',
    level: 'product',
    synonyms: ['product name', 'product', 'item', 'lineitem name', 'item name', 'title'],
  },
  {
    key: 'product.quantity',
    section: 'Products (a row each)',
    label: 'Quantity',
    level: 'product',
    synonyms: ['quantity', 'qty', 'lineitem quantity', 'units'],
  },
  {
    key: 'product.price',
    section: 'Products (a row each)',
    label: 'Unit price',
    level: 'product',
    synonyms: ['price', 'unit price', 'lineitem price', 'item price'],
  },
  {
    key: 'product.discount',
    section: 'Products (a row each)',
    label: 'Line discount',
    level: 'product',
    synonyms: ['line discount', 'lineitem discount', 'item discount'],
    note: 'Off the whole line, not per unit.',
  },
  {
    key: 'product.taxRate',
    section: 'Products (a row each)',
    label: 'VAT or tax rate (%)',
    level: 'product',
    synonyms: ['vat rate', 'tax rate', 'vat percent', 'tax percent'],
  },
  {
    key: 'product.subTotal',
    section: 'Products (a row each)',
    label: 'Subtotal',
    level: 'product',
    synonyms: ['subtotal', 'sub total', 'line subtotal'],
    note: 'The line after discounts, net of tax.',
  },
  {
    key: 'product.tax',
    section: 'Products (a row each)',
    label: 'Tax',
    level: 'product',
    synonyms: ['tax', 'line tax', 'vat'],
  },
  {
    key: 'product.total',
    section: 'Products (a row each)',
    label: 'Total',
    level: 'product',
    synonyms: ['total', 'line total', 'amount'],
  },
] as const satisfies readonly ({ section: MappingSection } & Record<string, unknown>)[];

export type FieldKey = (typeof IMPORT_FIELDS)[number]['key'];

export type FieldSource =
  | { kind: 'column'; column: string }
  | { kind: 'constant'; value: string }
  | { kind: 'none' }
  /** Referral code looked up from a coupon column in a table saved with the preset. */
  | { kind: 'lookup'; column: string; entries: [coupon: string, referral: string][] };
export type Mapping = Partial<Record<FieldKey, FieldSource>>;

/** Guesses a source column for each field from the headers' names. */
export function guessMapping(headers: readonly string[]): Mapping {
  const found = guessColumns<FieldKey>(headers, IMPORT_FIELDS);
  const mapping: Mapping = {};
  for (const [key, column] of Object.entries(found) as [FieldKey, string][])
    mapping[key] = { kind: 'column', column };
  return mapping;
}
