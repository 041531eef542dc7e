// A send job lives in IndexedDB: its requests and each one's state, so a reload
// or a crash loses nothing and no answered request is sent again. Written in
// bounded transactions: a job of a million orders never builds one huge batch.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Order } from '../api/contract';
import { trackPath } from '../api/wire';
import type { ConnectionRequest } from '../connections';
import type { SendMeta } from './send-and-record';
import type { ItemState, ItemUpdate } from './send-queue';

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
  /** Which page sends and resumes it: an import (absent, as jobs stored before) or a commission change. */
  kind?: JobKind;
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
  attempts: number;
  status?: number;
  message?: string;
  /** What the page that started the job keeps beside a request (a commission change: the settings before). */
  detail?: unknown;
}

export type NewJobItem = Omit<JobItem, 'jobId' | 'state' | 'attempts'>;

interface JobDb extends DBSchema {
  jobs: { key: string; value: SendJob };
  items: { key: [string, number]; value: JobItem; indexes: { byJob: string } };
}

let dbPromise: Promise<IDBPDatabase<JobDb>> | undefined;
const db = () =>
  (dbPromise ??= openDB<JobDb>('affiliate-console-import', 1, {
    upgrade(database) {
      database.createObjectStore('jobs', { keyPath: 'id' });
      database
        .createObjectStore('items', { keyPath: ['jobId', 'index'] })
        .createIndex('byJob', 'jobId');
    },
  }));

/** Items per write transaction: large enough to be quick, small enough to keep the tab responsive. */
const CHUNK = 500;

export async function createJob(job: SendJob, items: readonly NewJobItem[]) {
  const database = await db();
  await database.put('jobs', job);
  for (let start = 0; start < items.length; start += CHUNK) {
    const tx = database.transaction('items', 'readwrite');
    for (const item of items.slice(start, start + CHUNK))
      void tx.store.put({ ...item, jobId: job.id, state: 'queued', attempts: 0 });
    await tx.done;
  }
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

/** Jobs stored before requests were kept whole (version 0.1) carried an order and its code. */
type StoredJob = Omit<SendJob, 'title'> & { title?: string; fileName?: string };
type StoredItem = Omit<JobItem, 'label' | 'request' | 'meta'> &
  Partial<Pick<JobItem, 'label' | 'request' | 'meta'>> & {
    code?: string;
    orderId?: string;
    order?: Order;
  };

function upgradeJob(job: StoredJob): SendJob {
  const { fileName, ...rest } = job;
  return { ...rest, title: job.title ?? fileName ?? 'import' };
}

function upgradeItem(item: StoredItem): JobItem {
  const { label, request, meta } = item;
  if (label !== undefined && request !== undefined && meta !== undefined)
    return { ...item, label, request, meta };
  const { code = '', orderId = '', order, ...rest } = item;
  return {
    ...rest,
    label: orderId,
    request: { method: 'POST', path: trackPath(code), body: order ?? {} },
    meta: { operation: 'order', source: 'import', orderId, referralCode: code },
  };
}

/** The newest job of a kind that still has requests to send or to decide on, if any. */
export async function unfinishedJob(kind: JobKind = 'import'): Promise<SendJob | undefined> {
  const jobs: StoredJob[] = await (await db()).getAll('jobs');
  const newest = jobs
    .filter((j) => !j.finished && (j.kind ?? 'import') === kind)
    .sort((a, b) => b.createdAt - a.createdAt)[0];
  return newest && upgradeJob(newest);
}

export async function jobItems(jobId: string): Promise<JobItem[]> {
  const items: StoredItem[] = await (await db()).getAllFromIndex('items', 'byJob', jobId);
  return items.map(upgradeItem).sort((a, b) => a.index - b.index);
}

/**
 * After a reload, a request that was "sending" may or may not have reached the
 * service: it becomes "unknown" and waits for a person's decision, never "queued".
 */
export async function settleInterrupted(jobId: string): Promise<number> {
  const database = await db();
  const tx = database.transaction('items', 'readwrite');
  let settled = 0;
  let cursor = await tx.store.index('byJob').openCursor(jobId);
  while (cursor) {
    if (cursor.value.state === 'sending') {
      settled++;
      await cursor.update({
        ...cursor.value,
        state: 'unknown',
        message:
          'The page closed while this request was on its way: it may or may not have been recorded.',
      });
    }
    cursor = await cursor.continue();
  }
  await tx.done;
  return settled;
}

export async function deleteJob(jobId: string) {
  const database = await db();
  const tx = database.transaction(['jobs', 'items'], 'readwrite');
  void tx.objectStore('jobs').delete(jobId);
  let cursor = await tx.objectStore('items').index('byJob').openKeyCursor(jobId);
  while (cursor) {
    void tx.objectStore('items').delete(cursor.primaryKey);
    cursor = await cursor.continue();
  }
  await tx.done;
}

export async function closeImportDbForTests() {
  if (dbPromise) (await dbPromise).close();
  dbPromise = undefined;
}
