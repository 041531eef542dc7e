// Insights' one read of History: entries in a time range, in batches, so that the
// page can reduce each batch to small facts and never hold 200,000 full entries.
import { db } from './history-store';
import type { HistoryEntry } from './history-entry';

export interface InsightScan {
  /** Only this connection's entries; undefined: every connection. */
  connectionId?: string | undefined;
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, exclusive. */
  to: number;
  /** Entries per read: fewer, larger reads are faster; smaller ones let the page paint sooner. */
  batchSize?: number;
  /** Stops the scan between batches (the page was left or its filter changed). */
  signal?: AbortSignal;
}

/**
 * Hands each batch of entries, oldest first, to `onBatch`. Reads the `startedAt` index
 * with getAll and a count, continuing from the last time read; entries of that same
 * millisecond come again and are skipped by id.
 */
export async function scanHistory(
  { connectionId, from, to, batchSize = 5000, signal }: InsightScan,
  onBatch: (entries: HistoryEntry[]) => void,
): Promise<void> {
  const database = await db();
  const wanted = (e: HistoryEntry, seen: Set<number | undefined>) =>
    !seen.has(e.id) && (connectionId === undefined || e.connectionId === connectionId);
  let lower = from;
  let lowerOpen = false;
  let seen = new Set<number | undefined>();
  while (lower < to && !signal?.aborted) {
    const range = IDBKeyRange.bound(lower, to, lowerOpen, true);
    const batch = await database.getAllFromIndex('entries', 'startedAt', range, batchSize);
    const last = batch.at(-1)?.startedAt;
    if (last === undefined) return;
    if (batch.length < batchSize) {
      deliver(batch.filter((e) => wanted(e, seen)));
      return;
    }
    if (last === lower) {
      // A whole batch in one millisecond: read that millisecond whole, then go past it.
      const same = await database.getAllFromIndex('entries', 'startedAt', last);
      deliver(same.filter((e) => wanted(e, seen)));
      lowerOpen = true;
      seen = new Set();
      continue;
    }
    deliver(batch.filter((e) => wanted(e, seen)));
    seen = new Set(batch.filter((e) => e.startedAt === last).map((e) => e.id));
    lower = last;
    lowerOpen = false;
  }

  function deliver(entries: HistoryEntry[]) {
    if (entries.length > 0) onBatch(entries);
  }
}
