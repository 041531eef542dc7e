// The directory in IndexedDB (through idb): this browser's source of truth, with or
// without a team. A record that a colleague's concurrent edit contested keeps the
// losing versions beside it until a person chooses; their choice, written here, is the
// resolution (the team bridge then drops the losers).
import type { DBSchema, IDBPDatabase } from 'idb';
import type { Conflicting } from '../team/shared-collection';
import type { AffiliateFields, AffiliateRecord } from './affiliate-record';
import { emitChange } from './directory-events';

export interface DirectoryRow {
  key: string;
  record: AffiliateRecord;
  /** Versions that lost a concurrent edit; empty when settled. */
  conflicts: Conflicting<AffiliateRecord>[];
}

interface DirectoryDb extends DBSchema {
  affiliates: { key: string; value: DirectoryRow };
  /** Learning's place in History: the last entry id read. */
  meta: { key: string; value: number };
}

const DB_NAME = 'affiliate-directory';
let dbPromise: Promise<IDBPDatabase<DirectoryDb>> | undefined;
const db = () =>
  (dbPromise ??= import('idb')
    .then(({ openDB }) =>
      openDB<DirectoryDb>(DB_NAME, 1, {
        upgrade(database) {
          database.createObjectStore('affiliates', { keyPath: 'key' });
          database.createObjectStore('meta');
        },
        blocking(_current, _blocked, event) {
          (event.target as IDBDatabase).close();
          dbPromise = undefined;
        },
      }),
    )
    .catch((error: unknown) => {
      dbPromise = undefined; // storage may come back: try again next time
      throw error;
    }));

/** Every row, deleted ones included (the page hides them; the bridge needs them). */
export async function readRows(): Promise<DirectoryRow[]> {
  return (await db()).getAll('affiliates');
}

export async function allRecords(): Promise<AffiliateRecord[]> {
  return (await readRows()).map((r) => r.record);
}

const newKey = () => crypto.randomUUID();

/**
 * A person's write (add, edit, delete, undo, a conflict's resolution): it clears the
 * learned mark and any conflicts, and goes to the bridge.
 */
export async function saveAffiliate(
  fields: AffiliateFields & { deleted?: true },
  key: string = newKey(),
): Promise<AffiliateRecord> {
  const record: AffiliateRecord = {
    key,
    updatedAt: new Date().toISOString(),
    name: fields.name,
    codes: fields.codes,
    affiliateIds: fields.affiliateIds,
    ...(fields.email ? { email: fields.email } : {}),
    ...(fields.notes ? { notes: fields.notes } : {}),
    ...(fields.deleted ? { deleted: true as const } : {}),
  };
  await (await db()).put('affiliates', { key, record, conflicts: [] });
  emitChange([record]);
  return record;
}

/** Many new records in one transaction (an import): one change for the bridge. */
export async function addAffiliates(list: AffiliateFields[]): Promise<number> {
  const now = new Date().toISOString();
  const records = list.map<AffiliateRecord>((f) => ({
    key: newKey(),
    updatedAt: now,
    name: f.name,
    codes: f.codes,
    affiliateIds: f.affiliateIds,
    ...(f.email ? { email: f.email } : {}),
    ...(f.notes ? { notes: f.notes } : {}),
  }));
  const tx = (await db()).transaction('affiliates', 'readwrite');
  await Promise.all([
    ...records.map((record) => tx.store.put({ key: record.key, record, conflicts: [] })),
    tx.done,
  ]);
  emitChange(records);
  return records.length;
}

/** Colleagues' records: written as they come, conflicts kept for a person to resolve. */
export async function applyRemote(
  changes: { record: AffiliateRecord; conflicts: Conflicting<AffiliateRecord>[] }[],
) {
  const tx = (await db()).transaction('affiliates', 'readwrite');
  await Promise.all([
    ...changes.map(({ record, conflicts }) => tx.store.put({ key: record.key, record, conflicts })),
    tx.done,
  ]);
  emitChange([]);
}

/** Learning's writes and its place in History, in one transaction (learn.ts decides what). */
export async function writeLearned(
  plan: (rows: DirectoryRow[]) => AffiliateRecord[],
  upTo: number,
): Promise<AffiliateRecord[]> {
  const tx = (await db()).transaction(['affiliates', 'meta'], 'readwrite');
  const rows = await tx.objectStore('affiliates').getAll();
  const conflictsOf = new Map(rows.map((r) => [r.key, r.conflicts]));
  const changed = plan(rows);
  await Promise.all([
    ...changed.map((record) =>
      tx
        .objectStore('affiliates')
        .put({ key: record.key, record, conflicts: conflictsOf.get(record.key) ?? [] }),
    ),
    tx.objectStore('meta').put(upTo, 'learnedUpTo'),
    tx.done,
  ]);
  if (changed.length > 0) emitChange(changed);
  return changed;
}

export async function learnedUpTo(): Promise<number> {
  return (await (await db()).get('meta', 'learnedUpTo')) ?? 0;
}

/** For tests: close and forget the connection so a fresh database can be opened. */
export async function closeDirectoryForTests() {
  const open = dbPromise;
  dbPromise = undefined;
  if (open) (await open.catch(() => undefined))?.close();
}
