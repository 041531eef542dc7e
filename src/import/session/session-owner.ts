// The one owner of an import's data in this tab, at module level: the file read, the
// checked orders (kept in the session's worker) and what the page shows of them. It
// outlives the Import page, so leaving it and coming back keeps the file, the check
// and a running send, whose job pulls its batches from here. The worker ends only
// when the person starts over (reset).
import { createListeners } from '../../lib/listeners';
import type { BuildSettings, BuildSummary, ImportedOrder } from '../pipeline/rows-to-orders';
import type { Mapping } from '../pipeline/fields';
import type { EncodingName } from '../../tables/encoding';
import type { ParsedTable } from '../pipeline/parse-protocol';
import type { ParseRequest } from '../pipeline/import-session';
import type {
  NotSent,
  SendOrder,
  StoreChange,
  StoreView,
  ViewFilter,
} from '../pipeline/order-store';
import type { SessionFactory, SessionPort } from './session-port';
import { workerSession } from './worker-session';

/** Rows per window the table asks the session for. */
const PAGE = 100;

export interface Parsed extends ParsedTable {
  name: string;
}

export interface SessionState {
  busy: 'reading' | 'building' | undefined;
  progress: { done: number; total: number } | undefined;
  parsed: Parsed | undefined;
  /** What the preview shows about the checked orders; undefined until a check is done. */
  view: StoreView | undefined;
  buildMs: number | undefined;
  /** What the last check found about the file as a whole. */
  summary: BuildSummary | undefined;
  error: string | undefined;
  /** The orders a send left out, with why (for the results file). */
  notSent: NotSent[];
}

const initial: SessionState = {
  busy: undefined,
  progress: undefined,
  parsed: undefined,
  view: undefined,
  buildMs: undefined,
  summary: undefined,
  error: undefined,
  notSent: [],
};

/** A person's choice for this import (a mapping, settings) kept with its data. */
export interface Kept<T> {
  value: T | undefined;
}
const keptValues = new Set<Kept<unknown>>();

/** A value that lives as long as the import's data: cleared when the person starts over. */
export function keptWithImport<T>(): Kept<T> {
  const kept: Kept<T> = { value: undefined };
  keptValues.add(kept);
  return kept;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class ImportSessionOwner {
  private state = initial;
  private port: Promise<SessionPort> | undefined;
  /** Bumped when the person starts over: answers for what came before are dropped. */
  private generation = 0;
  private readonly listeners = createListeners();
  /**
   * Rows arriving for the table re-render only the table (its `arrivals`), not the whole page:
   * as page state, each arrival rendered the page again, a task of 60–90 ms at 100,000 rows.
   */
  private readonly rowListeners = createListeners();
  private rowsArrived = 0;
  /** The table's rows by page of PAGE, with the view version they belong to. */
  private pages = new Map<number, { version: number; orders: ImportedOrder[] }>();
  private asked = new Map<number, number>();
  private version = -1;
  private name = '';
  /** The file read last, to read again in another encoding. */
  private file: File | undefined;
  /** The session stopped (its worker crashed or never started): reading a file starts another. */
  private stopped = false;

  constructor(private readonly factory: SessionFactory) {}

  subscribe = this.listeners.subscribe;

  getSnapshot = () => this.state;

  subscribeRows = this.rowListeners.subscribe;

  /** Changes whenever rows arrive, so what shows them renders again. */
  rowsArrivedCount = () => this.rowsArrived;

  private emit() {
    this.listeners.emit();
  }

  /** Sets a choice kept with the import (keptWithImport), and tells the pages. */
  keep = <T>(kept: Kept<T>, value: T) => {
    kept.value = value;
    this.emit();
  };

  private set(patch: Partial<SessionState>) {
    this.state = { ...this.state, ...patch };
    this.emit();
  }

  private connect(): Promise<SessionPort> {
    if (this.port) return this.port;
    const generation = this.generation;
    const port = this.factory((progress) => {
      if (generation === this.generation) this.set({ progress });
    });
    this.port = port;
    // A session that stopped holds nothing any more: the next file read starts a new one.
    void port.then(
      (p) =>
        p.failed.catch(() => {
          if (this.port === port) this.stopped = true;
        }),
      () => {
        if (this.port === port) this.stopped = true;
      },
    );
    return port;
  }

  /** Calls the session; a session that stopped (a crashed worker) rejects instead of hanging. */
  private async call<T>(work: (port: SessionPort) => Promise<T>): Promise<T> {
    const port = await this.connect();
    return Promise.race([work(port), port.failed]);
  }

  /** Runs a call whose answer updates the page; dropped if the person started over meanwhile. */
  private run<T>(work: (port: SessionPort) => Promise<T>, done: (answer: T) => void) {
    const generation = this.generation;
    this.call(work).then(
      (answer) => {
        if (generation === this.generation) done(answer);
      },
      (error: unknown) => {
        if (generation === this.generation)
          this.set({ busy: undefined, progress: undefined, error: message(error) });
      },
    );
  }

  private parse(request: ParseRequest) {
    this.run(
      ({ api }) => api.parse(request),
      (table) => {
        this.set({
          busy: undefined,
          progress: undefined,
          parsed: { name: this.name, ...table },
        });
      },
    );
  }

  read = (input: { file: File } | { text: string; name: string }) => {
    if (this.stopped) this.endPort();
    this.name = 'file' in input ? input.file.name : input.name;
    this.file = 'file' in input ? input.file : undefined;
    this.pages.clear();
    this.set({ ...initial, busy: 'reading' });
    this.parse('file' in input ? { file: input.file, name: input.file.name } : input);
  };

  /** Reads the same file again as it is now; what was read stays on the page meanwhile. */
  private reread() {
    this.set({ busy: 'reading', progress: undefined, view: undefined, error: undefined });
  }

  readAs = (encoding: EncodingName) => {
    const file = this.file;
    if (!file) return;
    this.reread();
    this.parse({ file, name: file.name, encoding });
  };

  readSheet = (sheet: string) => {
    this.reread();
    this.run(
      ({ api }) => api.sheet(sheet),
      (table) => {
        this.set({ busy: undefined, progress: undefined, parsed: { name: this.name, ...table } });
      },
    );
  };

  build = (mapping: Mapping, alreadySent: string[], settings: BuildSettings) => {
    // The last orders stay on show while the new check runs, so a control that asked for it keeps its place and focus.
    this.set({ busy: 'building', error: undefined });
    this.run(
      ({ api }) => api.build(mapping, alreadySent, settings),
      (built) => {
        this.pages.clear();
        this.version = built.view.version;
        this.set({
          busy: undefined,
          progress: undefined,
          view: built.view,
          buildMs: built.ms,
          summary: built.summary,
        });
      },
    );
  };

  private showView = (view: StoreView) => {
    this.version = view.version;
    this.set({ view });
  };

  /** Which orders the preview looks at; the rows of another table are dropped at once. */
  setFilter = (filter: ViewFilter) => {
    this.pages.clear();
    // Before a file is read there is nothing to filter, and no worker to start for it.
    if (this.port) this.run(({ api }) => api.filter(filter), this.showView);
  };

  /** A person's fix; the rows on show stay until their new state arrives. */
  change = (change: StoreChange) => {
    this.run(({ api }) => api.change(change), this.showView);
  };

  /** The table's row `i` if it has arrived (possibly from before the last fix). */
  orderAt = (i: number) => this.pages.get(Math.floor(i / PAGE))?.orders[i % PAGE];

  /** Asks for the pages of rows `start` to `end` that are missing or stale. */
  showRows = (start: number, end: number) => {
    const v = this.version;
    for (let page = Math.floor(start / PAGE); page <= Math.floor(end / PAGE); page++) {
      if (this.pages.get(page)?.version === v || this.asked.get(page) === v) continue;
      this.asked.set(page, v);
      this.run(
        ({ api }) => api.window(page * PAGE, PAGE),
        (rows) => {
          if (this.asked.get(page) === rows.version) this.asked.delete(page);
          if (rows.version !== this.version) return;
          this.pages.set(page, { version: rows.version, orders: rows.orders });
          this.rowsArrived += 1;
          this.rowListeners.emit();
        },
      );
    }
  };

  /**
   * The orders to send, pulled: the next batch is asked for only once the job has taken
   * the one before, so at most two are on the page at a time (all at once, a million
   * orders froze the page for seconds). Stopping early drops the rest in the session.
   * A session that fails throws here, in words the job shows.
   */
  async *orderBatches(): AsyncGenerator<SendOrder[]> {
    const id = await this.call(({ api }) => api.startSend());
    let finished = false;
    try {
      let next = this.call(({ api }) => api.nextBatch(id));
      for (;;) {
        const batch = await next;
        if (batch.last) {
          finished = true;
          yield batch.orders;
          return;
        }
        // Taken: the next one comes while the job stores this one.
        next = this.call(({ api }) => api.nextBatch(id));
        // Not awaited if the job stops first: its failure is nobody's to report.
        next.catch(() => undefined);
        yield batch.orders;
      }
    } finally {
      if (!finished) void this.call(({ api }) => api.stopSend(id)).catch(() => undefined);
    }
  }

  /** Reads the orders a send leaves out (for the results file), in pieces. */
  loadNotSent = async () => {
    const generation = this.generation;
    const list: NotSent[] = [];
    for (let at = 0; ;) {
      const piece = await this.call(({ api }) => api.notSent(at));
      for (const n of piece.list) list.push(n);
      at += piece.list.length;
      if (piece.last) break;
    }
    if (generation === this.generation) this.set({ notSent: list });
  };

  /** The person starts over: the worker ends, and everything of this import with it. */
  private endPort() {
    const port = this.port;
    this.port = undefined;
    this.stopped = false;
    void port?.then(
      (p) => {
        p.end();
      },
      () => undefined,
    );
  }

  reset = () => {
    this.generation++;
    this.endPort();
    this.pages.clear();
    this.asked.clear();
    this.version = -1;
    this.file = undefined;
    for (const kept of keptValues) kept.value = undefined;
    this.state = initial;
    this.emit();
  };
}

let owner: ImportSessionOwner | undefined;
let factory: SessionFactory = workerSession;

/** The import session of this tab, created on first use. */
export function importSessionOwner(): ImportSessionOwner {
  owner ??= new ImportSessionOwner(factory);
  return owner;
}

/**
 * Where the session's work runs: a Worker by default; component tests run the same
 * code in-process. Ends the session there is.
 */
export function setSessionFactory(next: SessionFactory) {
  owner?.reset();
  owner = undefined;
  factory = next;
}
