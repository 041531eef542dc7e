// Form values -> the exact wire request, or the field errors that stop it.
// Follows design.md "The wire, exactly": unset optional fields are omitted,
// strings trimmed, coupons de-duplicated, numbers are JSON numbers. Never throws.
import * as z from 'zod/mini';
import {
  DOTS_AND_SPACES,
  isDotsAndSpaces,
  orderSchema,
  type Customer,
  type Order,
  type Product,
} from '../api/contract';
import { parseDecimal } from '../ui/parse-decimal';
import {
  addMoney,
  type MetadataRow,
  type OrderFormValues,
  type TriState,
} from './order-form-values';
import { isCountryCode } from './countries';

export type FieldErrors = Record<string, string>;
export type OrderBuild =
  { ok: true; code: string; order: Order } | { ok: false; errors: FieldErrors };

const emailSchema = z.email();
const ipSchema = z.union([z.ipv4(), z.ipv6()]);
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

const tri = (v: TriState) => (v === 'yes' ? true : v === 'no' ? false : undefined);

/** Adds only the keys whose value is defined, so unset fields are omitted, not sent as undefined. */
function defined<T extends object>(obj: T): Partial<T> {
  // A plain loop: this runs for every product of every imported order.
  const out: Partial<T> = {};
  for (const key in obj) if (obj[key] !== undefined) out[key] = obj[key];
  return out;
}

function money(raw: string, path: string, errors: FieldErrors, label: string): number | undefined {
  const parsed = parseDecimal(raw);
  if (!parsed.ok) {
    errors[path] = parsed.error;
    return undefined;
  }
  if (parsed.value !== undefined && parsed.value < 0) errors[path] = `${label} cannot be negative.`;
  return parsed.value;
}

function buildProduct(
  row: OrderFormValues['products'][number],
  i: number,
  errors: FieldErrors,
): Product {
  const at = (f: string) => `products.${i}.${f}`;
  const id = row.id.trim();
  const name = row.name.trim();
  if (id === '' && name === '') errors[at('name')] = 'Give the product an ID or a name.';

  const quantity = parseDecimal(row.quantity);
  if (!quantity.ok) errors[at('quantity')] = quantity.error;
  else if (quantity.value === undefined) errors[at('quantity')] = 'Enter a quantity.';
  else if (quantity.value <= 0) errors[at('quantity')] = 'Quantity must be more than 0.';

  const subTotal = money(row.subTotal, at('subTotal'), errors, 'Subtotal');
  if (subTotal === undefined && !errors[at('subTotal')])
    errors[at('subTotal')] = 'Enter the subtotal.';
  const tax = money(row.tax, at('tax'), errors, 'Tax');
  const total =
    money(row.total, at('total'), errors, 'Total') ??
    (subTotal === undefined ? undefined : addMoney(subTotal, tax ?? 0));

  return defined({
    id: id || undefined,
    name: name || undefined,
    quantity: quantity.ok ? quantity.value : undefined,
    subTotal,
    tax,
    total,
  });
}

function buildCustomer(c: OrderFormValues['customer'], errors: FieldErrors): Customer | undefined {
  const t = {
    name: c.name.trim(),
    phone: c.phone.trim(),
    email: c.email.trim(),
    ip: c.ip.trim(),
    country: c.country.trim(),
  };
  if (t.email && !emailSchema.safeParse(t.email).success)
    errors['customer.email'] = 'Enter an email address such as name@example.com.';
  if (t.ip && !ipSchema.safeParse(t.ip).success)
    errors['customer.ip'] = 'Enter an IPv4 (203.0.113.7) or IPv6 (2001:db8::1) address.';
  if (t.country && !isCountryCode(t.country))
    errors['customer.country'] = 'Pick a country from the list.';
  const customer = defined({
    name: t.name || undefined,
    phone: t.phone || undefined,
    email: t.email || undefined,
    ip: t.ip || undefined,
    country: t.country ? t.country.toUpperCase() : undefined,
  });
  return Object.keys(customer).length > 0 ? customer : undefined;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deeper than this, JSON.stringify and storage overflow the stack: such metadata is refused. */
const MAX_METADATA_DEPTH = 64;
const TOO_DEEP = `Metadata can nest at most ${MAX_METADATA_DEPTH} levels deep; flatten it.`;

/** Whether a parsed JSON value nests deeper than `max` levels (iterative: any depth is safe). */
function nestsDeeper(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, depth] = item;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

function metadataValue(row: MetadataRow, path: string, errors: FieldErrors): unknown {
  const text = row.value.trim();
  switch (row.type) {
    case 'text':
      return text;
    case 'number': {
      const n = parseDecimal(text);
      if (!n.ok || n.value === undefined) errors[path] = n.ok ? 'Enter a number.' : n.error;
      return n.ok ? n.value : undefined;
    }
    case 'boolean':
      if (text !== 'true' && text !== 'false') errors[path] = 'Choose true or false.';
      return text === 'true';
    case 'json':
      try {
        const value = JSON.parse(text) as unknown;
        if (nestsDeeper(value, MAX_METADATA_DEPTH - 1)) errors[path] = TOO_DEEP;
        return value;
      } catch {
        errors[path] = 'Enter valid JSON, e.g. {"a": 1} or [1, 2] or "text".';
        return undefined;
      }
  }
}

function buildMetadata(
  v: OrderFormValues,
  errors: FieldErrors,
): Record<string, unknown> | undefined {
  if (v.metadataMode === 'json') {
    if (v.metadataJson.trim() === '') return undefined;
    try {
      const parsed: unknown = JSON.parse(v.metadataJson);
      if (!isPlainObject(parsed)) {
        errors.metadataJson = 'Metadata must be a JSON object, e.g. {"channel": "newsletter"}.';
        return undefined;
      }
      if (nestsDeeper(parsed, MAX_METADATA_DEPTH)) {
        errors.metadataJson = TOO_DEEP;
        return undefined;
      }
      return Object.keys(parsed).length > 0 ? parsed : undefined;
    } catch (e) {
      errors.metadataJson = `This is not valid JSON${e instanceof SyntaxError ? `: ${e.message}` : ''}.`;
      return undefined;
    }
  }
  return metadataFromRows(v.metadataRows, errors);
}

/** Key/value rows -> the metadata object; untouched rows are ignored. */
export function metadataFromRows(
  rows: readonly MetadataRow[],
  errors: FieldErrors,
): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    const key = row.key.trim();
    if (key === '' && row.value.trim() === '') return; // an untouched row
    if (key === '') errors[`metadataRows.${i}.key`] = 'Give this entry a key.';
    else if (Object.hasOwn(out, key))
      errors[`metadataRows.${i}.key`] = `The key "${key}" is used twice.`;
    const value = metadataValue(row, `metadataRows.${i}.value`, errors);
    if (key !== '') out[key] = value;
  });
  return Object.keys(out).length > 0 ? out : undefined;
}

function buildTimestamp(raw: string, errors: FieldErrors): number | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  const ms = LOCAL_DATE_TIME.test(text) ? new Date(text).getTime() : NaN;
  if (!Number.isSafeInteger(ms)) {
    errors.orderTime = 'Enter a date and time, or press Now.';
    return undefined;
  }
  return ms;
}

/** The de-duplicated, trimmed coupons, in the order they were added. */
export const cleanCoupons = (coupons: readonly string[]) => [
  ...new Set(coupons.map((c) => c.trim()).filter((c) => c !== '')),
];

export function buildOrder(v: OrderFormValues): OrderBuild {
  const errors: FieldErrors = {};
  const code = v.referralCode.trim();
  if (code === '') errors.referralCode = "Enter the affiliate's referral code.";
  else if (isDotsAndSpaces(code)) errors.referralCode = DOTS_AND_SPACES;
  const orderId = v.orderId.trim();
  if (orderId === '') errors.orderId = 'Enter the order ID, or press Generate.';

  if (v.products.length === 0) errors.products = 'Add at least one product.';
  const products = v.products.map((row, i) => buildProduct(row, i, errors));
  const customer = buildCustomer(v.customer, errors);
  const coupons = cleanCoupons(v.coupons);
  const metadata = buildMetadata(v, errors);
  const commission = money(v.commission, 'commission', errors, 'Commission');
  const notes = v.notes.trim();
  const timestamp = buildTimestamp(v.orderTime, errors);

  const order = defined({
    orderId,
    products,
    paid: v.paid ? true : undefined,
    timestamp,
    isRoyalty: tri(v.isRoyalty),
    custom: tri(v.custom),
    commission,
    notes: notes || undefined,
    coupons: coupons.length > 0 ? coupons : undefined,
    customer,
    metadata,
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // The contract schema has the last word: whatever it refuses is an error too.
  const checked = orderSchema.safeParse(order);
  if (!checked.success) {
    for (const issue of checked.error.issues)
      errors[issue.path.join('.') || 'orderId'] = issue.message;
    return { ok: false, errors };
  }
  return { ok: true, code, order: checked.data };
}

/** Rows whose typed Total differs from Subtotal + Tax: flagged, not refused. */
export function totalMismatch(row: OrderFormValues['products'][number]): string | undefined {
  const sub = parseDecimal(row.subTotal);
  const tax = parseDecimal(row.tax);
  const total = parseDecimal(row.total);
  if (!sub.ok || !tax.ok || !total.ok || sub.value === undefined || total.value === undefined)
    return undefined;
  const expected = addMoney(sub.value, tax.value ?? 0);
  return expected === total.value
    ? undefined
    : `Subtotal + Tax is ${expected}, not ${total.value}.`;
}
