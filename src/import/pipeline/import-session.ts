// The import's work, as a plain module: the parsing worker exposes it over Comlink
// (parse.worker.ts), and tests run it in-process. The file's rows and the checked
// orders stay here; the page gets a sample to map, then what the preview shows,
// windows of rows, and the orders to send a batch per ask (pulled by the job).
import type { BuildSettings, BuildSummary, ImportedOrder } from './rows-to-orders';
import { buildOrdersWithSummary } from './rows-to-orders';
import { loadZoneNames } from './read/zone-names';
import type { Mapping } from './fields';
import type { EncodingName } from '../../tables/encoding';
import { readInput, sheetToTable, type Table } from '../../tables/parse-input';
import type { ParsedTable } from './parse-protocol';
import type { Workbook } from '../../tables/spreadsheet';
import {
  OrderStore,
  type NotSent,
  type SendOrder,
  type StoreChange,
  type StoreView,
  type ViewFilter,
} from './order-store';

/** Orders per batch when they are collected to be sent. */
export const SEND_BATCH = 5_000;
/** Left-out orders per answer: a million in one message took the page 0.6–2.4 s to receive. */
export const NOT_SENT_BATCH = 10_000;

export type ProgressListener = (progress: { done: number; total: number }) => void;

/** A file (in `encoding` when the person picked one) or pasted text. */
export type ParseRequest =
  { file: File; name: string; encoding?: EncodingName } | { text: string; name: string };

export interface Built {
  ms: number;
  summary: BuildSummary;
  view: StoreView;
}

export interface RowsWindow {
  version: number;
  start: number;
  orders: ImportedOrder[];
}

/** One batch of a send; `last` says no batch follows. */
export interface SendBatch {
  orders: SendOrder[];
  last: boolean;
}

const hasZoneColumn = (mapping: Mapping) => {
  const source = mapping.rowTimeZone;
  return source !== undefined && source.kind !== 'none';
};

export function createImportSession() {
  let headers: string[] = [];
  let rows: string[][] = [];
  /** The workbook read last, so another of its sheets shows without reading the file again. */
  let workbook: Workbook | undefined;
  let onProgress: ProgressListener | undefined;
  const store = new OrderStore();
  /** Sends under way by id: the batches left, and the one after the next (to say which is last). */
  const sends = new Map<
    number,
    { batches: Iterator<SendOrder[]>; ahead: IteratorResult<SendOrder[]> }
  >();
  let nextSend = 1;
  let leftOut: NotSent[] | undefined;

  function show(table: Table): ParsedTable {
    ({ headers, rows } = table);
    return { headers, sample: rows.slice(0, 10), rowCount: rows.length, ...table.meta };
  }

  return {
    /** Where reading progress goes (a Comlink proxy from the page). */
    listen: (listener: ProgressListener): Promise<void> => {
      onProgress = listener;
      return Promise.resolve();
    },

    parse: async (request: ParseRequest): Promise<ParsedTable> => {
      headers = [];
      rows = [];
      workbook = undefined;
      const input =
        'file' in request
          ? {
              bytes: new Uint8Array(await request.file.arrayBuffer()),
              name: request.name,
              encoding: request.encoding,
            }
          : { text: request.text, name: request.name };
      const read = await readInput(input, (done, total) => {
        onProgress?.({ done, total });
      });
      workbook = read.workbook;
      return show(read.table);
    },

    /** Another sheet of the workbook read last. */
    sheet: (name: string): Promise<ParsedTable> => {
      return Promise.resolve().then(() => {
        if (!workbook) throw new Error('Read the file again to choose a sheet.');
        return show(sheetToTable(workbook, name));
      });
    },

    build: async (
      mapping: Mapping,
      alreadySent: string[],
      settings: BuildSettings,
    ): Promise<Built> => {
      // Windows and Rails zone names load only for a file with a zone column.
      const names = hasZoneColumn(mapping) ? await loadZoneNames() : undefined;
      return Promise.resolve().then(() => {
        const started = performance.now();
        const { orders, summary } = buildOrdersWithSummary(
          headers,
          rows,
          mapping,
          new Set(alreadySent),
          settings,
          names,
        );
        store.load(orders);
        return { ms: Math.round(performance.now() - started), summary, view: store.view() };
      });
    },

    /** Which orders the preview looks at. */
    filter: (filter: ViewFilter): Promise<StoreView> => {
      store.setFilter(filter);
      return Promise.resolve(store.view());
    },

    /** A person's fix. */
    change: (change: StoreChange): Promise<StoreView> => {
      return Promise.resolve().then(() => {
        store.change(change);
        return store.view();
      });
    },

    /** The table's rows from `start`, with the view version they belong to. */
    window: (start: number, count: number): Promise<RowsWindow> => {
      return Promise.resolve({
        version: store.currentVersion,
        start,
        orders: store.window(start, count),
      });
    },

    /** Begins a send of the orders to send; its batches come one per nextBatch. */
    startSend: (): Promise<number> => {
      const id = nextSend++;
      const batches = store.sendBatches(SEND_BATCH);
      sends.set(id, { batches, ahead: batches.next() });
      return Promise.resolve(id);
    },

    /** The send's next batch, only when asked (a million orders never pile up on the page). */
    nextBatch: (id: number): Promise<SendBatch> => {
      const send = sends.get(id);
      if (!send) return Promise.resolve({ orders: [], last: true });
      const current = send.ahead;
      send.ahead = send.batches.next();
      const last = send.ahead.done === true;
      if (last) sends.delete(id);
      return Promise.resolve({ orders: current.done ? [] : current.value, last });
    },

    /** A send stopped early: the rest is dropped. */
    stopSend: (id: number): Promise<void> => {
      sends.delete(id);
      return Promise.resolve();
    },

    /** The orders a send leaves out, with why, from `at` (NOT_SENT_BATCH at a time). */
    notSent: (at: number): Promise<{ list: NotSent[]; last: boolean }> => {
      // Listed once per ask from 0; the later pieces come from that list.
      if (at === 0 || !leftOut) leftOut = store.notSent();
      const list = leftOut;
      return Promise.resolve({
        list: list.slice(at, at + NOT_SENT_BATCH),
        last: at + NOT_SENT_BATCH >= list.length,
      });
    },
  };
}

/** What the page calls, in a Worker over Comlink or in-process alike. */
export type ImportSessionApi = ReturnType<typeof createImportSession>;
