// The order rules, once: a draft (typed values from the form, an imported row or
// edited JSON) -> the exact wire request, or the problems that stop it, keyed by
// the draft's path (products.0.quantity, customer.email, …). Follows design.md
// "The wire, exactly": unset optional fields are omitted, strings trimmed, coupons
// de-duplicated, numbers are finite JSON numbers. Never throws.
import * as z from 'zod/mini';
import {
  isDotsAndSpaces,
  DOTS_AND_SPACES,
  orderSchema,
  type Customer,
  type Order,
  type Product,
} from '../api/contract';
import { isCountryCode } from './countries';
import { contractCopy, fitsContract } from './fits-contract';
import { addMoney, cleanCoupons } from './money-and-coupons';
import { unitTimesQuantity } from './unit-price';

/** The order as typed values, before the rules: strings may be untrimmed, anything optional unset. */
export interface OrderDraft {
  referralCode: string;
  orderId: string;
  products: ProductDraft[];
  customer?: CustomerDraft;
  coupons?: readonly string[];
  paid?: boolean;
  isRoyalty?: boolean;
  custom?: boolean;
  commission?: number;
  notes?: string;
  /** Epoch milliseconds. */
  timestamp?: number;
  metadata?: Record<string, unknown>;
}

export interface ProductDraft {
  id?: string;
  name?: string;
  quantity?: number;
  /** A console aid, never sent: when given, subTotal is unitPrice × quantity to the cent. */
  unitPrice?: number;
  subTotal?: number;
  tax?: number;
  total?: number;
}

interface CustomerDraft {
  name?: string;
  phone?: string;
  email?: string;
  ip?: string;
  country?: string;
}

type FieldErrors = Record<string, string>;
export type OrderBuild =
  { ok: true; code: string; order: Order } | { ok: false; errors: FieldErrors };

const emailSchema = z.email();
const ipSchema = z.union([z.ipv4(), z.ipv6()]);

/** A trimmed string, or undefined for an empty one: never "" for an optional string. */
const optionalText = (v: string | undefined) => {
  const t = v?.trim();
  return t === '' ? undefined : t;
};

/** A finite, non-negative amount; otherwise an error at `path` and nothing to send. */
function amount(
  v: number | undefined,
  path: string,
  errors: FieldErrors,
  label: string,
): number | undefined {
  if (v === undefined) return undefined;
  if (!Number.isFinite(v))
    errors[path] = Number.isNaN(v) ? 'Enter a number, e.g. 12.50.' : 'That number is too large.';
  else if (v < 0) errors[path] = `${label} cannot be negative.`;
  else return v;
  return undefined;
}

/** The typed Subtotal, or Unit price × Quantity when a unit price is given (they must agree). */
function productSubtotal(p: ProductDraft, i: number, errors: FieldErrors): number | undefined {
  const at = (f: string) => `products.${i}.${f}`;
  const unitPrice = amount(p.unitPrice, at('unitPrice'), errors, 'Unit price');
  const typed = amount(p.subTotal, at('subTotal'), errors, 'Subtotal');
  if (unitPrice === undefined) {
    if (p.subTotal === undefined && p.unitPrice === undefined)
      errors[at('subTotal')] = 'Enter the subtotal, or a unit price.';
    return typed;
  }
  const { quantity } = p;
  if (quantity === undefined || !Number.isFinite(quantity) || quantity <= 0) return undefined;
  const computed = unitTimesQuantity(unitPrice, quantity);
  if (p.subTotal !== undefined && typed !== computed)
    errors[at('subTotal')] =
      `Unit price × Quantity is ${computed}, not ${p.subTotal}. Clear the unit price to type another subtotal.`;
  return computed;
}

function toProduct(p: ProductDraft, i: number, errors: FieldErrors): Product {
  const at = (f: string) => `products.${i}.${f}`;
  const id = optionalText(p.id);
  const name = optionalText(p.name);
  if (id === undefined && name === undefined)
    errors[at('name')] = 'Give the product an ID or a name.';

  const { quantity } = p;
  if (quantity === undefined) errors[at('quantity')] = 'Enter a quantity.';
  else if (!Number.isFinite(quantity)) errors[at('quantity')] = 'Enter a number, e.g. 12.50.';
  else if (quantity <= 0) errors[at('quantity')] = 'Quantity must be more than 0.';

  const subTotal = productSubtotal(p, i, errors);
  const tax = amount(p.tax, at('tax'), errors, 'Tax');
  const total =
    amount(p.total, at('total'), errors, 'Total') ??
    (p.total === undefined && subTotal !== undefined ? addMoney(subTotal, tax ?? 0) : undefined);

  // Only the defined keys, in this order (unset fields are omitted, not sent as undefined);
  // assigned one by one rather than copied from a literal: this runs for every imported product.
  const product: Product = {};
  if (id !== undefined) product.id = id;
  if (name !== undefined) product.name = name;
  if (quantity !== undefined) product.quantity = quantity;
  if (subTotal !== undefined) product.subTotal = subTotal;
  if (tax !== undefined) product.tax = tax;
  if (total !== undefined) product.total = total;
  return product;
}

function toCustomer(c: CustomerDraft | undefined, errors: FieldErrors): Customer | undefined {
  if (c === undefined) return undefined;
  const email = optionalText(c.email);
  const ip = optionalText(c.ip);
  const country = optionalText(c.country);
  if (email !== undefined && !emailSchema.safeParse(email).success)
    errors['customer.email'] = 'Enter an email address such as name@example.com.';
  if (ip !== undefined && !ipSchema.safeParse(ip).success)
    errors['customer.ip'] = 'Enter an IPv4 (203.0.113.7) or IPv6 (2001:db8::1) address.';
  if (country !== undefined && !isCountryCode(country))
    errors['customer.country'] = 'Pick a country from the list.';
  // Only the defined keys, in this order (see toProduct).
  const customer: Customer = {};
  const name = optionalText(c.name);
  if (name !== undefined) customer.name = name;
  const phone = optionalText(c.phone);
  if (phone !== undefined) customer.phone = phone;
  if (email !== undefined) customer.email = email;
  if (ip !== undefined) customer.ip = ip;
  if (country !== undefined) customer.country = country.toUpperCase();
  for (const _ in customer) return customer;
  return undefined;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function toMetadata(
  metadata: OrderDraft['metadata'],
  errors: FieldErrors,
): Record<string, unknown> | undefined {
  if (metadata === undefined) return undefined;
  if (!isPlainObject(metadata)) {
    errors.metadata = 'Metadata must be a JSON object, e.g. {"channel": "newsletter"}.';
    return undefined;
  }
  // Copied key by key on its way to the wire, "__proto__" would set the copy's prototype
  // and vanish from the body: refused rather than dropped without a word.
  if (Object.hasOwn(metadata, '__proto__')) {
    errors.metadata =
      'Metadata cannot have a key named "__proto__": it would be lost on the way. Rename it.';
    return undefined;
  }
  return Object.keys(metadata).length > 0 ? metadata : undefined;
}

function toTimestamp(ms: number | undefined, errors: FieldErrors): number | undefined {
  if (ms === undefined) return undefined;
  if (Number.isSafeInteger(ms)) return ms;
  errors.timestamp = 'The order time must be a whole number of epoch milliseconds.';
  return undefined;
}

export function toOrder(draft: OrderDraft): OrderBuild {
  const errors: FieldErrors = {};
  const code = draft.referralCode.trim();
  if (code === '') errors.referralCode = "Enter the affiliate's referral code.";
  // "." and ".." would become /v1/track/ and /v1/ once a URL is normalised.
  else if (isDotsAndSpaces(code)) errors.referralCode = DOTS_AND_SPACES;
  const orderId = draft.orderId.trim();
  if (orderId === '') errors.orderId = 'Enter the order ID, or press Generate.';

  if (draft.products.length === 0) errors.products = 'Add at least one product.';
  const products = draft.products.map((p, i) => toProduct(p, i, errors));
  const coupons = cleanCoupons(draft.coupons ?? []);
  // Only the defined keys, in the contract's order (see toProduct); each rule runs in
  // this order, so its problems are listed in it.
  const order: Order = { orderId, products };
  if (draft.paid === true) order.paid = true;
  const timestamp = toTimestamp(draft.timestamp, errors);
  if (timestamp !== undefined) order.timestamp = timestamp;
  if (draft.isRoyalty !== undefined) order.isRoyalty = draft.isRoyalty;
  if (draft.custom !== undefined) order.custom = draft.custom;
  const commission = amount(draft.commission, 'commission', errors, 'Commission');
  if (commission !== undefined) order.commission = commission;
  const notes = optionalText(draft.notes);
  if (notes !== undefined) order.notes = notes;
  if (coupons.length > 0) order.coupons = coupons;
  const customer = toCustomer(draft.customer, errors);
  if (customer !== undefined) order.customer = customer;
  const metadata = toMetadata(draft.metadata, errors);
  if (metadata !== undefined) order.metadata = metadata;
  // Any error stops the order (a loop: no array of the keys for each order).
  for (const _ in errors) return { ok: false, errors };

  // The contract schema has the last word: whatever it refuses is an error too. An order
  // that plainly fits it (./fits-contract: a subset the schema passes unchanged) skips it.
  if (fitsContract(order)) return { ok: true, code, order: contractCopy(order) };
  const checked = orderSchema.safeParse(order);
  if (!checked.success) {
    for (const issue of checked.error.issues)
      errors[issue.path.join('.') || 'orderId'] = issue.message;
    return { ok: false, errors };
  }
  return { ok: true, code, order: checked.data };
}
