import type { HistoryEntry, HistoryOperation } from './history-entry';

export interface HistoryFilter {
  operation: HistoryOperation | 'all';
  /** "unknown" includes sends that never got an outcome stored. */
  result: 'all' | 'recorded' | 'failed' | 'unknown';
  /** A connection id, or 'all'. */
  connectionId: string;
  /** yyyy-mm-dd in local time, inclusive; "" for open. */
  from: string;
  to: string;
  search: string;
  /** With result failed or unknown: only entries whose order ID has no later recorded entry. */
  unresolved: boolean;
}

export const emptyFilter: HistoryFilter = {
  operation: 'all',
  result: 'all',
  connectionId: 'all',
  from: '',
  to: '',
  search: '',
  unresolved: false,
};

const dayStart = (day: string) => new Date(`${day}T00:00:00`).getTime();

/** The filter's days as times: from its first millisecond to its last, inclusive. */
export function timeSpan(f: HistoryFilter): { from: number; to: number } {
  return {
    from: f.from ? dayStart(f.from) : -Infinity,
    to: f.to ? dayStart(f.to) + 86_400_000 - 1 : Infinity,
  };
}

/** Whether "unresolved" applies: it narrows failed or unknown sends only. */
export const asksUnresolved = (f: HistoryFilter) =>
  f.unresolved && (f.result === 'failed' || f.result === 'unknown');

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
const records = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v)
    ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null)
    : [];

/**
 * What search looks in: the IDs people know an entry by, and from an order's body
 * the customer's email, each product's ID and name, and the coupons.
 */
function searchableText(e: HistoryEntry): (string | undefined)[] {
  const out = [e.orderId, e.referralCode, e.affiliateId];
  const body = e.requestBody;
  if (e.operation !== 'order' || typeof body !== 'object' || body === null) return out;
  const order = body as Record<string, unknown>;
  const customer = order.customer;
  if (typeof customer === 'object' && customer !== null)
    out.push(text((customer as Record<string, unknown>).email));
  for (const p of records(order.products)) out.push(text(p.id), text(p.name));
  if (Array.isArray(order.coupons)) for (const c of order.coupons) out.push(text(c));
  return out;
}

/** The filter's predicate (all but "unresolved"), built once: it checks what an index could not. */
export function matcher(f: HistoryFilter): (e: HistoryEntry) => boolean {
  const needle = f.search.trim().toLowerCase();
  const { from, to } = timeSpan(f);
  return (e) => {
    if (f.operation !== 'all' && e.operation !== f.operation) return false;
    if (f.result !== 'all') {
      const result = e.outcome.result === 'pending' ? 'unknown' : e.outcome.result;
      if (result !== f.result) return false;
    }
    if (f.connectionId !== 'all' && e.connectionId !== f.connectionId) return false;
    if (e.startedAt < from || e.startedAt > to) return false;
    if (needle === '') return true;
    return searchableText(e).some((v) => v?.toLowerCase().includes(needle));
  };
}
