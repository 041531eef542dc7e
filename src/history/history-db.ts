// History's database code that the first page does not need: the schema, version by
// version, and the writes that also keep autocomplete's store and Insights' rollups
// (in the same transaction as the entries, so that they never disagree). Loaded with idb.
import {
  unwrap,
  type IDBPDatabase,
  type IDBPIndex,
  type IDBPObjectStore,
  type IDBPTransaction,
  type StoreNames,
} from 'idb';
import type { HistoryEntry, HistoryOutcome } from './history-entry';
import type { HistoryDb } from './history-store';
import { openOrderOf } from './open-orders';
import {
  applyEntry,
  applyOpen,
  BUCKET_MS,
  bucketOf,
  countsAnything,
  emptyRollup,
  rollupKey,
  type Rollup,
} from './rollup';
import { recordSuggestions } from './suggestions';
import { connectionOrders, forgetTeamOrders, teamOrdersBefore } from './team-orders-seen';

type Tx = IDBPTransaction<HistoryDb, StoreNames<HistoryDb>[], 'readwrite' | 'versionchange'>;
/** Every write of entries also writes these. */
const STORES: StoreNames<HistoryDb>[] = ['entries', 'suggestions', 'rollup', 'openOrders'];
const writeTx = (database: IDBPDatabase<HistoryDb>) =>
  database.transaction(STORES, 'readwrite') as unknown as Tx;

export function upgradeHistory(
  database: IDBPDatabase<HistoryDb>,
  oldVersion: number,
  newVersion: number | null,
  tx: IDBPTransaction<HistoryDb, StoreNames<HistoryDb>[], 'versionchange'>,
) {
  // Steps up to the version asked for only (a test opens an older version to upgrade it).
  const step = (v: number) => oldVersion < v && v <= (newVersion ?? v);
  if (step(1)) {
    const store = database.createObjectStore('entries', { keyPath: 'id', autoIncrement: true });
    store.createIndex('startedAt', 'startedAt');
    store.createIndex('orderKey', ['connectionId', 'orderId']);
  }
  if (step(2)) {
    // Autocomplete (suggestions.ts): last-sent values by [connectionId, kind, key].
    const suggestions = database.createObjectStore('suggestions', {
      keyPath: ['connectionId', 'kind', 'key'],
    });
    suggestions.createIndex('recent', ['connectionId', 'kind', 'usedAt']);
    // Its requests run in this upgrade: one that fails aborts it, and History reports it and tries again.
    void backfill(tx).catch(() => undefined);
  }
  if (step(3)) {
    // Paged, filtered reads (history-query.ts): each index ends in startedAt, so a
    // key range gives one connection's (and result's, code's…) entries newest first.
    // Insights reads byAffiliate (a commission update's settings before): keep its key path.
    const entries = tx.objectStore('entries');
    entries.createIndex('byConnectionTime', ['connectionId', 'startedAt']);
    entries.createIndex('byResult', ['connectionId', 'outcome.result', 'startedAt']);
    entries.createIndex('byCode', ['connectionId', 'referralCode', 'startedAt']);
    entries.createIndex('byAffiliate', ['connectionId', 'affiliateId', 'startedAt']);
  }
  if (step(4)) {
    // Insights reads these instead of the entries (rollup.ts, open-orders.ts), and the
    // newest commission updates through byOperation.
    database.createObjectStore('rollup', { keyPath: ['connectionId', 'bucket'] });
    // Open orders are read by key only: their entries are counted in the rollups.
    database.createObjectStore('openOrders', { keyPath: ['connectionId', 'orderId'] });
    tx.objectStore('entries').createIndex('byOperation', [
      'connectionId',
      'operation',
      'startedAt',
    ]);
    // Going on to 5 counts them there (once).
    if (!step(5)) void backfillInsights(tx).catch(() => undefined);
  }
  if (step(5)) {
    // Rollups gained money per currency and open orders their cause and code: counted again.
    void Promise.all([tx.objectStore('rollup').clear(), tx.objectStore('openOrders').clear()])
      .then(() => backfillInsights(tx))
      .catch(() => undefined);
  }
}

/**
 * Fills the rollups and open orders from the History already kept: one cursor over the
 * entries, summed in memory (small: a rollup per quarter hour, a time per order entry).
 */
async function backfillInsights(
  tx: IDBPTransaction<HistoryDb, StoreNames<HistoryDb>[], 'versionchange'>,
) {
  const orders = new Map<string, HistoryEntry[]>();
  const rollups = new Map<string, Rollup>();
  let cursor = await tx.objectStore('entries').openCursor();
  for (; cursor; cursor = await cursor.continue()) {
    const e = cursor.value;
    addToRollups(rollups, e);
    if (e.operation === 'order' && e.orderId !== undefined) {
      // Only what openOrderOf reads: not the bodies.
      const key = `${e.connectionId}\u0000${e.orderId}`;
      const slim = {
        connectionId: e.connectionId,
        orderId: e.orderId,
        startedAt: e.startedAt,
        ...(e.referralCode === undefined ? {} : { referralCode: e.referralCode }),
        outcome: e.outcome,
      } as HistoryEntry;
      const list = orders.get(key);
      if (list) list.push(slim);
      else orders.set(key, [slim]);
    }
  }
  const writes: Promise<unknown>[] = [];
  for (const list of orders.values()) {
    const open = openOrderOf(list);
    if (!open) continue;
    applyOpen((c, b) => rollups.get(rollupKey(c, b)), open, 1);
    writes.push(tx.objectStore('openOrders').put(open));
  }
  for (const r of rollups.values()) writes.push(tx.objectStore('rollup').put(r));
  await Promise.all(writes);
}

function addToRollups(rollups: Map<string, Rollup>, e: HistoryEntry) {
  const bucket = bucketOf(e.startedAt);
  const key = rollupKey(e.connectionId, bucket);
  let r = rollups.get(key);
  if (!r) rollups.set(key, (r = emptyRollup(e.connectionId, bucket)));
  applyEntry(r, e, 1);
}

/**
 * Keeps the rollups and open orders in step with a write in the same transaction: the
 * entries as they were (taken away) and as they are now (added). Run after the entry
 * writes were asked for, so that an order's entries are read as written.
 */
async function keepInsights(
  tx: Tx,
  removed: readonly HistoryEntry[],
  added: readonly HistoryEntry[],
  /** Says an order had no entry in History before this write, where that is already known. */
  isNew?: (connectionId: string, orderId: string) => boolean,
) {
  const orders = new Map<string, [string, string]>();
  for (const e of [...removed, ...added])
    if (e.operation === 'order' && e.orderId !== undefined)
      orders.set(`${e.connectionId}\u0000${e.orderId}`, [e.connectionId, e.orderId]);
  const open = tx.objectStore('openOrders');
  const byOrder = tx.objectStore('entries').index('orderKey');
  // This write's entries of each order, as they are now.
  const written = new Map<string, HistoryEntry[]>();
  const removedOf = new Set<string>();
  for (const e of removed) removedOf.add(`${e.connectionId}\u0000${e.orderId}`);
  for (const e of added)
    if (e.operation === 'order' && e.orderId !== undefined) {
      const key = `${e.connectionId}\u0000${e.orderId}`;
      written.set(key, [...(written.get(key) ?? []), e]);
    }
  const rawByOrder = unwrap(byOrder);
  // Each order's open entries before and after: what its quarter hours count changes by.
  const openChanges = await Promise.all(
    [...orders].map(async ([id, key]) => {
      const mine = written.get(id) ?? [];
      // An order whose only entries are the ones just added (a colleague's new order, most of
      // a first catch-up): known or counted, not read back, and it had no open entries before.
      if (
        !removedOf.has(id) &&
        mine.length > 0 &&
        (isNew?.(...key) === true || (await countOf(rawByOrder, key)) === mine.length)
      ) {
        const now = openOrderOf(mine);
        if (now) await open.put(now);
        return { was: undefined, now };
      }
      const [all, was] = await Promise.all([byOrder.getAll(key), open.get(key)]);
      const now = openOrderOf(all.filter((e) => e.operation === 'order'));
      await (now ? open.put(now) : open.delete(key));
      return { was, now };
    }),
  );
  // Every quarter hour touched, read once.
  const rollup = tx.objectStore('rollup');
  const touched = new Map<string, [string, number]>();
  const touch = (connectionId: string, at: number) =>
    touched.set(rollupKey(connectionId, bucketOf(at)), [connectionId, bucketOf(at)]);
  for (const e of [...removed, ...added]) touch(e.connectionId, e.startedAt);
  for (const { was, now } of openChanges)
    for (const o of [was, now]) o?.entries.forEach((x) => touch(o.connectionId, x.at));
  const rollups = await rollupsOf(rollup, touched);
  const at = (c: string, b: number) => rollups.get(rollupKey(c, b));
  for (const e of removed) {
    const r = at(e.connectionId, bucketOf(e.startedAt));
    if (r) applyEntry(r, e, -1);
  }
  for (const e of added) {
    const r = at(e.connectionId, bucketOf(e.startedAt));
    if (r) applyEntry(r, e, 1);
  }
  for (const { was, now } of openChanges) {
    if (was) applyOpen(at, was, -1);
    if (now) applyOpen(at, now, 1);
  }
  // Asked without a promise each (the caller awaits the transaction; a failure aborts it).
  const raw = unwrap(rollup);
  for (const r of rollups.values())
    if (countsAnything(r)) raw.put(r);
    else raw.delete([r.connectionId, r.bucket]);
}

/**
 * A count asked of IndexedDB directly: idb's wrapper adds and removes two listeners per
 * request, and a catch-up's page asks one count per order.
 */
const countOf = (index: IDBIndex, key: IDBValidKey | IDBKeyRange) =>
  new Promise<number>((resolve, reject) => {
    const asked = index.count(key);
    asked.onsuccess = () => {
      resolve(asked.result);
    };
    asked.onerror = () => {
      reject(asked.error ?? new Error('count failed'));
    };
  });

type RollupStore = IDBPObjectStore<HistoryDb, StoreNames<HistoryDb>[], 'rollup', Tx['mode']>;

/**
 * The rollups of the quarter hours touched (`key` → [connectionId, bucket]), empty ones for
 * those not counted yet. A connection's span is read at once when it holds at most twice as
 * many quarter hours as were touched (a catch-up's page, which comes in time order), else
 * each is read by its key.
 */
async function rollupsOf(
  rollup: RollupStore,
  touched: ReadonlyMap<string, [connectionId: string, bucket: number]>,
): Promise<Map<string, Rollup>> {
  const byConnection = new Map<string, number[]>();
  for (const [connectionId, bucket] of touched.values()) {
    const buckets = byConnection.get(connectionId);
    if (buckets) buckets.push(bucket);
    else byConnection.set(connectionId, [bucket]);
  }
  const found = new Map<string, Rollup>();
  await Promise.all(
    [...byConnection].map(async ([connectionId, buckets]) => {
      let from = Infinity;
      let to = -Infinity;
      for (const b of buckets) {
        from = Math.min(from, b);
        to = Math.max(to, b);
      }
      const span = (to - from) / BUCKET_MS + 1;
      const held =
        buckets.length > 1 && span <= 2 * buckets.length
          ? await rollup.getAll(IDBKeyRange.bound([connectionId, from], [connectionId, to]))
          : await Promise.all(buckets.map((b) => rollup.get([connectionId, b])));
      for (const r of held) if (r) found.set(rollupKey(r.connectionId, r.bucket), r);
    }),
  );
  const rollups = new Map<string, Rollup>();
  for (const [id, key] of touched) rollups.set(id, found.get(id) ?? emptyRollup(...key));
  return rollups;
}

/** Begins an entry (pending): Insights counts it as unknown until it completes. */
export async function addEntry(database: IDBPDatabase<HistoryDb>, entry: HistoryEntry) {
  const tx = writeTx(database);
  const id = tx.objectStore('entries').add(entry);
  await keepInsights(tx, [], [entry]);
  const [key] = await Promise.all([id, tx.done]);
  return key;
}

/** A batch's time span is read whole when it holds at most this many entries per incoming one. */
const SPAN_READ_PER_ENTRY = 2;

/**
 * The entries History already holds for each incoming one (same time and team key), or
 * undefined. A batch of a catch-up comes in time order: its span, read at once, holds few
 * entries; any other batch is looked up entry by entry (every lookup asked for at once).
 */
async function knownOf(
  byTime: IDBPIndex<HistoryDb, StoreNames<HistoryDb>[], 'entries', 'startedAt', Tx['mode']>,
  incoming: readonly HistoryEntry[],
): Promise<(HistoryEntry | undefined)[]> {
  const sameKey = (e: HistoryEntry) => `${e.startedAt}\u0000${e.teamKey ?? ''}`;
  let from = Infinity;
  let to = -Infinity;
  for (const e of incoming) {
    from = Math.min(from, e.startedAt);
    to = Math.max(to, e.startedAt);
  }
  if (incoming.length === 0) return [];
  const span = IDBKeyRange.bound(from, to);
  const inSpan = await byTime.count(span);
  if (inSpan <= SPAN_READ_PER_ENTRY * incoming.length) {
    const held = new Map<string, HistoryEntry>();
    // In the index's order, as the lookup by time gives them: the first one found wins.
    for (const x of inSpan === 0 ? [] : await byTime.getAll(span))
      if (x.teamKey !== undefined && !held.has(sameKey(x))) held.set(sameKey(x), x);
    return incoming.map((e) => held.get(sameKey(e)));
  }
  return Promise.all(
    incoming.map(async (e) =>
      (await byTime.getAll(e.startedAt)).find((x) => x.teamKey === e.teamKey),
    ),
  );
}

/**
 * Colleagues' entries (each with its teamKey), a whole batch in one transaction: an entry
 * found again by its time (an index) and team key takes the new outcome and teaches
 * autocomplete, as writeOutcome does; any other is added, as addEntry does. The rollups and
 * open orders are kept once for the batch: a first sync of 200,000 entries was one
 * transaction, one index lookup and one rollup pass per entry.
 */
export async function applyTeamEntries(
  database: IDBPDatabase<HistoryDb>,
  incoming: readonly HistoryEntry[],
) {
  const tx = writeTx(database);
  const entries = tx.objectStore('entries');
  const byOrder = unwrap(entries.index('orderKey'));
  // Each connection's order entries in History before this batch (team-orders-seen.ts).
  const [found, ...held] = await Promise.all([
    knownOf(entries.index('startedAt'), incoming),
    ...[...new Set(incoming.map((e) => e.connectionId))].map(
      async (c) => [c, await countOf(byOrder, connectionOrders(c))] as const,
    ),
  ]);
  const teamOrders = teamOrdersBefore(database, new Map(held));
  const removed: HistoryEntry[] = [];
  const added: HistoryEntry[] = [];
  const addedNew: HistoryEntry[] = [];
  const writes: Promise<unknown>[] = [];
  // New entries are asked for without a promise each (most of a catch-up's page): a
  // failure aborts the transaction, which is awaited.
  const raw = unwrap(entries);
  incoming.forEach((e, i) => {
    const known = found[i];
    if (known?.id !== undefined) {
      const next = { ...known, outcome: e.outcome };
      writes.push(entries.put(next), recordSuggestions(tx.objectStore('suggestions'), next));
      removed.push(known);
      added.push(next);
    } else {
      raw.add(e);
      added.push(e);
      addedNew.push(e);
    }
  });
  writes.push(keepInsights(tx, removed, added, teamOrders.isNew));
  await Promise.all([...writes, tx.done]);
  teamOrders.commit(addedNew);
}

/**
 * Fills autocomplete from the History already kept, oldest first, so that the newest
 * value wins. Only IndexedDB requests are awaited: the upgrade's transaction stays open.
 */
async function backfill(tx: IDBPTransaction<HistoryDb, StoreNames<HistoryDb>[], 'versionchange'>) {
  const store = tx.objectStore('suggestions');
  let cursor = await tx.objectStore('entries').index('startedAt').openCursor();
  for (; cursor; cursor = await cursor.continue()) await recordSuggestions(store, cursor.value);
}

/**
 * Completes an entry; a recorded order teaches autocomplete in the same transaction. Resolves
 * with the entry as written (undefined: it was gone, cleared or pruned).
 */
export async function writeOutcome(
  database: IDBPDatabase<HistoryDb>,
  id: number,
  outcome: HistoryOutcome,
): Promise<HistoryEntry | undefined> {
  const tx = writeTx(database);
  const entries = tx.objectStore('entries');
  const entry = await entries.get(id);
  if (!entry) {
    await tx.done;
    return undefined;
  }
  const written = { ...entry, outcome };
  await entries.put(written);
  await recordSuggestions(tx.objectStore('suggestions'), written);
  await keepInsights(tx, [entry], [written]);
  await tx.done;
  return written;
}

/** Autocomplete and Insights come from History: clearing History forgets them too. */
export async function clearAll(database: IDBPDatabase<HistoryDb>) {
  const tx = writeTx(database);
  await Promise.all([...STORES.map((s) => tx.objectStore(s).clear()), tx.done]);
}

/**
 * Deletes the oldest entries beyond `keep`, and takes them out of Insights' figures:
 * the store's count, then a cursor from the oldest end that reads only the excess.
 * Says how many went and how many are left.
 */
export async function pruneOldest(
  database: IDBPDatabase<HistoryDb>,
  keep: number,
): Promise<{ removed: number; left: number }> {
  const tx = writeTx(database);
  const store = tx.objectStore('entries');
  const stored = await store.count();
  const excess = stored - keep;
  const removed: HistoryEntry[] = [];
  let cursor = excess > 0 ? await store.index('startedAt').openCursor() : null;
  for (let left = excess; cursor && left > 0; left--) {
    removed.push(cursor.value);
    await cursor.delete();
    cursor = await cursor.continue();
  }
  if (removed.length > 0) await keepInsights(tx, removed, []);
  await tx.done;
  if (removed.length > 0) forgetTeamOrders(database);
  return { removed: removed.length, left: stored - removed.length };
}
