// History's database code that the first page does not need: the schema, version by
// version, and the writes that also keep autocomplete's store. Loaded with idb.
import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { HistoryEntry, HistoryOutcome } from './history-entry';
import type { HistoryDb } from './history-store';
import { recordSuggestions } from './suggestions';

export function upgradeHistory(
  database: IDBPDatabase<HistoryDb>,
  oldVersion: number,
  _newVersion: number | null,
  tx: IDBPTransaction<HistoryDb, StoreNames<HistoryDb>[], 'versionchange'>,
) {
  if (oldVersion < 1) {
    const store = database.createObjectStore('entries', { keyPath: 'id', autoIncrement: true });
    store.createIndex('startedAt', 'startedAt');
    store.createIndex('orderKey', ['connectionId', 'orderId']);
  }
  if (oldVersion < 2) {
    // Autocomplete (suggestions.ts): last-sent values by [connectionId, kind, key].
    const suggestions = database.createObjectStore('suggestions', {
      keyPath: ['connectionId', 'kind', 'key'],
    });
    suggestions.createIndex('recent', ['connectionId', 'kind', 'usedAt']);
    // Its requests run in this upgrade: one that fails aborts it, and History reports it and tries again.
    void backfill(tx).catch(() => undefined);
  }
  if (oldVersion < 3) {
    // Paged, filtered reads (history-query.ts): each index ends in startedAt, so a
    // key range gives one connection's (and result's, code's…) entries newest first.
    // Insights reads byConnectionTime and byResult too: keep their names and key paths.
    const entries = tx.objectStore('entries');
    entries.createIndex('byConnectionTime', ['connectionId', 'startedAt']);
    entries.createIndex('byResult', ['connectionId', 'outcome.result', 'startedAt']);
    entries.createIndex('byCode', ['connectionId', 'referralCode', 'startedAt']);
    entries.createIndex('byAffiliate', ['connectionId', 'affiliateId', 'startedAt']);
  }
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

/** Completes an entry; a recorded order teaches autocomplete in the same transaction. */
export async function writeOutcome(
  database: IDBPDatabase<HistoryDb>,
  id: number,
  outcome: HistoryOutcome,
) {
  const tx = database.transaction(['entries', 'suggestions'], 'readwrite');
  const entries = tx.objectStore('entries');
  const entry = await entries.get(id);
  if (entry) {
    await entries.put({ ...entry, outcome });
    await recordSuggestions(tx.objectStore('suggestions'), { ...entry, outcome });
  }
  await tx.done;
}

export async function addAll(database: IDBPDatabase<HistoryDb>, entries: HistoryEntry[]) {
  const tx = database.transaction(['entries', 'suggestions'], 'readwrite');
  const added = entries.map((e) => tx.objectStore('entries').add(e));
  // One after another, so that of two entries for one product the newer is kept.
  for (const e of entries) await recordSuggestions(tx.objectStore('suggestions'), e);
  await Promise.all([...added, tx.done]);
}

/** Autocomplete comes from History: clearing History forgets it too. */
export async function clearAll(database: IDBPDatabase<HistoryDb>) {
  const tx = database.transaction(['entries', 'suggestions'], 'readwrite');
  await Promise.all([
    tx.objectStore('entries').clear(),
    tx.objectStore('suggestions').clear(),
    tx.done,
  ]);
}
