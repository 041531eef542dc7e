// Insights' reads of History: the rollups kept with every write (never the full
// entries, but for the newest commission updates), so that the page's figures cost
// the same at 200,000 entries as at 2,000.
import { db } from './history-store';
import type { HistoryEntry } from './history-entry';
import { applyEntry, bucketOf, emptyRollup, rollupKey, type Rollup } from './rollup';

export interface InsightSpan {
  /** Only this connection; undefined: every connection. */
  connectionId?: string | undefined;
  /** Epoch ms, inclusive: a local midnight, so a quarter hour's start. */
  from: number;
  /** Epoch ms, exclusive. */
  to: number;
}

/** The connections in `store`: one key-cursor step per connection (arrays sort after numbers). */
async function connectionsIn(store: 'rollup'): Promise<string[]> {
  const tx = (await db()).transaction(store);
  const out: string[] = [];
  let cursor = await tx.store.openKeyCursor();
  while (cursor) {
    const id = cursor.key[0];
    out.push(id);
    cursor = await cursor.continue([id, []] as unknown as [string, never]);
  }
  await tx.done;
  return out;
}

const ids = async (span: InsightSpan) =>
  span.connectionId === undefined ? connectionsIn('rollup') : [span.connectionId];

/** The quarter-hour rollups of the span, per connection (open orders counted in them). */
export async function readRollups(span: InsightSpan): Promise<Rollup[]> {
  if (span.to <= span.from) return [];
  const database = await db();
  const connections = await ids(span);
  const tx = database.transaction('rollup');
  const parts = await Promise.all(
    connections.map((c) =>
      tx.store.getAll(IDBKeyRange.bound([c, span.from], [c, span.to], false, true)),
    ),
  );
  await tx.done;
  return parts.flat();
}

/** The commission updates the timeline shows, and what it needs to say "before". */
export interface ChangeRead {
  /** The newest updates in the span, newest first. */
  newest: HistoryEntry[];
  /**
   * Per affiliate (connection + id) among those: the newest accepted update in the span
   * before its oldest one read, which says what the settings were "before".
   */
  earlier: HistoryEntry[];
}

/**
 * The newest `limit` commission updates in the span, through [connection, operation, time].
 * `accepted` says which update set settings that can be shown (a recorded one, as Insights reads it).
 */
export async function readCommissionChanges(
  span: InsightSpan,
  limit: number,
  accepted: (e: HistoryEntry) => boolean,
): Promise<ChangeRead> {
  const database = await db();
  const connections = await ids(span);
  const tx = database.transaction('entries');
  const index = tx.store.index('byOperation');
  const newest: HistoryEntry[] = [];
  for (const c of connections) {
    const range = IDBKeyRange.bound(
      [c, 'commissions', span.from],
      [c, 'commissions', span.to],
      false,
      true,
    );
    let cursor = await index.openCursor(range, 'prev');
    for (let n = 0; cursor && n < limit; n++, cursor = await cursor.continue())
      newest.push(cursor.value);
  }
  newest.sort((a, b) => b.startedAt - a.startedAt || (b.id ?? 0) - (a.id ?? 0));
  newest.length = Math.min(newest.length, limit);
  // Each affiliate's oldest update read: look further back only for its settings before.
  const oldest = new Map<string, HistoryEntry>();
  for (const e of newest) oldest.set(`${e.connectionId}\u0000${e.affiliateId ?? ''}`, e);
  const earlier: HistoryEntry[] = [];
  for (const e of oldest.values()) {
    if (e.affiliateId === undefined) continue;
    const range = IDBKeyRange.bound(
      [e.connectionId, e.affiliateId, span.from],
      [e.connectionId, e.affiliateId, e.startedAt],
      false,
      true,
    );
    let cursor = await tx.store.index('byAffiliate').openCursor(range, 'prev');
    for (; cursor; cursor = await cursor.continue()) {
      const x = cursor.value;
      if (x.operation === 'commissions' && accepted(x)) {
        earlier.push(x);
        break;
      }
    }
  }
  await tx.done;
  return { newest, earlier };
}

/**
 * Entries History does not hold (older ones asked of the team server) counted as History
 * counts its own, per connection and quarter hour.
 */
export function rollupsOf(entries: readonly HistoryEntry[]): Rollup[] {
  const rollups = new Map<string, Rollup>();
  for (const e of entries) {
    const bucket = bucketOf(e.startedAt);
    const key = rollupKey(e.connectionId, bucket);
    let r = rollups.get(key);
    if (!r) rollups.set(key, (r = emptyRollup(e.connectionId, bucket)));
    applyEntry(r, e, 1);
  }
  return [...rollups.values()];
}
