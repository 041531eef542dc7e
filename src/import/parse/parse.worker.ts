// Parsing and order building run here, off the main thread, so the page never
// freezes on a big file. Rows stay in the worker; the page gets a sample to map
// and then the built orders in batches.
/// <reference lib="webworker" />
import { buildOrders } from '../build/build-orders';
import type { FromWorker, ToWorker } from './parse-protocol';
import { readTable } from './read-table';

declare const self: DedicatedWorkerGlobalScope;
const post = (m: FromWorker) => {
  self.postMessage(m);
};

let headers: string[] = [];
let rows: string[][] = [];
const BATCH = 2_000;

async function parse(msg: Extract<ToWorker, { type: 'parse' }>) {
  headers = [];
  rows = [];
  const table = await readTable(msg, {
    onProgress: (done, total) => {
      post({ type: 'progress', phase: 'reading', done, total });
    },
  });
  ({ headers, rows } = table);
  post({
    type: 'parsed',
    headers,
    sample: rows.slice(0, 10),
    rowCount: rows.length,
    format: table.format,
    ...(table.delimiter === undefined ? {} : { delimiter: table.delimiter }),
  });
}

function build(msg: Extract<ToWorker, { type: 'build' }>) {
  const started = performance.now();
  const orders = buildOrders(headers, rows, msg.mapping, new Set(msg.alreadySent));
  for (let i = 0; i < orders.length; i += BATCH) {
    post({ type: 'orders', batch: orders.slice(i, i + BATCH) });
    post({
      type: 'progress',
      phase: 'building',
      done: Math.min(i + BATCH, orders.length),
      total: orders.length,
    });
  }
  post({ type: 'built', count: orders.length, ms: Math.round(performance.now() - started) });
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  const run =
    msg.type === 'parse'
      ? parse(msg)
      : new Promise<void>((resolve) => {
          build(msg);
          resolve();
        });
  run.catch((error: unknown) => {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  });
};
