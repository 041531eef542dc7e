// Order paths (products.0.quantity, customer.email, timestamp) in the words of
// the order form's labels (Product 1 · Quantity, Customer · Email, Order time),
// so that a problem reads as the field a person sees.

const TOP: Record<string, string> = {
  referralCode: 'Referral code',
  orderId: 'Order ID',
  products: 'Products',
  customer: 'Customer',
  coupons: 'Coupons',
  metadata: 'Metadata',
  paid: 'Paid',
  isRoyalty: 'Royalty order',
  custom: 'Custom order',
  commission: 'Commission',
  notes: 'Notes',
  timestamp: 'Order time',
};
const PRODUCT: Record<string, string> = {
  id: 'ID',
  name: 'Name',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  subTotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
};
const CUSTOMER: Record<string, string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  ip: 'IP address',
  country: 'Country',
};

const own = (table: Record<string, string>, key: string | undefined) =>
  key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;

/** The label a person knows for an order path; undefined when the form has no such field. */
export function orderFieldLabel(path: string): string | undefined {
  const [top, second, third] = path.split('.');
  if (top === 'products' && second !== undefined && /^\d+$/.test(second)) {
    const row = `Product ${Number(second) + 1}`;
    if (third === undefined) return row;
    const field = own(PRODUCT, third);
    return field && `${row} · ${field}`;
  }
  if (top === 'customer' && second !== undefined) {
    const field = own(CUSTOMER, second);
    return field && `Customer · ${field}`;
  }
  if (top === 'metadata') return 'Metadata';
  return second === undefined ? own(TOP, top ?? '') : undefined;
}
