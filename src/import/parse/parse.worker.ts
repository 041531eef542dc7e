// Parsing and order building run here, off the main thread, so the page never
// freezes on a big file. Rows stay in the worker; the page gets a sample to map
// and then the built orders in batches.
/// <reference lib="webworker" />
import { buildOrdersWithSummary } from '../build/build-orders';
import { readInput, sheetToTable, type Table } from './parse-input';
import type { FromWorker, ToWorker } from './parse-protocol';
import type { Workbook } from './spreadsheet';

declare const self: DedicatedWorkerGlobalScope;
const post = (m: FromWorker) => {
  self.postMessage(m);
};

let headers: string[] = [];
let rows: string[][] = [];
/** The workbook read last, so another of its sheets shows without reading the file again. */
let workbook: Workbook | undefined;
const BATCH = 2_000;

function show(table: Table) {
  ({ headers, rows } = table);
  post({
    type: 'parsed',
    headers,
    sample: rows.slice(0, 10),
    rowCount: rows.length,
    ...table.meta,
  });
}

async function parse(msg: Extract<ToWorker, { type: 'parse' }>) {
  headers = [];
  rows = [];
  workbook = undefined;
  const input = msg.file
    ? {
        bytes: new Uint8Array(await msg.file.arrayBuffer()),
        name: msg.name,
        encoding: msg.encoding,
      }
    : { text: msg.text ?? '', name: msg.name };
  const read = await readInput(input, (done, total) => {
    post({ type: 'progress', phase: 'reading', done, total });
  });
  workbook = read.workbook;
  show(read.table);
}

function sheet(msg: Extract<ToWorker, { type: 'sheet' }>) {
  if (!workbook) throw new Error('Read the file again to choose a sheet.');
  show(sheetToTable(workbook, msg.sheet));
}

function build(msg: Extract<ToWorker, { type: 'build' }>) {
  const started = performance.now();
  const { orders, summary } = buildOrdersWithSummary(
    headers,
    rows,
    msg.mapping,
    new Set(msg.alreadySent),
    msg.settings,
  );
  for (let i = 0; i < orders.length; i += BATCH) {
    post({ type: 'orders', batch: orders.slice(i, i + BATCH) });
    post({
      type: 'progress',
      phase: 'building',
      done: Math.min(i + BATCH, orders.length),
      total: orders.length,
    });
  }
  post({
    type: 'built',
    count: orders.length,
    ms: Math.round(performance.now() - started),
    summary,
  });
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  const run =
    msg.type === 'parse'
      ? parse(msg)
      : new Promise<void>((resolve) => {
          if (msg.type === 'sheet') sheet(msg);
          else build(msg);
          resolve();
        });
  run.catch((error: unknown) => {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  });
};
