// Insights' figures kept with History: per connection and quarter hour, what the
// entries started then add up to. Every zone's offset is a multiple of 15 minutes,
// so a local day (in any zone) is a whole number of buckets. Pure: the writes that
// keep the store are in history-db.ts.
import { isRecord } from '../api/is-record';
import type { HistoryEntry } from './history-entry';
import { openOrderOf, resultOf, type OpenOrder } from './open-orders';

export const BUCKET_MS = 15 * 60 * 1000;
export const bucketOf = (t: number) => t - (((t % BUCKET_MS) + BUCKET_MS) % BUCKET_MS);

/** "pending" is a send whose answer never came back to be written: unknown, too. */
type RollupResult = 'recorded' | 'failed' | 'unknown';

/** Orders and Σ product totals in one currency ('' when the order named none). */
interface MoneyRollup {
  orders: number;
  total: number;
}

interface CodeRollup {
  /** Orders recorded with this code. */
  orders: number;
  /** Σ product totals as sent, of those orders (any currency: never shown as money). */
  total: number;
  /** The same per currency: money is never added across currencies. */
  currencies: Record<string, MoneyRollup>;
}

export interface Rollup {
  connectionId: string;
  /** Epoch ms the quarter hour starts at. */
  bucket: number;
  /** Order entries by result. */
  orders: Record<RollupResult, number>;
  /** Per referral code, over recorded orders. */
  codes: Record<string, CodeRollup>;
  /** The `commission` answers carried (recorded orders whose answer had a number). */
  commission: {
    sum: number;
    count: number;
    /** Per currency of the order ('' when it named none). */
    currencies: Record<string, { sum: number; count: number }>;
  };
  /** Commission updates sent (any result). */
  changes: number;
  /**
   * Order entries of this quarter hour still open (open-orders.ts): failed or unknown with
   * no later success for the order. Changes when a later entry resolves them.
   */
  open: {
    failed: number;
    unknown: number;
    /** The same entries by cause ("Unknown referral code") and by referral code. */
    causes: Record<string, number>;
    codes: Record<string, number>;
  };
}

export const emptyRollup = (connectionId: string, bucket: number): Rollup => ({
  connectionId,
  bucket,
  orders: { recorded: 0, failed: 0, unknown: 0 },
  codes: {},
  commission: { sum: 0, count: 0, currencies: {} },
  changes: 0,
  open: { failed: 0, unknown: 0, causes: {}, codes: {} },
});

/** The currency an order's metadata names (the import writes it there), else ''. */
export function currencyOf(body: unknown): string {
  const metadata = isRecord(body) ? body.metadata : undefined;
  const c = isRecord(metadata) ? metadata.currency : undefined;
  return typeof c === 'string' ? c.trim().toUpperCase().slice(0, 8) : '';
}

/** The record without `key`. */
const without = <T>(record: Record<string, T>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

/** counts with `by` added to counts[key]; a key that comes back to nothing is dropped. */
function bumped(counts: Record<string, number>, key: string, by: number) {
  const n = (counts[key] ?? 0) + by;
  return n > 0 ? { ...counts, [key]: n } : without(counts, key);
}

function orderTotal(body: unknown): number {
  if (!isRecord(body) || !Array.isArray(body.products)) return 0;
  let sum = 0;
  for (const p of body.products as unknown[])
    if (isRecord(p) && typeof p.total === 'number' && Number.isFinite(p.total)) sum += p.total;
  return sum;
}

/** A number in the answer's `commission` field, else undefined (no field, null, not JSON). */
function answeredCommission(body: string | undefined): number | undefined {
  // Most answers are skipped without parsing.
  if (!body?.includes('"commission"')) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    const c = isRecord(parsed) ? parsed.commission : undefined;
    return typeof c === 'number' && Number.isFinite(c) ? c : undefined;
  } catch {
    return undefined;
  }
}

// Sums that go up and down by cents must come back to where they were.
const tidy = (x: number) => Math.round(x * 1e8) / 1e8;

/**
 * Adds an entry to its bucket's rollup (sign 1) or takes it away (sign -1), changing
 * `r`. Returns whether the rollup still counts anything (an empty one is deleted).
 */
export function applyEntry(r: Rollup, e: HistoryEntry, sign: 1 | -1): boolean {
  if (e.operation === 'commissions') r.changes += sign;
  else {
    const result = resultOf(e);
    r.orders[result] += sign;
    if (result === 'recorded') {
      const code = e.referralCode ?? '';
      const currency = currencyOf(e.requestBody);
      const amount = orderTotal(e.requestBody);
      const figures = (r.codes[code] ??= { orders: 0, total: 0, currencies: {} });
      figures.orders += sign;
      figures.total = tidy(figures.total + sign * amount);
      const money = (figures.currencies[currency] ??= { orders: 0, total: 0 });
      money.orders += sign;
      money.total = tidy(money.total + sign * amount);
      if (money.orders <= 0) figures.currencies = without(figures.currencies, currency);
      if (figures.orders <= 0) r.codes = without(r.codes, code);
      const commission = answeredCommission(e.outcome.responseBody);
      if (commission !== undefined) {
        r.commission.sum = tidy(r.commission.sum + sign * commission);
        r.commission.count += sign;
        const c = (r.commission.currencies[currency] ??= { sum: 0, count: 0 });
        c.sum = tidy(c.sum + sign * commission);
        c.count += sign;
        if (c.count <= 0) r.commission.currencies = without(r.commission.currencies, currency);
      }
    }
  }
  if (r.commission.count <= 0) r.commission = { sum: 0, count: 0, currencies: {} };
  return countsAnything(r);
}

/** Whether a rollup still counts an entry (an empty one is deleted). */
export const countsAnything = (r: Rollup) =>
  r.changes > 0 || r.orders.recorded + r.orders.failed + r.orders.unknown > 0;

/** Counts (sign 1) or uncounts (-1) an open order's entries in their quarter hours. */
export function applyOpen(
  rollupAt: (connectionId: string, bucket: number) => Rollup | undefined,
  o: OpenOrder,
  sign: 1 | -1,
) {
  for (const e of o.entries) {
    const r = rollupAt(o.connectionId, bucketOf(e.at));
    if (!r) continue;
    r.open[e.result] += sign;
    r.open.causes = bumped(r.open.causes, e.cause, sign);
    r.open.codes = bumped(r.open.codes, e.code, sign);
  }
}

export const rollupKey = (connectionId: string, bucket: number) => `${connectionId}\u0000${bucket}`;

/** The rollups of all of History's entries (a test's reference), by rollupKey. */
export function rollupsOf(entries: readonly HistoryEntry[]): Map<string, Rollup> {
  const out = new Map<string, Rollup>();
  const orders = new Map<string, HistoryEntry[]>();
  for (const e of entries) {
    const bucket = bucketOf(e.startedAt);
    const key = rollupKey(e.connectionId, bucket);
    let r = out.get(key);
    if (!r) out.set(key, (r = emptyRollup(e.connectionId, bucket)));
    applyEntry(r, e, 1);
    if (e.operation === 'order' && e.orderId !== undefined) {
      const order = `${e.connectionId}\u0000${e.orderId}`;
      orders.set(order, [...(orders.get(order) ?? []), e]);
    }
  }
  for (const list of orders.values()) {
    const open = openOrderOf(list);
    if (open) applyOpen((c, b) => out.get(rollupKey(c, b)), open, 1);
  }
  return out;
}
