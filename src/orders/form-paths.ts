// The service and the order rules name fields by wire path; the form names them by form path.
// Services differ in case (ASP.NET sends `Products[0].SubTotal`, some `SUBTOTAL`),
// so names are matched without regard to case.

const canonical = new Map(
  [
    'referralCode',
    'orderId',
    'commission',
    'notes',
    'isRoyalty',
    'custom',
    'paid',
    'timestamp',
    'products',
    'customer',
    'coupons',
    'metadata',
  ].map((n) => [n.toLowerCase(), n]),
);
const productFields = new Map(
  ['id', 'name', 'quantity', 'unitPrice', 'subTotal', 'tax', 'total'].map((n) => [
    n.toLowerCase(),
    n,
  ]),
);
const customerFields = new Map(
  ['name', 'phone', 'email', 'ip', 'country'].map((n) => [n.toLowerCase(), n]),
);

/** Wire path (products.0.quantity, timestamp, metadata.x) -> the form field that holds it. */
export function wirePathToFormPath(
  wirePath: string,
  metadataMode: 'rows' | 'json',
): string | undefined {
  const [first = '', second, third, ...rest] = wirePath.split('.');
  const top = canonical.get(first.toLowerCase());
  if (top === undefined) return undefined;
  if (top === 'timestamp') return second === undefined ? 'orderTime' : undefined;
  if (top === 'metadata') return metadataMode === 'json' ? 'metadataJson' : 'metadataRows';
  if (top === 'coupons') return 'coupons';
  if (top === 'products') {
    if (second === undefined || !/^\d+$/.test(second)) return 'products';
    if (third === undefined) return 'products';
    const field = productFields.get(third.toLowerCase());
    return field && rest.length === 0 ? `products.${second}.${field}` : undefined;
  }
  if (top === 'customer') {
    if (second === undefined) return 'customer';
    const field = customerFields.get(second.toLowerCase());
    return field && third === undefined ? `customer.${field}` : undefined;
  }
  return second === undefined ? top : undefined;
}
