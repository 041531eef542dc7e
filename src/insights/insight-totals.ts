// The figures Insights shows, folded from History's quarter-hour rollups (into local
// days), its open orders and its newest commission updates. Pure.
import type { Rollup } from '../history';
import type { CommissionAfter, CommissionFact, FactResult } from './entry-fact';

type DayCounts = Record<FactResult, number>;

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
  /** Failed and unknown order entries no later success resolved (as History's "unresolved"). */
  attention: { failed: number; unknown: number };
  /** Newest first, at most TIMELINE_LIMIT. */
  changes: CommissionChange[];
  changeCount: number;
  orders: number;
  /** Commission the service returned, over the recorded orders whose answer carried one. */
  commission: { sum: number; withCommission: number; recorded: number };
}

export const emptyTotals = (): InsightTotals => ({
  days: new Map(),
  codes: new Map(),
  attention: { failed: 0, unknown: 0 },
  changes: [],
  changeCount: 0,
  orders: 0,
  commission: { sum: 0, withCommission: 0, recorded: 0 },
});

/** Adds rollups (any order) to the totals, which it changes; each bucket lies in one local day. */
export function addRollups(
  t: InsightTotals,
  rollups: readonly Rollup[],
  dayOf: (t: number) => string,
): InsightTotals {
  for (const r of rollups) {
    const day = dayOf(r.bucket);
    let counts = t.days.get(day);
    if (!counts) t.days.set(day, (counts = { recorded: 0, failed: 0, unknown: 0 }));
    counts.recorded += r.orders.recorded;
    counts.failed += r.orders.failed;
    counts.unknown += r.orders.unknown;
    t.orders += r.orders.recorded + r.orders.failed + r.orders.unknown;
    t.changeCount += r.changes;
    t.commission.recorded += r.orders.recorded;
    t.commission.sum += r.commission.sum;
    t.commission.withCommission += r.commission.count;
    t.attention.failed += r.open.failed;
    t.attention.unknown += r.open.unknown;
    for (const [code, figures] of Object.entries(r.codes)) {
      const c = t.codes.get(code) ?? { code, orders: 0, total: 0 };
      c.orders += figures.orders;
      c.total += figures.total;
      t.codes.set(code, c);
    }
  }
  return t;
}

/**
 * The timeline from the newest updates (any order) and, per affiliate, the accepted
 * update before the oldest of them: "before" is what the last accepted one set.
 */
export function changeTimeline(
  newest: readonly CommissionFact[],
  earlier: readonly CommissionFact[],
): CommissionChange[] {
  const key = (f: CommissionFact) => `${f.connectionId}\u0000${f.affiliateId}`;
  const last = new Map<string, CommissionAfter>();
  for (const f of earlier) if (f.result === 'recorded' && f.after) last.set(key(f), f.after);
  const out: CommissionChange[] = [];
  const oldestFirst = [...newest].sort(
    (a, b) => a.startedAt - b.startedAt || (a.entryId ?? 0) - (b.entryId ?? 0),
  );
  for (const f of oldestFirst) {
    const before = last.get(key(f));
    out.push({
      startedAt: f.startedAt,
      connectionId: f.connectionId,
      affiliateId: f.affiliateId,
      result: f.result,
      ...(f.typeLabel ? { typeLabel: f.typeLabel } : {}),
      ...(before ? { before } : {}),
      ...(f.after ? { after: f.after } : {}),
    });
    if (f.result === 'recorded' && f.after) last.set(key(f), f.after);
  }
  return out.reverse().slice(0, TIMELINE_LIMIT);
}

/** Failures and unknown outcomes not resolved by a later success (entries, as History counts them). */
export const needsAttention = (t: InsightTotals) => t.attention;

/** The codes with the most recorded orders, or the largest order total. */
export function topCodes(t: InsightTotals, by: 'orders' | 'total', limit = 10): CodeFigures[] {
  return [...t.codes.values()]
    .sort((a, b) => b[by] - a[by] || a.code.localeCompare(b.code))
    .slice(0, limit);
}

/** The newest changes first. */
export const recentChanges = (t: InsightTotals) => t.changes;

/** A count per outcome for every day in the range, days with nothing included. */
export function perDay(t: InsightTotals, days: readonly string[]) {
  return days.map((day) => ({
    day,
    ...(t.days.get(day) ?? { recorded: 0, failed: 0, unknown: 0 }),
  }));
}
