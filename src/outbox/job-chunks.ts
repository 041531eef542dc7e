// How a job's requests and states are laid out in IndexedDB: requests in
// records of CHUNK_SIZE (JSON, gzipped where the browser can), and per chunk
// the states, causes, attempts and HTTP statuses as typed arrays (9 bytes an item).
// Notes (a cause's detail) are the exception, so they live in records of their own,
// only for the items that have one.
import { causeCode, type ItemNote } from './job-cause';
import type { ItemState } from './send-queue';
import type { NewJobItem } from './job-store';

export const CHUNK_SIZE = 1000;

export const chunkOf = (position: number) => Math.floor(position / CHUNK_SIZE);

/** An item's state as one byte. The order is stored: append only. */
export const STATE_CODES: readonly ItemState[] = [
  'queued',
  'sending',
  'recorded',
  'failed',
  'unknown',
];
export const codeOf = (state: ItemState) => STATE_CODES.indexOf(state);

/** One record of requests: a chunk's items without their states, encoded. */
export interface RequestChunk {
  jobId: string;
  chunk: number;
  encoding: 'gzip-json' | 'json';
  data: ArrayBuffer | string;
  /** Stored size in bytes, for the storage the job uses. */
  bytes: number;
}

/** One record of states: parallel arrays, one entry per item of the chunk. */
export interface StateChunk {
  jobId: string;
  chunk: number;
  /** The item's index as its page knows it (a row of the file, an affiliate). */
  indexes: Int32Array;
  states: Uint8Array;
  /** Why each item is in its state (job-cause.ts CAUSES). */
  causes: Uint8Array;
  attempts: Uint8Array;
  /** HTTP status, 0 for none. */
  statuses: Uint16Array;
}

/** A stored note (what an item's cause needs beside its code), by position. */
export interface NoteRecord extends ItemNote {
  jobId: string;
  position: number;
}

/**
 * A request stored as "sending" that no tab is sending any more (its tab closed or crashed):
 * it may or may not have reached the service, so it becomes "unknown", never "queued", its
 * cause "interrupted" (the caller drops its note). Changes `record`; returns the offsets it changed.
 */
export function settleSending(record: StateChunk): number[] {
  const sending = codeOf('sending');
  const settled: number[] = [];
  record.states.forEach((code, offset) => {
    if (code !== sending) return;
    record.states[offset] = codeOf('unknown');
    record.causes[offset] = causeCode('interrupted');
    settled.push(offset);
  });
  return settled;
}

export const STATE_BYTES_PER_ITEM = 4 + 1 + 1 + 1 + 2;

/** A request as stored: what the page handed in, without its state. */
export type StoredRequest = NewJobItem;

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Uint8Array[] = [];
  let length = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    length += value.length;
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const streamOf = (bytes: BufferSource) =>
  new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

const canGzip = () =>
  typeof CompressionStream !== 'undefined' && typeof DecompressionStream !== 'undefined';

export async function encodeRequests(
  jobId: string,
  chunk: number,
  items: readonly StoredRequest[],
): Promise<RequestChunk> {
  const json = JSON.stringify(items);
  if (canGzip())
    try {
      const packed = await readAll(
        streamOf(new TextEncoder().encode(json)).pipeThrough(new CompressionStream('gzip')),
      );
      return { jobId, chunk, encoding: 'gzip-json', data: packed.buffer, bytes: packed.byteLength };
    } catch {
      // Fall through: stored as plain JSON.
    }
  return { jobId, chunk, encoding: 'json', data: json, bytes: json.length };
}

export async function decodeRequests(record: RequestChunk): Promise<StoredRequest[]> {
  if (record.encoding === 'json') return JSON.parse(record.data as string) as StoredRequest[];
  const bytes = await readAll(
    streamOf(new Uint8Array(record.data as ArrayBuffer)).pipeThrough(
      new DecompressionStream('gzip'),
    ),
  );
  return JSON.parse(new TextDecoder().decode(bytes)) as StoredRequest[];
}

/** A fresh state record: every item queued, nothing answered. */
export const queuedStates = (
  jobId: string,
  chunk: number,
  items: readonly { index: number }[],
): StateChunk => ({
  jobId,
  chunk,
  indexes: Int32Array.from(items, (i) => i.index),
  states: new Uint8Array(items.length),
  causes: new Uint8Array(items.length),
  attempts: new Uint8Array(items.length),
  statuses: new Uint16Array(items.length),
});
