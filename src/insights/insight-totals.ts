// The figures Insights shows, folded from History's quarter-hour rollups (into local
// days), its open orders and its newest commission updates. Pure.
import type { Rollup } from '../history';
import type { CommissionAfter, CommissionFact, FactResult } from './entry-fact';

type DayCounts = Record<FactResult, number>;

/** Money in one currency ('' when the orders named none): never added across currencies. */
export type PerCurrency = Map<string, number>;

export interface CodeFigures {
  code: string;
  /** Orders recorded with this code. */
  orders: number;
  /** Σ product totals as sent, of those orders, per currency. */
  totals: PerCurrency;
}

export interface Attention {
  failed: number;
  unknown: number;
  /** The same entries by cause, and by referral code ('' = none). */
  causes: Map<string, number>;
  codes: Map<string, number>;
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
  attention: Attention;
  /** Newest first, at most TIMELINE_LIMIT. */
  changes: CommissionChange[];
  changeCount: number;
  orders: number;
  /** Commission the service returned, over the recorded orders whose answer carried one. */
  commission: { sums: PerCurrency; withCommission: number; recorded: number };
}

const add = (m: Map<string, number>, key: string, by: number) => {
  m.set(key, Math.round(((m.get(key) ?? 0) + by) * 1e8) / 1e8);
};

export const emptyTotals = (): InsightTotals => ({
  days: new Map(),
  codes: new Map(),
  attention: { failed: 0, unknown: 0, causes: new Map(), codes: new Map() },
  changes: [],
  changeCount: 0,
  orders: 0,
  commission: { sums: new Map(), withCommission: 0, recorded: 0 },
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
    t.commission.withCommission += r.commission.count;
    for (const [currency, c] of Object.entries(r.commission.currencies))
      add(t.commission.sums, currency, c.sum);
    t.attention.failed += r.open.failed;
    t.attention.unknown += r.open.unknown;
    for (const [cause, n] of Object.entries(r.open.causes)) add(t.attention.causes, cause, n);
    for (const [code, n] of Object.entries(r.open.codes)) add(t.attention.codes, code, n);
    for (const [code, figures] of Object.entries(r.codes)) {
      const c = t.codes.get(code) ?? { code, orders: 0, totals: new Map<string, number>() };
      c.orders += figures.orders;
      for (const [currency, money] of Object.entries(figures.currencies))
        add(c.totals, currency, money.total);
      t.codes.set(code, c);
    }
  }
  return t;
}

/**
 * The timeline from the newest updates (any order) and earlier accepted updates (any
 * order): "before" is what the last accepted update before it set, whichever list held
 * it. One pass in time order, so updates asked of the team server for an older period
 * chain with those this browser holds, whichever is older.
 */
export function changeTimeline(
  newest: readonly CommissionFact[],
  earlier: readonly CommissionFact[],
): CommissionChange[] {
  const key = (f: CommissionFact) => `${f.connectionId}\u0000${f.affiliateId}`;
  const last = new Map<string, CommissionAfter>();
  const out: CommissionChange[] = [];
  const inTimeOrder = [
    ...earlier.map((fact) => ({ fact, shown: false })),
    ...newest.map((fact) => ({ fact, shown: true })),
  ].sort(
    (a, b) =>
      a.fact.startedAt - b.fact.startedAt ||
      (a.fact.entryId ?? 0) - (b.fact.entryId ?? 0) ||
      Number(a.shown) - Number(b.shown),
  );
  for (const { fact: f, shown } of inTimeOrder) {
    const before = last.get(key(f));
    if (shown)
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

/** The codes with the most recorded orders. */
export function topCodes(t: InsightTotals, limit = 10): CodeFigures[] {
  return [...t.codes.values()]
    .sort((a, b) => b.orders - a.orders || a.code.localeCompare(b.code))
    .slice(0, limit);
}

/** Per currency (most orders' first), the codes with the largest order total in it. */
export function topCodesByTotal(
  t: InsightTotals,
  limit = 10,
): { currency: string; rows: { code: string; total: number }[] }[] {
  const byCurrency = new Map<string, { code: string; total: number }[]>();
  for (const c of t.codes.values())
    for (const [currency, total] of c.totals) {
      const rows = byCurrency.get(currency) ?? [];
      rows.push({ code: c.code, total });
      byCurrency.set(currency, rows);
    }
  return [...byCurrency]
    .map(([currency, rows]) => ({
      currency,
      rows: rows.sort((a, b) => b.total - a.total || a.code.localeCompare(b.code)).slice(0, limit),
    }))
    .sort((a, b) => b.rows.length - a.rows.length || a.currency.localeCompare(b.currency));
}

/** Counts largest first: what needs attention most. */
export const largestFirst = (m: Map<string, number>, limit = 10) =>
  [...m]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit);

/** The newest changes first. */
export const recentChanges = (t: InsightTotals) => t.changes;

/** A count per outcome for every day in the range, days with nothing included. */
export function perDay(t: InsightTotals, days: readonly string[]) {
  return days.map((day) => ({
    day,
    ...(t.days.get(day) ?? { recorded: 0, failed: 0, unknown: 0 }),
  }));
}
