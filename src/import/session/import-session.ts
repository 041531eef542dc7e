// The parsing worker's work, as a plain module (parse.worker.ts only wires it to
// postMessage), so the protocol is tested without a Worker: the file's rows and the
// checked orders stay here; the page gets a sample to map, then what the preview
// shows, windows of rows, and the orders to send in batches.
import { buildOrdersWithSummary } from '../build/build-orders';
import { readInput, sheetToTable, type Table } from '../parse/parse-input';
import type { FromWorker, ToWorker } from '../parse/parse-protocol';
import type { Workbook } from '../parse/spreadsheet';
import { OrderStore, type SendOrder } from './order-store';

/** Orders per message when they are collected to be sent. */
export const SEND_BATCH = 5_000;
/** Left-out orders per 'not-sent' message: a million in one took the page 0.6–2.4 s to receive. */
export const NOT_SENT_BATCH = 10_000;

export function importSession(post: (m: FromWorker) => void) {
  let headers: string[] = [];
  let rows: string[][] = [];
  /** The workbook read last, so another of its sheets shows without reading the file again. */
  let workbook: Workbook | undefined;
  const store = new OrderStore();
  /** Sends under way by id: the batches left, and the one after the next (to say which is last). */
  const sends = new Map<
    number,
    { batches: Iterator<SendOrder[]>; ahead: IteratorResult<SendOrder[]> }
  >();

  /** Posts one batch of a send, only when the page asks for it. */
  function nextBatch(id: number) {
    const send = sends.get(id);
    if (!send) return;
    const current = send.ahead;
    send.ahead = send.batches.next();
    const last = send.ahead.done === true;
    if (last) sends.delete(id);
    post({ type: 'send-batch', id, orders: current.done ? [] : current.value, last });
  }

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
    store.load(orders);
    post({
      type: 'built',
      ms: Math.round(performance.now() - started),
      summary,
      view: store.view(),
    });
  }

  /** Everything but reading and building: quick answers from the store. */
  function answer(msg: Exclude<ToWorker, { type: 'parse' | 'sheet' | 'build' }>) {
    switch (msg.type) {
      case 'filter':
        store.setFilter(msg.filter);
        post({ type: 'view', view: store.view() });
        return;
      case 'change':
        store.change(msg.change);
        post({ type: 'view', view: store.view() });
        return;
      case 'window': {
        const { id, start, count } = msg;
        const orders = store.window(start, count);
        post({ type: 'rows', id, version: store.currentVersion, start, orders });
        return;
      }
      case 'send': {
        const batches = store.sendBatches(SEND_BATCH);
        sends.set(msg.id, { batches, ahead: batches.next() });
        nextBatch(msg.id);
        return;
      }
      case 'send-next':
        nextBatch(msg.id);
        return;
      case 'send-stop':
        sends.delete(msg.id);
        return;
      case 'not-sent': {
        const list = store.notSent();
        for (let at = 0; at === 0 || at < list.length; at += NOT_SENT_BATCH) {
          const last = at + NOT_SENT_BATCH >= list.length;
          post({ type: 'not-sent', id: msg.id, list: list.slice(at, at + NOT_SENT_BATCH), last });
        }
      }
    }
  }

  /** Answers one message; errors go to the page as an 'error' message. */
  return (msg: ToWorker): Promise<void> => {
    const run =
      msg.type === 'parse'
        ? parse(msg)
        : new Promise<void>((resolve) => {
            if (msg.type === 'sheet') sheet(msg);
            else if (msg.type === 'build') build(msg);
            else answer(msg);
            resolve();
          });
    return run.catch((error: unknown) => {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    });
  };
}
