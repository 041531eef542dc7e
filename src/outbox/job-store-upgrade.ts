// Jobs stored by version 1 of the job database kept one record per request
// (and, before that, per order with its referral code). Opening version 2
// rewrites them into chunks in the upgrade transaction, job by job, a chunk
// at a time, so nothing of an unfinished job is lost.
import type { IDBPTransaction } from 'idb';
import type { Order } from '../api/contract';
import { trackPath } from '../api/wire';
import {
  CHUNK_SIZE,
  STATE_BYTES_PER_ITEM,
  codeOf,
  queuedStates,
  type NoteRecord,
  type RequestChunk,
  type StateChunk,
  type StoredRequest,
} from './job-chunks';
import type { JobItem } from './job-store';

/** A version 1 record: a request with its state, or (0.1) an order and its code. */
export type V1Item = Omit<JobItem, 'label' | 'request' | 'meta'> &
  Partial<Pick<JobItem, 'label' | 'request' | 'meta'>> & {
    code?: string;
    orderId?: string;
    order?: Order;
  };

function requestOf(item: V1Item): StoredRequest {
  const { label, request, meta, detail, index } = item;
  const base = detail === undefined ? { index } : { index, detail };
  if (label !== undefined && request !== undefined && meta !== undefined)
    return { ...base, label, request, meta };
  const { code = '', orderId = '', order } = item;
  return {
    ...base,
    label: orderId,
    request: { method: 'POST', path: trackPath(code), body: order ?? {} },
    meta: { operation: 'order', source: 'import', orderId, referralCode: code },
  };
}

type Stores = 'jobs' | 'items' | 'requests' | 'states' | 'notes';
// The upgrade sees stores of both versions; typed loosely on purpose.
type UpgradeTx = IDBPTransaction<unknown, Stores[], 'versionchange'>;

/** Rewrites every version 1 item into chunk records, keeping states, attempts, statuses and messages. */
export async function upgradeFromV1(tx: UpgradeTx) {
  const items = tx.objectStore('items');
  const sizes = new Map<string, { count: number; bytes: number }>();
  let jobId: string | undefined;
  let batch: V1Item[] = [];
  let position = 0;

  const flush = async () => {
    const id = jobId;
    if (!id || batch.length === 0) return;
    const chunk = Math.floor(position / CHUNK_SIZE);
    const json = JSON.stringify(batch.map(requestOf));
    const states: StateChunk = queuedStates(id, chunk, batch);
    batch.forEach((item, offset) => {
      states.states[offset] = Math.max(0, codeOf(item.state));
      states.attempts[offset] = Math.min(255, item.attempts || 0);
      states.statuses[offset] = item.status ?? 0;
      if (item.message !== undefined)
        void tx.objectStore('notes').put({
          jobId: id,
          position: position + offset,
          message: item.message,
        } satisfies NoteRecord);
    });
    const record: RequestChunk = {
      jobId: id,
      chunk,
      encoding: 'json',
      data: json,
      bytes: json.length,
    };
    await tx.objectStore('requests').put(record);
    await tx.objectStore('states').put(states);
    const size = sizes.get(id) ?? { count: 0, bytes: 0 };
    size.count += batch.length;
    size.bytes += json.length + batch.length * STATE_BYTES_PER_ITEM;
    sizes.set(id, size);
    position += batch.length;
    batch = [];
  };

  // Keys are [jobId, index]: one job's items come together, in index order.
  let cursor = await items.openCursor();
  while (cursor) {
    const item = cursor.value as V1Item;
    if (item.jobId !== jobId) {
      await flush();
      jobId = item.jobId;
      position = 0;
    }
    batch.push(item);
    if (batch.length === CHUNK_SIZE) await flush();
    cursor = await cursor.continue();
  }
  await flush();

  for (const [id, size] of sizes) {
    const job = (await tx.objectStore('jobs').get(id)) as Record<string, unknown> | undefined;
    if (job)
      await tx
        .objectStore('jobs')
        .put({ ...job, total: size.count, stored: size.count, storedBytes: size.bytes });
  }
}
