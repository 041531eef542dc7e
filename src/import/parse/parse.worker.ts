// Parsing and order building run here, off the main thread, so the page never
// freezes on a big file. Rows stay in the worker; the page gets a sample to map
// and then the built orders in batches.
/// <reference lib="webworker" />
import Papa from 'papaparse';
import { buildOrdersWithSummary } from '../build/build-orders';
import { jsonToRows, parseJsonText } from './json-rows';
import type { FromWorker, ToWorker } from './parse-protocol';

declare const self: DedicatedWorkerGlobalScope;
const post = (m: FromWorker) => {
  self.postMessage(m);
};

let headers: string[] = [];
let rows: string[][] = [];
const BATCH = 2_000;

function parseCsv(input: File | string, size: number): Promise<{ delimiter: string }> {
  return new Promise((resolve, reject) => {
    let first = true;
    let delimiter = ',';
    Papa.parse<string[]>(input, {
      skipEmptyLines: 'greedy',
      chunkSize: 1024 * 1024,
      chunk(results) {
        delimiter = results.meta.delimiter;
        let data = results.data;
        if (first) {
          const head = data[0] ?? [];
          // A byte-order mark would stick to the first header's name.
          headers = head.map((h, i) => (i === 0 ? h.replace(/^\ufeff/, '') : h).trim());
          data = data.slice(1);
          first = false;
        }
        for (const row of data) rows.push(row);
        post({ type: 'progress', phase: 'reading', done: results.meta.cursor, total: size });
      },
      complete: () => {
        resolve({ delimiter });
      },
      error: (error: Error) => {
        reject(error);
      },
    });
  });
}

async function parse(msg: Extract<ToWorker, { type: 'parse' }>) {
  headers = [];
  rows = [];
  const text = msg.text ?? (msg.file ? await msg.file.slice(0, 64).text() : '');
  const start = text.replace(/^\ufeff/, '').trimStart()[0];
  if (start === '[' || start === '{') {
    const full = (msg.text ?? (await msg.file?.text()) ?? '').replace(/^\ufeff/, '');
    const parsed = parseJsonText(full);
    if (!parsed.ok) throw new Error(parsed.error);
    ({ headers, rows } = jsonToRows(parsed.objects));
    post({
      type: 'parsed',
      headers,
      sample: rows.slice(0, 10),
      rowCount: rows.length,
      format: start === '[' ? 'json' : 'ndjson',
    });
    return;
  }
  const input = msg.file ?? msg.text ?? '';
  const { delimiter } = await parseCsv(input, msg.file?.size ?? (msg.text ?? '').length);
  if (headers.length === 0) throw new Error('The file is empty.');
  post({
    type: 'parsed',
    headers,
    sample: rows.slice(0, 10),
    rowCount: rows.length,
    format: 'csv',
    delimiter,
  });
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
          build(msg);
          resolve();
        });
  run.catch((error: unknown) => {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  });
};
