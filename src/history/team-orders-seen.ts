// Which orders colleagues' entries brought into History, kept while they are the only order
// entries History holds for their connection (a first join, page after page of it). An order
// not among them then has no entry in History yet, so a page of 2,000 new entries need not
// count each order's entries in History (one request per order) to know that.
// Trusted only while History's count of the connection's order entries, asked once a page,
// equals the count kept here: any other addition (a send here or in another tab) changes it,
// and the orders are counted one by one again. A removal forgets it (forgetTeamOrders), so
// that a removal and an addition cannot balance out unseen.
import type { IDBPDatabase } from 'idb';
import type { HistoryEntry } from './history-entry';
import type { HistoryDb } from './history-store';

interface Seen {
  /** Order entries (entries with an order ID) History held of the connection, all counted here. */
  entries: number;
  /** Their order IDs. */
  orders: Set<string>;
}

/** Past this many orders the set costs more memory than its look-ups save. */
const MOST_ORDERS = 1_000_000;

const seenByDatabase = new WeakMap<IDBPDatabase<HistoryDb>, Map<string, Seen>>();

/** Every order entry of a connection, in History's orderKey index ([connectionId, orderId]). */
export const connectionOrders = (connectionId: string) =>
  IDBKeyRange.bound([connectionId], [connectionId, []]);

/**
 * For a batch of colleagues' entries: a test that says an order had no entry in History before
 * the batch, where that is known from the counts (`held`, asked before the batch's writes);
 * false where the order must be counted. `commit` keeps the batch's orders once the
 * transaction is done (not before: an aborted batch added nothing).
 */
export function teamOrdersBefore(
  database: IDBPDatabase<HistoryDb>,
  held: ReadonlyMap<string, number>,
) {
  const known = seenByDatabase.get(database);
  const trusted = new Map<string, Seen>();
  for (const [connectionId, count] of held) {
    const seen = known?.get(connectionId);
    if (count === 0) trusted.set(connectionId, { entries: 0, orders: new Set() });
    else if (seen?.entries === count) trusted.set(connectionId, seen);
    else known?.delete(connectionId);
  }
  return {
    isNew: (connectionId: string, orderId: string) =>
      trusted.get(connectionId)?.orders.has(orderId) === false,
    commit(added: readonly HistoryEntry[]) {
      const kept = seenByDatabase.get(database) ?? new Map<string, Seen>();
      seenByDatabase.set(database, kept);
      for (const e of added) {
        const seen = trusted.get(e.connectionId);
        if (!seen || e.orderId === undefined) continue;
        seen.entries += 1;
        seen.orders.add(e.orderId);
      }
      for (const [connectionId, seen] of trusted)
        if (seen.orders.size > MOST_ORDERS) kept.delete(connectionId);
        else kept.set(connectionId, seen);
    },
  };
}

/**
 * After History's entries were removed, once their transaction is done: every order is counted
 * again. (A batch's transaction begun before the removal's is done before it, and kept what it
 * knew before this runs; one begun after it reads the counts after the removal.)
 */
export function forgetTeamOrders(database: IDBPDatabase<HistoryDb>) {
  seenByDatabase.delete(database);
}
