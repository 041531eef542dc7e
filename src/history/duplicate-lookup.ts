// What History knows about an order ID: whether it may already be recorded on a
// connection (it succeeded, or its outcome is unknown). The send gate asks before
// an order goes out; the import flags such orders.
import { statusLine } from '../api/status-text';
import type { HistoryEntry } from './history-entry';
import { db, entriesForOrder } from './history-store';

/** An order send that may have been recorded: it succeeded, or its outcome is unknown. */
export const mayBeRecorded = (e: HistoryEntry) =>
  e.operation === 'order' && e.outcome.result !== 'failed';

export async function earlierRecording(
  connectionId: string,
  orderId: string,
): Promise<HistoryEntry | undefined> {
  const entries = await entriesForOrder(connectionId, orderId);
  return entries.find(mayBeRecorded);
}

/**
 * Every order ID that may already be recorded on a connection, for the import's duplicate
 * flags. Keys only, no entry is read: the connection's order IDs from orderKey, less the
 * ids of its failed sends from byResult. (Only order sends carry an order ID.)
 */
export async function sentOrderIds(connectionId: string): Promise<string[]> {
  try {
    const tx = (await db()).transaction('entries');
    const failed = new Set(
      await tx.store
        .index('byResult')
        .getAllKeys(
          IDBKeyRange.bound(
            [connectionId, 'failed', -Infinity],
            [connectionId, 'failed', Infinity],
          ),
        ),
    );
    const ids = new Set<string>();
    let cursor = await tx.store
      .index('orderKey')
      // An array sorts after every string: the range holds every order ID on the connection.
      .openKeyCursor(IDBKeyRange.bound([connectionId, ''], [connectionId, []]));
    for (; cursor; cursor = await cursor.continue())
      if (!failed.has(cursor.primaryKey)) ids.add(cursor.key[1]);
    await tx.done;
    return [...ids];
  } catch {
    return [];
  }
}

export function describeResult(entry: HistoryEntry): string {
  const o = entry.outcome;
  if (o.result === 'recorded') return `recorded (${statusLine(o.status ?? 200)})`;
  if (o.result === 'unknown')
    return o.failure === 'timeout'
      ? 'outcome unknown (no answer before the timeout)'
      : o.failure === 'cancelled'
        ? 'outcome unknown (cancelled while waiting for the answer)'
        : 'outcome unknown (no answer, or one cut off: it may have reached the service)';
  if (o.result === 'pending') return 'no outcome stored (the tab may have closed while sending)';
  if (o.status) return `failed (${statusLine(o.status)})`;
  if (o.failure === 'redirect') return 'failed (a redirect, not followed)';
  return o.failure === 'not-sent' ? 'failed (not sent)' : 'failed (no response)';
}
