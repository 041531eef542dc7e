// Jobs stored by version 1 of the job database kept one record per request
// (and, before that, per order with its referral code). Opening version 2
// rewrites them into chunks in the upgrade transaction, job by job, a chunk
// at a time, so nothing of an unfinished job is lost. Version 3 (upgradeToV3) adds
// each item's cause.
import type { IDBPTransaction } from 'idb';
import type { Order } from '../api/contract';
import { isGatewayStatus } from '../api/unconfirmed';
import { recordOrderBodyRequest } from '../api/requests';
import { causeCode, type Cause, type ItemNote } from './job-cause';
import {
  CHUNK_SIZE,
  STATE_CODES,
  STATE_BYTES_PER_ITEM,
  codeOf,
  queuedStates,
  type RequestChunk,
  type StateChunk,
  type StoredRequest,
} from './job-chunks';
import type { JobItem } from './job-store';
import type { ItemState } from './send-queue';

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
    request: recordOrderBodyRequest(code, order ?? {}),
    meta: { operation: 'order', source: 'import', orderId, referralCode: code },
  };
}

/** A version 2 note: an item's message in words, whatever its cause. */
interface V2Note {
  jobId: string;
  position: number;
  message?: string;
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
        } satisfies V2Note);
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

const NOT_SENT = 'Not sent: ';
const HELD_START = '“';
const HELD_END = '” sent it first, ';
const HELD_TAIL = '. The team’s duplicate guard kept it back.';
const UNASKED = 'the team could not be asked whether a colleague sent it (';
const REDIRECTED = 'Redirected to ';
const REDIRECT_TAIL = ': not followed, the key was not sent there.';
const INTERRUPTED_V2 =
  'The page closed while this request was on its way: it may or may not have been recorded.';

const between = (text: string, start: string, end: string) =>
  text.startsWith(start) && text.endsWith(end) && text.length >= start.length + end.length
    ? text.slice(start.length, text.length - end.length)
    : undefined;

/**
 * The cause of an item stored by version 2, read once from its words (the last time words
 * are read back), with what its note keeps; and its state, when version 2 read it otherwise
 * (a gateway's 502/504 stored as failed was read as unknown).
 */
function causeOfV2(
  state: ItemState,
  status: number,
  message: string | undefined,
): { state: ItemState; cause: Cause; note?: ItemNote } {
  const worded = (s: ItemState) =>
    message === undefined
      ? { state: s, cause: 'none' as const }
      : { state: s, cause: 'worded' as const, note: { detail: message } };
  if (state === 'recorded') return { state, cause: 'recorded' };
  if (state === 'unknown')
    return message === INTERRUPTED_V2 ? { state, cause: 'interrupted' } : worded(state);
  if (state !== 'failed') return worded(state);
  if (isGatewayStatus(status)) return worded('unknown');
  if (message?.startsWith(NOT_SENT)) {
    const rest = message.slice(NOT_SENT.length);
    const unasked = between(rest, UNASKED, ').');
    if (unasked !== undefined) return { state, cause: 'unasked', note: { detail: unasked } };
    const held = between(rest, HELD_START, HELD_TAIL);
    const end = held?.lastIndexOf(HELD_END) ?? -1;
    if (held !== undefined && end >= 0)
      return {
        state,
        cause: 'colleague',
        note: { by: held.slice(0, end), detail: held.slice(end + HELD_END.length) },
      };
    return { state, cause: 'not-sent', note: { detail: rest } };
  }
  if (message === 'Redirected: not followed, the key was not sent elsewhere.')
    return { state, cause: 'redirect' };
  const location = message && between(message, REDIRECTED, REDIRECT_TAIL);
  if (location) return { state, cause: 'redirect', note: { detail: location } };
  return message === undefined
    ? { state, cause: 'refused' }
    : { state, cause: 'refused', note: { detail: message } };
}

/**
 * Version 3 keeps a cause per item beside its state, and notes that hold a cause's detail,
 * not words; every job has its kind and title. Rewrites every job's states and notes once,
 * so nothing is patched when read.
 */
export async function upgradeToV3(tx: UpgradeTx) {
  const notes = tx.objectStore('notes');
  let cursor = await tx.objectStore('states').openCursor();
  while (cursor) {
    const record = cursor.value as Omit<StateChunk, 'causes'> & { causes?: Uint8Array };
    const from = record.chunk * CHUNK_SIZE;
    const range = IDBKeyRange.bound([record.jobId, from], [record.jobId, from + CHUNK_SIZE - 1]);
    const old = new Map(
      ((await notes.getAll(range)) as V2Note[]).map((n) => [n.position - from, n.message]),
    );
    const causes = new Uint8Array(record.states.length);
    const states = record.states.slice();
    for (let offset = 0; offset < states.length; offset++) {
      const position = from + offset;
      const read = causeOfV2(
        STATE_CODES[states[offset] ?? 0] ?? 'queued',
        record.statuses[offset] ?? 0,
        old.get(offset),
      );
      states[offset] = codeOf(read.state);
      causes[offset] = causeCode(read.cause);
      if (read.note) await notes.put({ jobId: record.jobId, position, ...read.note });
      else if (old.has(offset)) await notes.delete([record.jobId, position]);
    }
    await cursor.update({ ...record, states, causes } satisfies StateChunk);
    cursor = await cursor.continue();
  }
  let jobs = await tx.objectStore('jobs').openCursor();
  while (jobs) {
    const { fileName, ...job } = jobs.value as Record<string, unknown> & { fileName?: unknown };
    await jobs.update({
      ...job,
      kind: job.kind ?? 'import',
      title: job.title ?? fileName ?? 'import',
    });
    jobs = await jobs.continue();
  }
}
