// The figures Insights shows, built up batch by batch from entry facts (oldest
// first) so that a scan of 200,000 entries never keeps them all.
import type { CommissionAfter, EntryFact, FactResult } from './entry-fact';

export type DayCounts = Record<FactResult, number>;

export interface CodeFigures {
  code: string;
  /** Orders recorded with this code. */
  orders: number;
  /** Σ product totals as sent, of those orders. */
  total: number;
}

export interface CommissionChange {
  startedAt: number;
  connectionId: string;
  affiliateId: string;
  typeLabel?: string;
  /** The settings the last accepted update from this console sent, when one is in range. */
  before?: CommissionAfter;
  after?: CommissionAfter;
  result: FactResult;
}

/** Entries kept for the timeline: the newest, for a glance; History has them all. */
export const TIMELINE_LIMIT = 200;

export interface InsightTotals {
  days: Map<string, DayCounts>;
  codes: Map<string, CodeFigures>;
  /** Per order (connection + order ID): failures and unknowns since its last success. */
  open: Map<string, { failed: number; unknown: number }>;
  /** Last accepted settings per affiliate (connection + id), for "before". */
  lastSettings: Map<string, CommissionAfter>;
  changes: CommissionChange[];
  changeCount: number;
  orders: number;
  /** Commission the service returned, over the recorded orders whose answer carried one. */
  commission: { sum: number; withCommission: number; recorded: number };
}

export const emptyTotals = (): InsightTotals => ({
  days: new Map(),
  codes: new Map(),
  open: new Map(),
  lastSettings: new Map(),
  changes: [],
  changeCount: 0,
  orders: 0,
  commission: { sum: 0, withCommission: 0, recorded: 0 },
});

/** Adds facts, in the order they were sent, to the totals (which it changes). */
export function addFacts(
  totals: InsightTotals,
  facts: readonly EntryFact[],
  dayOf: (t: number) => string,
): InsightTotals {
  for (const f of facts) {
    if (f.operation === 'order') addOrder(totals, f, dayOf(f.startedAt));
    else addChange(totals, f);
  }
  return totals;
}

function addOrder(t: InsightTotals, f: Extract<EntryFact, { operation: 'order' }>, day: string) {
  t.orders += 1;
  let counts = t.days.get(day);
  if (!counts) t.days.set(day, (counts = { recorded: 0, failed: 0, unknown: 0 }));
  counts[f.result] += 1;

  // Same rule as History's "unresolved": no later recorded entry for the order ID on that connection.
  const key = `${f.connectionId}\u0000${f.orderId}`;
  if (f.result === 'recorded') {
    t.open.delete(key);
    const code = t.codes.get(f.referralCode) ?? { code: f.referralCode, orders: 0, total: 0 };
    code.orders += 1;
    code.total += f.total;
    t.codes.set(f.referralCode, code);
    t.commission.recorded += 1;
    if (f.commission !== undefined) {
      t.commission.sum += f.commission;
      t.commission.withCommission += 1;
    }
  } else {
    const open = t.open.get(key) ?? { failed: 0, unknown: 0 };
    open[f.result] += 1;
    t.open.set(key, open);
  }
}

function addChange(t: InsightTotals, f: Extract<EntryFact, { operation: 'commissions' }>) {
  const key = `${f.connectionId}\u0000${f.affiliateId}`;
  const before = t.lastSettings.get(key);
  t.changeCount += 1;
  t.changes.push({
    startedAt: f.startedAt,
    connectionId: f.connectionId,
    affiliateId: f.affiliateId,
    result: f.result,
    ...(f.typeLabel ? { typeLabel: f.typeLabel } : {}),
    ...(before ? { before } : {}),
    ...(f.after ? { after: f.after } : {}),
  });
  if (t.changes.length > TIMELINE_LIMIT * 2) t.changes.splice(0, t.changes.length - TIMELINE_LIMIT);
  if (f.result === 'recorded' && f.after) t.lastSettings.set(key, f.after);
}

/** Failures and unknown outcomes not resolved by a later success (entries, as History counts them). */
export function needsAttention(t: InsightTotals): { failed: number; unknown: number } {
  let failed = 0;
  let unknown = 0;
  for (const o of t.open.values()) {
    failed += o.failed;
    unknown += o.unknown;
  }
  return { failed, unknown };
}

/** The codes with the most recorded orders, or the largest order total. */
export function topCodes(t: InsightTotals, by: 'orders' | 'total', limit = 10): CodeFigures[] {
  return [...t.codes.values()]
    .sort((a, b) => b[by] - a[by] || a.code.localeCompare(b.code))
    .slice(0, limit);
}

/** The newest changes first. */
export const recentChanges = (t: InsightTotals) => t.changes.slice(-TIMELINE_LIMIT).reverse();

/** A count per outcome for every day in the range, days with nothing included. */
export function perDay(t: InsightTotals, days: readonly string[]) {
  return days.map((day) => ({
    day,
    ...(t.days.get(day) ?? { recorded: 0, failed: 0, unknown: 0 }),
  }));
}
