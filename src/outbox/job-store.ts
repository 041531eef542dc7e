// A send job lives in IndexedDB: its requests and each one's state, so a reload
// or a crash loses nothing and no answered request is sent again. Requests are
// stored in chunks (job-chunks.ts), written once; states are small per-chunk
// arrays rewritten as answers arrive; a job of half a million orders loads by
// its states alone and reads its requests a chunk at a time.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ConnectionRequest } from '../connections';
import {
  CHUNK_SIZE,
  STATE_CODES,
  decodeRequests,
  encodeRequests,
  queuedStates,
  settleSending,
  STATE_BYTES_PER_ITEM,
  type NoteRecord,
  type RequestChunk,
  type StateChunk,
  type StoredRequest,
} from './job-chunks';
import { causeAt, causeWords, type Cause, type ItemNote } from './job-cause';
import { upgradeFromV1, upgradeToV3, type V1Item } from './job-store-upgrade';
import type { SendMeta } from './send-and-record';
import type { ItemState } from './send-queue';

export interface SendJob {
  id: string;
  /** What the job sends, for people: the file name, or "Commission change". */
  title: string;
  createdAt: number;
  connectionId: string;
  connectionName: string;
  concurrency: number;
  ratePerSecond?: number;
  total: number;
  finished: boolean;
  /** Which page sends and resumes it: an import or a commission change. */
  kind: JobKind;
  /** Requests stored so far (absent: all of them, as jobs stored before). */
  stored?: number;
  /** Bytes its requests and states take in storage, estimated from the chunks. */
  storedBytes?: number;
}

export type JobKind = 'import' | 'commissions';

export interface JobItem {
  jobId: string;
  index: number;
  /** The order ID or affiliate ID a person knows this request by. */
  label: string;
  request: ConnectionRequest;
  meta: SendMeta;
  state: ItemState;
  /** Why it is in its state: what every reader decides on. */
  cause: Cause;
  /** What the cause keeps beside its code (the service's message, the colleague). */
  note?: ItemNote;
  attempts: number;
  status?: number;
  /** The cause in a person's words (job-cause.ts), for showing only: never read back. */
  message?: string;
  /** What the page that started the job keeps beside a request (a commission change: the settings before). */
  detail?: unknown;
  /**
   * A person chose to send it past the team's duplicate guard (a colleague's claim, or a team
   * that could not be asked): it is not asked again.
   */
  pastTeam?: true;
}

export type NewJobItem = Omit<
  JobItem,
  'jobId' | 'state' | 'cause' | 'note' | 'attempts' | 'status' | 'message'
>;

interface JobDb extends DBSchema {
  jobs: { key: string; value: SendJob };
  requests: { key: [string, number]; value: RequestChunk };
  states: { key: [string, number]; value: StateChunk };
  notes: { key: [string, number]; value: NoteRecord };
}

const DB_NAME = 'affiliate-console-import';

let dbPromise: Promise<IDBPDatabase<JobDb>> | undefined;
const db = () =>
  (dbPromise ??= openDB<JobDb>(DB_NAME, 3, {
    upgrade(database, oldVersion, _newVersion, transaction) {
      // The upgrade sees stores of every version; typed loosely on purpose.
      const loose = transaction as unknown as Parameters<typeof upgradeFromV1>[0];
      let upgrading: Promise<void> | undefined;
      if (oldVersion < 1) database.createObjectStore('jobs', { keyPath: 'id' });
      if (oldVersion < 2) {
        database.createObjectStore('requests', { keyPath: ['jobId', 'chunk'] });
        database.createObjectStore('states', { keyPath: ['jobId', 'chunk'] });
        database.createObjectStore('notes', { keyPath: ['jobId', 'position'] });
      }
      if (oldVersion === 1)
        // Version 1 kept one record per request: rewritten into chunks, then dropped.
        upgrading = upgradeFromV1(loose).then(() => {
          (database as unknown as IDBPDatabase).deleteObjectStore('items');
        });
      // Version 3: a cause per item, jobs with their kind (job-store-upgrade.ts).
      if (oldVersion >= 1 && oldVersion < 3)
        void (upgrading ?? Promise.resolve())
          .then(() => upgradeToV3(loose))
          .catch(() => {
            // Nothing half-done: the stored jobs stay as they were.
            transaction.abort();
          });
    },
    // A newer version opened in another tab: let it upgrade; the next use opens it again.
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
      dbPromise = undefined;
    },
  }));

/** Every record of one job in a store keyed [jobId, n]. */
const ofJob = (jobId: string) => IDBKeyRange.bound([jobId, -Infinity], [jobId, Infinity]);

export async function putJob(job: SendJob) {
  await (await db()).put('jobs', job);
}

/** Stores one chunk of requests, all queued, and how far the job is stored, in one transaction. */
export async function storeChunk(
  job: SendJob,
  chunk: number,
  items: readonly StoredRequest[],
): Promise<number> {
  const encoded = await encodeRequests(job.id, chunk, items);
  const tx = (await db()).transaction(['requests', 'states', 'jobs'], 'readwrite');
  void tx.objectStore('requests').put(encoded);
  void tx.objectStore('states').put(queuedStates(job.id, chunk, items));
  void tx.objectStore('jobs').put(job);
  await tx.done;
  return encoded.bytes + items.length * STATE_BYTES_PER_ITEM;
}

export async function readRequests(jobId: string, chunk: number): Promise<StoredRequest[]> {
  const record = await (await db()).get('requests', [jobId, chunk]);
  return record ? decodeRequests(record) : [];
}

/** Every state record of a job, in chunk order: what a resume reads. */
export async function readStates(jobId: string): Promise<StateChunk[]> {
  return (await db()).getAll('states', ofJob(jobId));
}

export async function readNotes(jobId: string): Promise<Map<number, ItemNote>> {
  const notes = await (await db()).getAll('notes', ofJob(jobId));
  return new Map(notes.map(({ jobId: _job, position, ...note }) => [position, note]));
}

/** An item's note as stored beside its chunk's states (null: it has none any more). */
export interface StateNote {
  position: number;
  note: ItemNote | null;
}

/** The notes of items that changed, in the transaction that writes their states (null removes one). */
function putNotes(
  notes: { put(value: NoteRecord): unknown; delete(key: [string, number]): unknown },
  jobId: string,
  changed: readonly StateNote[],
) {
  for (const { position, note } of changed)
    if (note === null) void notes.delete([jobId, position]);
    else void notes.put({ jobId, position, ...note });
}

/**
 * Writes a chunk's states as the runner holds them, with the messages of items that
 * changed (null removes one), applied in order. The runner holds the truth, so no read:
 * transactions on a chunk commit in order, the last written is the newest.
 */
export async function writeStates(states: StateChunk, notes: readonly StateNote[] = []) {
  const tx = (await db()).transaction(['states', 'notes'], 'readwrite');
  void tx.objectStore('states').put(states);
  putNotes(tx.objectStore('notes'), states.jobId, notes);
  await tx.done;
}

async function markFinished(jobId: string, finished: boolean) {
  const database = await db();
  const job = await database.get('jobs', jobId);
  if (job && job.finished !== finished) await database.put('jobs', { ...job, finished });
}

export const finishJob = (jobId: string) => markFinished(jobId, true);

/** A finished job that a person sends some of again is unfinished until those are answered. */
export const reopenJob = (jobId: string) => markFinished(jobId, false);

/**
 * Replaces one chunk's requests (a person's fix of some of them) with its states and the
 * messages that go with them, in one transaction: a reload sees the old requests and states,
 * or the new ones, never a mix. Only under the job's lock (nothing of the chunk is sending).
 */
export async function rewriteChunk(
  states: StateChunk,
  requests: readonly StoredRequest[],
  notes: readonly StateNote[],
) {
  const encoded = await encodeRequests(states.jobId, states.chunk, requests);
  const tx = (await db()).transaction(['requests', 'states', 'notes'], 'readwrite');
  void tx.objectStore('requests').put(encoded);
  void tx.objectStore('states').put(states);
  putNotes(tx.objectStore('notes'), states.jobId, notes);
  await tx.done;
}

/** The newest job of a kind that still has requests to send or to decide on, if any. */
export async function unfinishedJob(kind: JobKind = 'import'): Promise<SendJob | undefined> {
  const jobs = await (await db()).getAll('jobs');
  return jobs
    .filter((j) => !j.finished && j.kind === kind)
    .sort((a, b) => b.createdAt - a.createdAt)[0];
}

export function itemOf(
  jobId: string,
  request: StoredRequest,
  states: Pick<StateChunk, 'states' | 'causes' | 'attempts' | 'statuses'>,
  offset: number,
  note: ItemNote | undefined,
): JobItem {
  const status = states.statuses[offset] || undefined;
  const cause = causeAt(states.causes[offset]);
  const message = causeWords(cause, status, note);
  return {
    ...request,
    jobId,
    state: STATE_CODES[states.states[offset] ?? 0] ?? 'queued',
    cause,
    ...(note ? { note } : {}),
    attempts: states.attempts[offset] ?? 0,
    ...(status ? { status } : {}),
    ...(message !== undefined ? { message } : {}),
  };
}

/**
 * After a reload, a request that was "sending" may or may not have reached the
 * service: it becomes "unknown" and waits for a person's decision, never "queued".
 */
export async function settleInterrupted(jobId: string): Promise<number> {
  const tx = (await db()).transaction(['states', 'notes'], 'readwrite');
  let settled = 0;
  let cursor = await tx.objectStore('states').openCursor(ofJob(jobId));
  while (cursor) {
    const record = cursor.value;
    const offsets = settleSending(record);
    for (const offset of offsets)
      void tx.objectStore('notes').delete([jobId, record.chunk * CHUNK_SIZE + offset]);
    settled += offsets.length;
    if (offsets.length > 0) await cursor.update(record);
    cursor = await cursor.continue();
  }
  await tx.done;
  return settled;
}

export async function deleteJob(jobId: string) {
  const tx = (await db()).transaction(['jobs', 'requests', 'states', 'notes'], 'readwrite');
  void tx.objectStore('jobs').delete(jobId);
  for (const store of ['requests', 'states', 'notes'] as const)
    void tx.objectStore(store).delete(ofJob(jobId));
  await tx.done;
}

export async function closeImportDbForTests() {
  if (dbPromise) (await dbPromise).close();
  dbPromise = undefined;
}

export type { V1Item };
