// The few order sums the form shows as one types (row totals, coupons' chips). Kept apart
// from the order rules (to-order, with its zod schemas), which load after the first paint.
import { parseDecimal } from '../lib/parse-decimal';
import type { ProductRow } from './order-form-schema';

/** Money is summed in millionths so that 0.1 + 0.2 shows as 0.3. */
export const addMoney = (...values: number[]) =>
  Math.round(values.reduce((s, v) => s + v, 0) * 1e6) / 1e6;

/** A typed amount as a number; empty or unreadable text counts as 0 (for sums shown as one types). */
export const moneyOrZero = (raw: string | undefined) => {
  const p = parseDecimal(raw ?? '');
  return p.ok ? (p.value ?? 0) : 0;
};

/** The de-duplicated, trimmed coupons, in the order they were added. */
export const cleanCoupons = (coupons: readonly string[]) => [
  ...new Set(coupons.map((c) => c.trim()).filter((c) => c !== '')),
];

/** Rows whose typed Total differs from Subtotal + Tax: flagged, not refused. */
export function totalMismatch(row: ProductRow): string | undefined {
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
