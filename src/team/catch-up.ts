// A new start's first read of the window's History (a first join, a wider window): straight
// from the team server into History, in pages of a Mango query on the index team-setup
// prepares (by kind and time). The replica never holds colleagues' History this way: no
// second copy written and then let go of, which was most of a join's time. And the server
// reads only the window, however long the team's whole history: reading its changes feed
// instead passed every older change first. The live pull then goes on from the change the
// server had reached before the first page, so nothing written meanwhile is missed.
// Cut short (offline, the page closed), it goes on from its last page the next time; History
// finds an entry it already holds by its time and team key, so a page read twice adds nothing.
import { historyQuery } from './older-history';

/** Entries per page (one History transaction each). */
const PAGE = 2000;
/** Entries of one millisecond, read whole (a page never ends inside one). */
const AT_MOST_AT_ONCE = 1_000_000;

/** How far a read has come: the server's change before it began, the instant read through. */
export interface CatchUpPoint {
  seq: number | string;
  /** A whole ms: every entry before the next millisecond is read. Absent: none yet. */
  after?: number;
}

export interface CatchUp {
  remote: PouchDB.Database;
  /** The window's first instant (ms). */
  windowFrom: number;
  /** Where a read cut short stopped; absent for a new one. */
  from?: CatchUpPoint;
  /** Writes a page's documents into the store (the bridge, as it applies the replica's). */
  apply: (docs: PouchDB.Doc[]) => Promise<void>;
  /** The server answered (the first page came, or the change to go on from). */
  answered: () => void;
  /** After each page is written: how far the read has come, how many documents it brought. */
  progress: (point: CatchUpPoint, brought: number) => void;
  /** The engine stopped: no further page. */
  stopped: () => boolean;
}

/** A refusal or failure of the server, with its HTTP status (0: no answer). */
const failed = (status: number, what: string) =>
  Object.assign(new Error(`The team server ${what}`), { status });

const startedAtOf = (doc: PouchDB.Doc) => {
  const record = doc.record as { entry?: { startedAt?: unknown } } | undefined;
  return typeof record?.entry?.startedAt === 'number' ? record.entry.startedAt : NaN;
};

async function find(
  remote: PouchDB.Database,
  startedAt: Record<string, number>,
  limit: number,
): Promise<PouchDB.Doc[]> {
  const res = await remote
    .fetch('_find', {
      method: 'POST',
      headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
      body: JSON.stringify(
        historyQuery(
          { selector: { kind: 'history', 'record.entry.startedAt': startedAt }, limit },
          'asc',
        ),
      ),
    })
    .catch(() => {
      throw failed(0, 'does not answer');
    });
  if (!res.ok) throw failed(res.status, `answered ${String(res.status)}`);
  const body = (await res.json()) as { docs?: unknown };
  if (!Array.isArray(body.docs)) throw failed(res.status, 'gave no documents');
  return body.docs as PouchDB.Doc[];
}

/**
 * One page after `after` (or from the window's start). A full page ends before its last
 * millisecond, which the next page starts with: no entry is missed however many share an
 * instant, and one query a page is enough. Only a page that is all one millisecond asks for
 * that millisecond whole. (Bounds in whole milliseconds also keep clear of a server whose `$gt`
 * takes the bound itself, as the development server's did.)
 */
async function pageAfter(remote: PouchDB.Database, windowFrom: number, after?: number) {
  const docs = await find(
    remote,
    after === undefined ? { $gte: windowFrom } : { $gte: after + 1 },
    PAGE,
  );
  const newest = docs.at(-1);
  if (!newest) return { docs, last: undefined, more: false };
  const last = Math.floor(startedAtOf(newest));
  if (docs.length < PAGE) return { docs, last, more: false };
  // In time order, so every entry before the last millisecond is in this page.
  const before = docs.filter((d) => startedAtOf(d) < last);
  if (before.length > 0) return { docs: before, last: last - 1, more: true };
  const lastMs = await find(remote, { $gte: last, $lt: last + 1 }, AT_MOST_AT_ONCE);
  return { docs: lastMs, last, more: true };
}

/**
 * Reads every page of the window. Resolves with the change the live pull goes on from, or
 * undefined once stopped; rejects when the server cannot be read (the caller tries again
 * from the last point given to `progress`). The next page is asked for while one is written.
 */
export async function catchUp(read: CatchUp): Promise<number | string | undefined> {
  let point = read.from;
  if (point === undefined) {
    // Before the first page: whatever changes while the window is read, the pull brings.
    point = { seq: (await read.remote.info()).update_seq };
    read.answered();
    read.progress(point, 0);
  }
  const { seq } = point;
  let after = point.after;
  const ask = (from?: number) => {
    const asked = pageAfter(read.remote, read.windowFrom, from);
    // Awaited below; meanwhile a failure must not count as unhandled.
    asked.catch(() => undefined);
    return asked;
  };
  let next = ask(after);
  for (;;) {
    const { docs, last, more } = await next;
    if (read.stopped()) return undefined;
    read.answered();
    if (more) next = ask(last);
    await read.apply(docs);
    if (read.stopped()) return undefined;
    after = last ?? after;
    read.progress(after === undefined ? { seq } : { seq, after }, docs.length);
    if (!more) return seq;
  }
}
