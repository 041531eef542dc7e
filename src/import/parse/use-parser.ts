// Drives the parsing worker: read a file or pasted text, then build orders
// for a mapping. Orders arrive in batches so no single message is large.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BuildSettings, BuildSummary, ImportedOrder } from '../build/build-orders';
import type { Mapping } from '../mapping/fields';
import type { EncodingName } from './encoding';
import type { FromWorker, ParsedTable, ToWorker } from './parse-protocol';

export interface Parsed extends ParsedTable {
  name: string;
}

export interface ParserState {
  busy: 'reading' | 'building' | undefined;
  progress: { done: number; total: number } | undefined;
  parsed: Parsed | undefined;
  orders: ImportedOrder[] | undefined;
  buildMs: number | undefined;
  /** What the last check found about the file as a whole. */
  summary: BuildSummary | undefined;
  error: string | undefined;
}

const initial: ParserState = {
  busy: undefined,
  progress: undefined,
  parsed: undefined,
  orders: undefined,
  buildMs: undefined,
  summary: undefined,
  error: undefined,
};

export function useParser() {
  const [state, setState] = useState<ParserState>(initial);
  const worker = useRef<Worker | undefined>(undefined);
  const incoming = useRef<ImportedOrder[]>([]);
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
        setState((s) => ({
          ...s,
          busy: undefined,
          progress: undefined,
          parsed: { name: name.current, ...rest },
        }));
      } else if (msg.type === 'orders') incoming.current.push(...msg.batch);
      else if (msg.type === 'built') {
        const orders = incoming.current;
        incoming.current = [];
        setState((s) => ({
          ...s,
          busy: undefined,
          progress: undefined,
          orders,
          buildMs: msg.ms,
          summary: msg.summary,
        }));
      } else setState((s) => ({ ...s, busy: undefined, progress: undefined, error: msg.message }));
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
        orders: undefined,
        error: undefined,
      }));
      incoming.current = [];
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
      incoming.current = [];
      // The last orders stay on show while the new check runs, so a control that asked for it keeps its place and focus.
      setState((s) => ({ ...s, busy: 'building', error: undefined }));
      const msg: ToWorker = { type: 'build', mapping, alreadySent, settings };
      ensureWorker().postMessage(msg);
    },
    [ensureWorker],
  );

  const setOrders = useCallback((update: (orders: ImportedOrder[]) => ImportedOrder[]) => {
    setState((s) => (s.orders ? { ...s, orders: update(s.orders) } : s));
  }, []);

  const reset = useCallback(() => {
    setState(initial);
  }, []);

  return { state, read, readAs, readSheet, build, setOrders, reset };
}
