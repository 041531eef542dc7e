// An import job lives in IndexedDB: its orders and each order's state, so a
// reload or a crash loses nothing and no answered order is sent again.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Order } from '../api/contract';
import type { ItemState, ItemUpdate } from './send-queue';

export interface ImportJob {
  id: string;
  fileName: string;
  createdAt: number;
  connectionId: string;
  connectionName: string;
  concurrency: number;
  ratePerSecond?: number;
  total: number;
  finished: boolean;
}

export interface JobItem {
  jobId: string;
  index: number;
  code: string;
  orderId: string;
  order: Order;
  state: ItemState;
  attempts: number;
  status?: number;
  message?: string;
}

interface ImportDb extends DBSchema {
  jobs: { key: string; value: ImportJob };
  items: { key: [string, number]; value: JobItem; indexes: { byJob: string } };
}

let dbPromise: Promise<IDBPDatabase<ImportDb>> | undefined;
const db = () =>
  (dbPromise ??= openDB<ImportDb>('affiliate-console-import', 1, {
    upgrade(database) {
      database.createObjectStore('jobs', { keyPath: 'id' });
      database
        .createObjectStore('items', { keyPath: ['jobId', 'index'] })
        .createIndex('byJob', 'jobId');
    },
  }));

export async function createJob(
  job: ImportJob,
  items: Omit<JobItem, 'jobId' | 'state' | 'attempts'>[],
) {
  const tx = (await db()).transaction(['jobs', 'items'], 'readwrite');
  const itemStore = tx.objectStore('items');
  await Promise.all([
    tx.objectStore('jobs').put(job),
    ...items.map((item) => itemStore.put({ ...item, jobId: job.id, state: 'queued', attempts: 0 })),
    tx.done,
  ]);
}

export async function updateItem(jobId: string, index: number, update: ItemUpdate) {
  const tx = (await db()).transaction('items', 'readwrite');
  const item = await tx.store.get([jobId, index]);
  if (item) await tx.store.put({ ...item, ...update });
  await tx.done;
}

export async function finishJob(jobId: string) {
  const database = await db();
  const job = await database.get('jobs', jobId);
  if (job) await database.put('jobs', { ...job, finished: true });
}

/** The newest job that still has orders to send or to decide on, if any. */
export async function unfinishedJob(): Promise<ImportJob | undefined> {
  const jobs = await (await db()).getAll('jobs');
  return jobs.filter((j) => !j.finished).sort((a, b) => b.createdAt - a.createdAt)[0];
}

export async function jobItems(jobId: string): Promise<JobItem[]> {
  const items = await (await db()).getAllFromIndex('items', 'byJob', jobId);
  return items.sort((a, b) => a.index - b.index);
}

/**
 * After a reload, an order that was "sending" may or may not have reached the
 * service: it becomes "unknown" and waits for a person's decision.
 */
export async function settleInterrupted(jobId: string): Promise<number> {
  const database = await db();
  const interrupted = (await database.getAllFromIndex('items', 'byJob', jobId)).filter(
    (i) => i.state === 'sending',
  );
  const tx = database.transaction('items', 'readwrite');
  await Promise.all([
    ...interrupted.map((i) =>
      tx.store.put({
        ...i,
        state: 'unknown',
        message:
          'The page closed while this order was being sent: it may or may not have been recorded.',
      }),
    ),
    tx.done,
  ]);
  return interrupted.length;
}

export async function deleteJob(jobId: string) {
  const database = await db();
  const keys = await database.getAllKeysFromIndex('items', 'byJob', jobId);
  const tx = database.transaction(['jobs', 'items'], 'readwrite');
  await Promise.all([
    tx.objectStore('jobs').delete(jobId),
    ...keys.map((k) => tx.objectStore('items').delete(k)),
    tx.done,
  ]);
}

export async function closeImportDbForTests() {
  if (dbPromise) (await dbPromise).close();
  dbPromise = undefined;
}
