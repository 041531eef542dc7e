// A cheap check that an order toOrder built already satisfies the contract schema
// (orderSchema in api/contract), so an import's 50,000 orders skip zod's parse of each.
// It accepts a subset of what the schema accepts: plain objects (no symbol keys)
// holding only the schema's keys, the required ones included, in the schema's order
// (as toOrder writes them), each with a defined value of the schema's type. For such
// an order the schema returns a copy equal to it key for key, in the same order, the
// metadata record a shallow copy: contractCopy gives the same. Anything else answers
// false and goes through the schema as before, so no order is judged, or sent,
// differently. test/orders/fits-contract.node.test.ts compares both.
import type { Order } from '../api/contract';

type Obj = Record<string, unknown>;

const rank = (keys: readonly string[]) => new Map(keys.map((k, i) => [k, i]));
const ORDER_KEYS = rank([
  'orderId',
  'products',
  'paid',
  'timestamp',
  'isRoyalty',
  'custom',
  'commission',
  'notes',
  'coupons',
  'customer',
  'metadata',
]);
const PRODUCT_KEYS = rank(['id', 'name', 'quantity', 'subTotal', 'tax', 'total']);
const CUSTOMER_KEYS = rank(['name', 'phone', 'email', 'ip', 'country']);

const isPlain = (v: unknown): v is Obj =>
  typeof v === 'object' &&
  v !== null &&
  Object.getPrototypeOf(v) === Object.prototype &&
  Object.getOwnPropertySymbols(v).length === 0;

/** z.number(): a finite number (zod 4 refuses NaN and ±Infinity). */
const isFiniteNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isString = (v: unknown) => typeof v === 'string';

/** Only keys of `keys`, in its order, each value passing `fits`. */
function fields(
  obj: Obj,
  keys: ReadonlyMap<string, number>,
  fits: (key: string, v: unknown) => boolean,
) {
  let last = -1;
  for (const key in obj) {
    const at = keys.get(key);
    if (at === undefined || at <= last || !fits(key, obj[key])) return false;
    last = at;
  }
  return true;
}

const productField = (key: string, v: unknown) =>
  key === 'id' || key === 'name' ? isString(v) : isFiniteNumber(v);
const isProduct = (p: unknown) => isPlain(p) && fields(p, PRODUCT_KEYS, productField);

function orderField(key: string, v: unknown): boolean {
  switch (key) {
    case 'orderId':
      return isString(v) && v !== '';
    case 'products':
      return Array.isArray(v) && v.every(isProduct);
    case 'paid':
      return typeof v === 'boolean';
    case 'timestamp':
      return v === null || Number.isSafeInteger(v);
    case 'isRoyalty':
    case 'custom':
      return v === null || typeof v === 'boolean';
    case 'commission':
      return v === null || isFiniteNumber(v);
    case 'notes':
      return v === null || isString(v);
    case 'coupons':
      return v === null || (Array.isArray(v) && v.every(isString));
    case 'customer':
      return isPlain(v) && fields(v, CUSTOMER_KEYS, (_, s) => isString(s));
    default:
      // metadata: z.record(z.string(), z.unknown()) takes any plain object's values.
      return isPlain(v) && !Object.hasOwn(v, '__proto__');
  }
}

/** Whether `order` passes the contract schema unchanged (see above); false: ask the schema. */
export function fitsContract(order: unknown): order is Order {
  // The two keys the schema requires (their values are checked with the rest).
  if (!isPlain(order) || !('orderId' in order) || !('products' in order)) return false;
  return fields(order, ORDER_KEYS, orderField);
}

/** What the schema returns for an order that fits: the same, its metadata record copied. */
export const contractCopy = (order: Order): Order =>
  order.metadata === undefined ? order : { ...order, metadata: { ...order.metadata } };
