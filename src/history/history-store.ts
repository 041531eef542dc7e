// The local activity log in IndexedDB (through idb). Writes never block a
// send: a storage failure is reported once and the console goes on.
import type { DBSchema, IDBPDatabase } from 'idb';
import type { HistoryEntry, HistoryOutcome } from './history-entry';
import type { OpenOrder } from './open-orders';
import type { Rollup } from './rollup';
import type { SuggestionRecord } from './suggestions';
import { createListeners } from '../lib/listeners';
import { storageSlot } from '../lib/storage-slot';

export interface HistoryDb extends DBSchema {
  entries: {
    key: number;
    value: HistoryEntry;
    indexes: {
      startedAt: number;
      orderKey: [string, string];
      byConnectionTime: [string, number];
      byResult: [string, string, number];
      byCode: [string, string, number];
      byAffiliate: [string, string, number];
      byOperation: [string, string, number];
    };
  };
  /** Insights' figures per connection and quarter hour (rollup.ts), kept with every write. */
  rollup: {
    key: [string, number];
    value: Rollup;
  };
  /** Orders with failed or unknown entries no later success resolved (open-orders.ts). */
  openOrders: {
    key: [string, string];
    value: OpenOrder;
  };
  /** Autocomplete's last-sent values (suggestions.ts), derived from recorded orders. */
  suggestions: {
    key: [string, string, string];
    value: SuggestionRecord;
    indexes: { recent: [string, string, number] };
  };
}

const DB_NAME = 'affiliate-console';
const CHANNEL = 'ac-history';
export const DEFAULT_RETENTION = 200_000;
/** The schema version (history-db.ts upgrades to it); the bench seeds at it too. */
const HISTORY_DB_VERSION = 5;

let dbPromise: Promise<IDBPDatabase<HistoryDb>> | undefined;
// idb loads with the first read or write, not with the first page: the order
// form is usable before History is ever touched.
// The database's own code (its upgrades, autocomplete's writes) loads with idb, not with the first page.
const dbCode = () => import('./history-db');
export const db = () =>
  (dbPromise ??= Promise.all([import('idb'), dbCode()])
    .then(([{ openDB }, { upgradeHistory }]) =>
      openDB<HistoryDb>(DB_NAME, HISTORY_DB_VERSION, {
        upgrade: upgradeHistory,
        // A newer version opened in another tab: let it upgrade; the next use opens it again.
        blocking(_current, _blocked, event) {
          (event.target as IDBDatabase).close();
          dbPromise = undefined;
        },
      }),
    )
    .catch((error: unknown) => {
      dbPromise = undefined; // storage may come back (quota freed): try again next time
      throw error;
    }));

// ---- storage problems: said once, never thrown at a send ----
const problemListeners = createListeners<[message: string]>();
let problem: string | undefined;
/** A DOMException's name (in every realm: not always an Error there). */
export const errorName = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
/** What to free when storage is full: the console's own data first, then other sites'. */
export const FREE_STORAGE =
  'Free space: “Clear history” on the History page, finished or discarded import jobs, or other sites’ data in the browser’s settings.';
function report(error: unknown) {
  if (problem !== undefined) return;
  const reason = error instanceof Error ? error.message : String(error);
  const name = errorName(error);
  problem =
    name === 'QuotaExceededError'
      ? `Storage on this device is full: History could not save a send, and the duplicate guard asks before each order until the page is reloaded. ${FREE_STORAGE}`
      : `History could not be read or saved on this device (${reason}): the duplicate guard asks before each order. Sending still works.`;
  problemListeners.emit(problem);
}
export const historyProblem = {
  get: () => problem,
  subscribe: problemListeners.subscribe,
};

// ---- other tabs ----
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
const changeListeners = createListeners();
/** Entries this tab began or completed (not those copied from the team): the team bridge listens. */
const localWriteListeners = createListeners<[entry: HistoryEntry]>();
export const onLocalEntry = localWriteListeners.subscribe;
/** The entry as written (not read back: a send of 300 orders read 600 entries only for this). */
const tellLocalWrite = (entry: HistoryEntry | undefined) => {
  if (entry) localWriteListeners.emit(entry);
};
export const notifyChange = () => {
  changeListeners.emit();
  channel?.postMessage('changed');
};
channel?.addEventListener('message', () => {
  storedCount = undefined; // another tab wrote: count again before pruning
  changeListeners.emit();
});

/**
 * How many entries are stored, while this tab can know it: counted when it prunes, kept by
 * its own writes, forgotten when another tab writes (or where tabs cannot tell each other).
 * Counting the store walks every record, and a send completes into History after each
 * request: far below retention, a bulk send need not count 200,000 entries each time.
 */
let storedCount: number | undefined;
const addStored = (n: number) => {
  if (storedCount !== undefined) storedCount += n;
};
export const onHistoryChange = changeListeners.subscribe;
/** Colleagues' entries were written: the count is asked again before pruning. */
export function notifyTeamEntries() {
  storedCount = undefined;
  notifyChange();
}

// ---- writes ----
export async function beginEntry(entry: Omit<HistoryEntry, 'id'>): Promise<number | undefined> {
  try {
    const id = await (await dbCode()).addEntry(await db(), entry);
    addStored(1);
    notifyChange();
    tellLocalWrite({ ...entry, id });
    return id;
  } catch (error) {
    report(error);
    return undefined;
  }
}

export async function completeEntry(id: number | undefined, outcome: HistoryOutcome) {
  if (id === undefined) return;
  try {
    const written = await (await dbCode()).writeOutcome(await db(), id, outcome);
    await prune(retention());
    notifyChange();
    tellLocalWrite(written);
  } catch (error) {
    report(error);
  }
}

// ---- reads (the page reads through indexes: history-query.ts) ----
/** One entry by its id, or undefined when it is gone (cleared or pruned). */
export async function getEntry(id: number): Promise<HistoryEntry | undefined> {
  return (await db()).get('entries', id);
}

/** Entries for one order id on one connection, newest first. */
export async function entriesForOrder(
  connectionId: string,
  orderId: string,
): Promise<HistoryEntry[]> {
  try {
    const found = await (
      await db()
    ).getAllFromIndex('entries', 'orderKey', [connectionId, orderId]);
    return found.sort((a, b) => b.startedAt - a.startedAt);
  } catch (error) {
    report(error);
    throw error; // the duplicate guard must know it could not look
  }
}

// ---- retention ----
const retentionSlot = storageSlot<number>({
  key: 'ac.history-retention.v1',
  check: (n) => (typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined),
  fallback: DEFAULT_RETENTION,
});
export const retention = (): number => retentionSlot.read();
export function setRetention(n: number) {
  retentionSlot.write(n);
}

/** Deletes the oldest entries beyond `keep` (history-db.ts: with what Insights keeps of them). */
export async function prune(keep: number) {
  if (storedCount !== undefined && storedCount <= keep) return;
  const { removed, left } = await (await dbCode()).pruneOldest(await db(), keep);
  if (channel) storedCount = left;
  if (removed > 0) notifyChange();
}

export async function clearHistory() {
  await (await dbCode()).clearAll(await db());
  if (channel) storedCount = 0;
  notifyChange();
}

/** For tests: close and forget the connection so a fresh database can be opened. */
export async function closeHistoryForTests() {
  const open = dbPromise;
  dbPromise = undefined;
  problem = undefined;
  storedCount = undefined;
  if (open) (await open.catch(() => undefined))?.close();
}
