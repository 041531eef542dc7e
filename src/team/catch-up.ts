// A new start's first read of the window's History (a first join, a wider window): straight
// from the team server into History, in pages of the server's changes. The replica never
// holds colleagues' History this way: no second copy written and then let go of, which was
// most of a join's time. The live pull then goes on from the change this read reached.
// Cut short (offline, the page closed), it goes on from its last page the next time; History
// finds an entry it already holds by its time and team key, so a page read twice adds nothing.

/** Changes per page (one History transaction each). */
const PAGE = 2000;

export interface CatchUp {
  remote: PouchDB.Database;
  /** What to read: the window's History (pull-selector.ts). */
  selector: Record<string, unknown>;
  /** The change to go on from: 0, or where a read cut short stopped. */
  from: number | string;
  /** Writes a page's documents into the store (the bridge, as it applies the replica's). */
  apply: (docs: PouchDB.Doc[]) => Promise<void>;
  /** A page came (the server answers), before it is written. */
  answered: () => void;
  /** After each page is written: the change reached, and how many documents the page brought. */
  progress: (seq: number | string, brought: number) => void;
  /** The engine stopped: no further page. */
  stopped: () => boolean;
}

type Page = PromiseLike<{ results: PouchDB.Change[]; last_seq: number | string }>;

/**
 * Reads every page up to the server's latest change. Resolves with the change reached, or
 * undefined once stopped; rejects when the server cannot be read (the caller falls back to
 * the pull). The next page is asked for while this one is written.
 */
export async function catchUp(read: CatchUp): Promise<number | string | undefined> {
  const page = (since: number | string): Promise<Awaited<Page>> => {
    const asked = Promise.resolve(
      read.remote.changes({
        since,
        limit: PAGE,
        batch_size: PAGE,
        include_docs: true,
        selector: read.selector,
      }),
    );
    // Awaited below; meanwhile a failure must not count as unhandled.
    asked.catch(() => undefined);
    return asked;
  };
  let next = page(read.from);
  for (;;) {
    const { results, last_seq: reached } = await next;
    if (read.stopped()) return undefined;
    read.answered();
    // A short page is the last: the server had no more changes that match.
    const more = results.length >= PAGE;
    if (more) next = page(reached);
    await read.apply(results.flatMap((r) => (r.deleted || !r.doc ? [] : [r.doc])));
    read.progress(reached, results.length);
    if (read.stopped()) return undefined;
    if (!more) return reached;
  }
}
