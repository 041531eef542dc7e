// The affiliate directory's reads of History: recorded orders after a point (what
// sends taught), and one affiliate's entries for a statement, through the indexes.
import { db } from './history-store';
import type { HistoryEntry } from './history-entry';

/** Every connection History holds entries of (colleagues' and removed ones too): "All connections". */
export { historyConnections } from './history-query';

/** Entries after `afterId` in the order they were begun, a batch at a time. */
export async function readEntriesAfter(afterId: number, limit: number): Promise<HistoryEntry[]> {
  return (await db()).getAll('entries', IDBKeyRange.lowerBound(afterId, true), limit);
}

export interface StatementQuery {
  connectionId: string;
  codes: readonly string[];
  affiliateIds: readonly string[];
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, exclusive. */
  to: number;
}

/**
 * Orders sent to the codes in the span, and every commission update of the IDs before
 * its end (the earlier ones say what the settings were before a change in the span).
 */
export async function readStatementEntries(q: StatementQuery) {
  const tx = (await db()).transaction('entries');
  const [orders, commissions] = await Promise.all([
    Promise.all(
      q.codes.map((code) =>
        tx.store
          .index('byCode')
          .getAll(
            IDBKeyRange.bound(
              [q.connectionId, code, q.from],
              [q.connectionId, code, q.to],
              false,
              true,
            ),
          ),
      ),
    ),
    Promise.all(
      q.affiliateIds.map((id) =>
        tx.store
          .index('byAffiliate')
          .getAll(
            IDBKeyRange.bound(
              [q.connectionId, id, -Infinity],
              [q.connectionId, id, q.to],
              false,
              true,
            ),
          ),
      ),
    ),
  ]);
  await tx.done;
  return {
    orders: orders.flat().filter((e) => e.operation === 'order'),
    commissions: commissions.flat().filter((e) => e.operation === 'commissions'),
  };
}
