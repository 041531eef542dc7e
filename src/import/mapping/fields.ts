import { guessColumns } from './guess-columns';

// What a column can be mapped to: every contract field, plus the helpers shop
// exports need (unit price, order-level tax, financial status). A field marked
// `neverGuessed` is only ever mapped by a person; `note` is shown beside its choice.

export const IMPORT_FIELDS = [
  {
    key: 'referralCode',
    label: 'Referral code',
    level: 'order',
    synonyms: ['referral code', 'code', 'ref', 'affiliate code', 'referral', 'ref code'],
  },
  {
    key: 'orderId',
    label: 'Order ID',
    level: 'order',
    synonyms: ['order id', 'order', 'order number', 'order no', 'order name'],
  },
  {
    key: 'timestamp',
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
    ],
  },
  {
    key: 'paid',
    label: 'Paid',
    level: 'order',
    // Never guessed: a shop's "paid" is the customer's payment, not an affiliate payout.
    synonyms: [],
    neverGuessed: true,
    note: 'Paid means acknowledged in an affiliate payout — not the customer’s payment.',
  },
  {
    key: 'financialStatus',
    label: 'Financial status',
    level: 'order',
    synonyms: ['financial status', 'payment status'],
    note: 'The customer’s payment status: read for information only, never sent, never sets Paid.',
  },
  {
    key: 'isRoyalty',
    label: 'Royalty order',
    level: 'order',
    synonyms: ['royalty', 'is royalty', 'royalty order'],
  },
  {
    key: 'custom',
    label: 'Custom order',
    level: 'order',
    synonyms: ['custom', 'custom order', 'is custom'],
  },
  {
    key: 'commission',
    label: 'Commission',
    level: 'order',
    synonyms: ['commission', 'commission amount'],
  },
  {
    key: 'notes',
    label: 'Notes',
    level: 'order',
    synonyms: ['notes', 'note', 'comment', 'comments'],
  },
  {
    key: 'coupons',
    label: 'Coupons',
    level: 'order',
    synonyms: ['coupons', 'coupon', 'discount code', 'discount codes', 'promo code', 'voucher'],
  },
  {
    key: 'orderTax',
    label: 'Order tax (split over products)',
    level: 'order',
    synonyms: ['taxes', 'order tax', 'total tax'],
  },
  {
    key: 'customer.name',
    label: 'Customer name',
    level: 'order',
    synonyms: ['customer name', 'billing name', 'customer', 'buyer', 'buyer name'],
  },
  {
    key: 'customer.email',
    label: 'Customer email',
    level: 'order',
    synonyms: ['email', 'customer email', 'e mail', 'buyer email'],
  },
  {
    key: 'customer.phone',
    label: 'Customer phone',
    level: 'order',
    synonyms: ['phone', 'billing phone', 'customer phone', 'telephone'],
  },
  {
    key: 'customer.ip',
    label: 'Customer IP address',
    level: 'order',
    synonyms: ['ip', 'ip address', 'customer ip', 'browser ip'],
  },
  {
    key: 'customer.country',
    label: 'Customer country',
    level: 'order',
    synonyms: ['country', 'billing country', 'country code', 'customer country'],
  },
  {
    key: 'product.id',
    label: 'Product ID',
    level: 'product',
    synonyms: ['product id', 'sku', 'lineitem sku', 'item id', 'product sku'],
  },
  {
    key: 'product.name',
    label: 'Product name',
    level: 'product',
    synonyms: ['product name', 'product', 'item', 'lineitem name', 'item name', 'title'],
  },
  {
    key: 'product.quantity',
    label: 'Quantity',
    level: 'product',
    synonyms: ['quantity', 'qty', 'lineitem quantity', 'units'],
  },
  {
    key: 'product.price',
    label: 'Unit price',
    level: 'product',
    synonyms: ['price', 'unit price', 'lineitem price', 'item price'],
  },
  {
    key: 'product.subTotal',
    label: 'Subtotal',
    level: 'product',
    synonyms: ['subtotal', 'sub total', 'line subtotal'],
  },
  { key: 'product.tax', label: 'Tax', level: 'product', synonyms: ['tax', 'line tax', 'vat'] },
  {
    key: 'product.total',
    label: 'Total',
    level: 'product',
    synonyms: ['total', 'line total', 'amount'],
  },
] as const;

export type FieldKey = (typeof IMPORT_FIELDS)[number]['key'];

export type FieldSource =
  { kind: 'column'; column: string } | { kind: 'constant'; value: string } | { kind: 'none' };
export type Mapping = Partial<Record<FieldKey, FieldSource>>;

/** Case, space and punctuation do not count: "Lineitem_SKU" = "lineitem sku". */
export const normaliseHeader = (h: string) => h.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Guesses a source column for each field from the headers' names. */
export function guessMapping(headers: readonly string[]): Mapping {
  const found = guessColumns<FieldKey>(headers, IMPORT_FIELDS);
  const mapping: Mapping = {};
  for (const [key, column] of Object.entries(found) as [FieldKey, string][])
    mapping[key] = { kind: 'column', column };
  return mapping;
}

/** Shopify's order export (one line item per row; order fields on the first row). */
export const SHOPIFY_PRESET: Mapping = {
  orderId: { kind: 'column', column: 'Name' },
  'customer.email': { kind: 'column', column: 'Email' },
  financialStatus: { kind: 'column', column: 'Financial Status' },
  timestamp: { kind: 'column', column: 'Created at' },
  'product.name': { kind: 'column', column: 'Lineitem name' },
  'product.quantity': { kind: 'column', column: 'Lineitem quantity' },
  'product.price': { kind: 'column', column: 'Lineitem price' },
  'product.id': { kind: 'column', column: 'Lineitem sku' },
  orderTax: { kind: 'column', column: 'Taxes' },
  coupons: { kind: 'column', column: 'Discount Code' },
  'customer.name': { kind: 'column', column: 'Billing Name' },
  'customer.phone': { kind: 'column', column: 'Billing Phone' },
  'customer.country': { kind: 'column', column: 'Billing Country' },
  notes: { kind: 'column', column: 'Notes' },
};

/** True when the headers look like a Shopify order export. */
export const looksLikeShopify = (headers: readonly string[]) =>
  ['Name', 'Lineitem name', 'Lineitem quantity', 'Financial Status'].every((h) =>
    headers.includes(h),
  );
