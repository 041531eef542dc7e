// Drives the parsing worker: read a file or pasted text, then build orders
// for a mapping. The orders stay in the worker: the page holds what the preview
// shows (counts, problems) and a small cache of the table's rows, asked for as
// it scrolls; fixes go to the worker, which answers with the new counts.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { BuildSettings, BuildSummary, ImportedOrder } from '../build/build-orders';
import type { Mapping } from '../mapping/fields';
import type {
  NotSent,
  SendOrder,
  StoreChange,
  StoreView,
  ViewFilter,
} from '../session/order-store';
import type { EncodingName } from './encoding';
import type { FromWorker, ParsedTable, ToWorker } from './parse-protocol';

/** Rows per window the table asks the worker for. */
const PAGE = 100;

export interface Parsed extends ParsedTable {
  name: string;
}

export interface ParserState {
  busy: 'reading' | 'building' | undefined;
  progress: { done: number; total: number } | undefined;
  parsed: Parsed | undefined;
  /** What the preview shows about the checked orders; undefined until a check is done. */
  view: StoreView | undefined;
  buildMs: number | undefined;
  /** What the last check found about the file as a whole. */
  summary: BuildSummary | undefined;
  error: string | undefined;
}

const initial: ParserState = {
  busy: undefined,
  progress: undefined,
  parsed: undefined,
  view: undefined,
  buildMs: undefined,
  summary: undefined,
  error: undefined,
};

export function useParser() {
  const [state, setState] = useState<ParserState>(initial);
  const worker = useRef<Worker | undefined>(undefined);
  /** The table's rows by page of PAGE, with the view version they belong to. */
  const pages = useRef(new Map<number, { version: number; orders: ImportedOrder[] }>());
  const asked = useRef(new Map<number, number>());
  const version = useRef(-1);
  const [rowsTick, setRowsTick] = useState(0);
  const waiting = useRef(new Map<number, (msg: FromWorker) => void>());
  const nextId = useRef(1);
  const name = useRef('');
  /** The file read last, to read again in another encoding. */
  const file = useRef<File | undefined>(undefined);

  const ensureWorker = useCallback(() => {
    if (worker.current) return worker.current;
    const w = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (event: MessageEvent<FromWorker>) => {
      const msg = event.data;
      if (msg.type === 'progress')
        setState((s) => ({ ...s, progress: { done: msg.done, total: msg.total } }));
      else if (msg.type === 'parsed') {
        const { type: _type, ...rest } = msg;
        // The mapping step is a large first render: as a transition React renders it in
        // slices, so no single task holds the page (it was one of 70–100 ms).
        startTransition(() => {
          setState((s) => ({
            ...s,
            busy: undefined,
            progress: undefined,
            parsed: { name: name.current, ...rest },
          }));
        });
      } else if (msg.type === 'built' || msg.type === 'view') {
        version.current = msg.view.version;
        if (msg.type === 'built') pages.current.clear();
        setState((s) => ({
          ...s,
          view: msg.view,
          ...(msg.type === 'built'
            ? { busy: undefined, progress: undefined, buildMs: msg.ms, summary: msg.summary }
            : {}),
        }));
      } else if (msg.type === 'rows') {
        const page = msg.start / PAGE;
        if (asked.current.get(page) === msg.version) asked.current.delete(page);
        if (msg.version !== version.current) return;
        pages.current.set(page, { version: msg.version, orders: msg.orders });
        setRowsTick((t) => t + 1);
      } else if (msg.type === 'send-batch' || msg.type === 'not-sent')
        waiting.current.get(msg.id)?.(msg);
      else setState((s) => ({ ...s, busy: undefined, progress: undefined, error: msg.message }));
    };
    w.onerror = (e) => {
      setState((s) => ({ ...s, busy: undefined, error: `The file reader stopped: ${e.message}` }));
    };
    worker.current = w;
    return w;
  }, []);

  useEffect(() => () => worker.current?.terminate(), []);

  const read = useCallback(
    (input: { file: File } | { text: string; name: string }) => {
      name.current = 'file' in input ? input.file.name : input.name;
      file.current = 'file' in input ? input.file : undefined;
      setState({ ...initial, busy: 'reading' });
      const msg: ToWorker =
        'file' in input
          ? { type: 'parse', file: input.file, name: input.file.name }
          : { type: 'parse', text: input.text, name: input.name };
      ensureWorker().postMessage(msg);
    },
    [ensureWorker],
  );

  /** Reads the same file again as it is now; what was read stays on the page meanwhile. */
  const reread = useCallback(
    (msg: ToWorker) => {
      setState((s) => ({
        ...s,
        busy: 'reading',
        progress: undefined,
        view: undefined,
        error: undefined,
      }));
      ensureWorker().postMessage(msg);
    },
    [ensureWorker],
  );

  const readAs = useCallback(
    (encoding: EncodingName) => {
      if (file.current)
        reread({ type: 'parse', file: file.current, name: file.current.name, encoding });
    },
    [reread],
  );

  const readSheet = useCallback(
    (sheet: string) => {
      reread({ type: 'sheet', sheet });
    },
    [reread],
  );

  const build = useCallback(
    (mapping: Mapping, alreadySent: string[], settings: BuildSettings) => {
      // The last orders stay on show while the new check runs, so a control that asked for it keeps its place and focus.
      setState((s) => ({ ...s, busy: 'building', error: undefined }));
      const msg: ToWorker = { type: 'build', mapping, alreadySent, settings };
      ensureWorker().postMessage(msg);
    },
    [ensureWorker],
  );

  /** Which orders the preview looks at; the rows of another table are dropped at once. */
  const setFilter = useCallback((filter: ViewFilter) => {
    pages.current.clear();
    // Before a file is read there is nothing to filter, and no worker to start for it.
    worker.current?.postMessage({ type: 'filter', filter } satisfies ToWorker);
  }, []);

  /** A person's fix; the rows on show stay until their new state arrives. */
  const change = useCallback(
    (change: StoreChange) => {
      ensureWorker().postMessage({ type: 'change', change } satisfies ToWorker);
    },
    [ensureWorker],
  );

  /** The table's row `i` if it has arrived (possibly from before the last fix). */
  const orderAt = useCallback(
    (i: number) => pages.current.get(Math.floor(i / PAGE))?.orders[i % PAGE],
    // A new function when rows arrive, so what shows them renders again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rowsTick],
  );

  /** Asks for the pages of rows `start` to `end` that are missing or stale. */
  const showRows = useCallback(
    (start: number, end: number) => {
      const v = version.current;
      for (let page = Math.floor(start / PAGE); page <= Math.floor(end / PAGE); page++) {
        if (pages.current.get(page)?.version === v || asked.current.get(page) === v) continue;
        asked.current.set(page, v);
        const id = nextId.current++;
        ensureWorker().postMessage({
          type: 'window',
          id,
          start: page * PAGE,
          count: PAGE,
        } satisfies ToWorker);
      }
    },
    [ensureWorker],
  );

  /**
   * The orders to send, from the worker in batches, pulled: the next batch is asked for only
   * once the job has taken the one before, so at most two are on the page at a time (all at
   * once, a million orders froze the page for seconds). Stopping early drops the rest there.
   */
  const validOrderBatches = useCallback(
    async function* (): AsyncGenerator<SendOrder[]> {
      const id = nextId.current++;
      const reply = () =>
        new Promise<Extract<FromWorker, { type: 'send-batch' }>>((resolve) => {
          waiting.current.set(id, (msg) => {
            if (msg.type === 'send-batch') resolve(msg);
          });
        });
      const w = ensureWorker();
      let finished = false;
      try {
        let next = reply();
        w.postMessage({ type: 'send', id } satisfies ToWorker);
        for (;;) {
          const msg = await next;
          if (msg.last) {
            finished = true;
            yield msg.orders;
            return;
          }
          // Taken: the next one comes while the job stores this one.
          next = reply();
          w.postMessage({ type: 'send-next', id } satisfies ToWorker);
          yield msg.orders;
        }
      } finally {
        waiting.current.delete(id);
        if (!finished) w.postMessage({ type: 'send-stop', id } satisfies ToWorker);
      }
    },
    [ensureWorker],
  );

  /** Orders that a send leaves out, with why (for the results file). */
  const notSent = useCallback(
    () =>
      new Promise<NotSent[]>((resolve) => {
        const id = nextId.current++;
        const list: NotSent[] = [];
        waiting.current.set(id, (msg) => {
          if (msg.type !== 'not-sent') return;
          for (const n of msg.list) list.push(n);
          if (!msg.last) return;
          waiting.current.delete(id);
          resolve(list);
        });
        ensureWorker().postMessage({ type: 'not-sent', id } satisfies ToWorker);
      }),
    [ensureWorker],
  );

  const reset = useCallback(() => {
    setState(initial);
  }, []);

  return {
    state,
    read,
    readAs,
    readSheet,
    build,
    reset,
    setFilter,
    change,
    orderAt,
    showRows,
    validOrderBatches,
    notSent,
  };
}
