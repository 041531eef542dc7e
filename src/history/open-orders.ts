// Orders that still need a decision, kept with History: per connection and order ID,
// its failed and unknown (or pending) entries that no later recorded entry resolves.
// The same rule as History's "unresolved" filter (history-query.ts). Each open entry is
// also counted in its quarter hour's rollup, which is what Insights reads. Pure.
import { statusLine } from '../api/status-text';
import type { HistoryEntry } from './history-entry';

/** "pending" is a send whose answer never came back to be written: unknown, too. */
export const resultOf = (e: HistoryEntry): 'recorded' | 'failed' | 'unknown' =>
  e.outcome.result === 'pending' ? 'unknown' : e.outcome.result;

interface OpenEntry {
  at: number;
  result: 'failed' | 'unknown';
  /** Why, in words: "Unknown referral code", "Timed out". */
  cause: string;
  /** The referral code it was sent with ('' when none). */
  code: string;
}

const FAILED_BY_STATUS: Record<number, string> = {
  400: 'Refused as invalid',
  401: 'Key refused',
  403: 'Key refused',
  404: 'Unknown referral code',
  409: 'Order ID already recorded',
  422: 'Refused as invalid',
  429: 'Too many requests',
};

/** Why an entry failed or has no known outcome, in a few words. */
function causeOf(e: HistoryEntry): string {
  const o = e.outcome;
  if (o.result === 'failed') {
    if (o.status)
      return (
        FAILED_BY_STATUS[o.status] ?? (o.status >= 500 ? 'Service error' : statusLine(o.status))
      );
    return o.failure === 'redirect'
      ? 'Redirected'
      : o.failure === 'not-sent'
        ? 'Not sent'
        : 'No response';
  }
  if (o.result === 'pending') return 'No answer written';
  return o.failure === 'timeout'
    ? 'Timed out'
    : o.failure === 'cancelled'
      ? 'Cancelled'
      : o.failure === 'not-service'
        ? 'Answer not from the service'
        : o.failure === 'gateway'
          ? 'Gateway error'
          : 'No answer';
}

export interface OpenOrder {
  connectionId: string;
  orderId: string;
  /** The newest open entry's time. */
  at: number;
  /** Oldest first. */
  entries: OpenEntry[];
}

/** The open entries of one order, from all its entries (any order), or undefined when none is open. */
export function openOrderOf(entries: readonly HistoryEntry[]): OpenOrder | undefined {
  const first = entries[0];
  if (first?.orderId === undefined) return undefined;
  let lastRecorded = -Infinity;
  for (const e of entries)
    if (resultOf(e) === 'recorded') lastRecorded = Math.max(lastRecorded, e.startedAt);
  const open: OpenEntry[] = [];
  for (const e of entries) {
    const result = resultOf(e);
    // Only a recorded entry strictly later resolves (as History counts it).
    if (result !== 'recorded' && e.startedAt >= lastRecorded)
      open.push({ at: e.startedAt, result, cause: causeOf(e), code: e.referralCode ?? '' });
  }
  if (open.length === 0) return undefined;
  open.sort((a, b) => a.at - b.at);
  return {
    connectionId: first.connectionId,
    orderId: first.orderId,
    at: open[open.length - 1]?.at ?? 0,
    entries: open,
  };
}
