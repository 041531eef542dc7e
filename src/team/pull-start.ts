// Where the pull starts, kept from one start of the engine to the next. PouchDB names a
// replication after its selector, and a new name reads the team's changes from the first:
// with the window's start moving every millisecond, each page load pulled the whole window
// again, and the replica let go of it all again. So the selector keeps its start while the
// window is no wider, and the pull goes on from its checkpoint. A new start (a first join, a
// wider window) reads the window's History from the server first (catch-up.ts), and the pull
// then goes on from the change that read reached.
import { storageSlot } from '../lib/storage-slot';

/** A kept start is moved forward once it lies this far behind the window's own start. */
const REBASE_AFTER_MS = 30 * 86_400_000;

interface Kept {
  /** The first instant (ms) of History the selector names. */
  from: number;
  /** The team's change the pull had reached (CouchDB's seq: a number or a string). */
  seq?: number | string;
  /** A catch-up under way: the change it had reached (0 before its first page). */
  catchUp?: number | string;
}

const isSeq = (v: unknown): v is number | string => typeof v === 'number' || typeof v === 'string';

const keptSlot = (replica: string) =>
  storageSlot<Kept | undefined>({
    key: `ac.team.pull.${replica}`,
    check: (stored) =>
      typeof stored === 'object' &&
      stored !== null &&
      'from' in stored &&
      typeof stored.from === 'number'
        ? {
            from: stored.from,
            seq: 'seq' in stored && isSeq(stored.seq) ? stored.seq : undefined,
            catchUp: 'catchUp' in stored && isSeq(stored.catchUp) ? stored.catchUp : undefined,
          }
        : undefined,
    fallback: undefined,
  });

export interface PullStart {
  /** The start the selector names. */
  from: number;
  /** Where a moved start goes on from (PouchDB's `since`); absent, the checkpoint decides. */
  since?: number | string;
  /**
   * Present when the window's History is to be read from the server before the pull starts:
   * the change that read goes on from (0 for a new start; more for one cut short).
   */
  catchUp?: number | string;
  /** Notes how far a catch-up has read, so one cut short goes on from there. */
  caughtUpTo: (seq: number | string) => void;
  /** The catch-up read every change up to `seq`: the pull starts there (the returned `since`). */
  caughtUp: (seq: number | string) => number | string;
  /** Notes how far the pull has come, so a later start can go on from there. */
  reached: (seq: unknown) => void;
}

/**
 * The pull's start for a window beginning at `wanted`. A wider window starts anew at `wanted`
 * (from the first change: the older entries it adds must come). A window no wider keeps the
 * start it had, so PouchDB's checkpoint holds; once that start lies a month behind, it moves
 * to `wanted` and goes on from the change already reached (one new checkpoint a month). PouchDB
 * hands `since` to its retries too: a moved start that loses the server that same session reads
 * that month's changes again, once.
 */
export function pullStart(replica: string, wanted: number): PullStart {
  const slot = keptSlot(replica);
  const kept = slot.read();
  let start: Kept;
  let since: number | string | undefined;
  if (kept === undefined || wanted < kept.from) start = { from: wanted, catchUp: 0 };
  else if (kept.catchUp !== undefined) start = kept;
  else if (wanted - kept.from > REBASE_AFTER_MS && kept.seq !== undefined) {
    start = { from: wanted, seq: kept.seq };
    since = kept.seq;
  } else start = kept;
  slot.write(start);
  return {
    from: start.from,
    since,
    catchUp: start.catchUp,
    caughtUpTo: (seq) => {
      slot.write({ from: start.from, catchUp: seq });
    },
    caughtUp: (seq) => {
      slot.write({ from: start.from, seq });
      return seq;
    },
    // The pull's first change ends a catch-up cut short, if any (it read from the first change).
    reached: (seq) => {
      if (isSeq(seq)) slot.write({ from: start.from, seq });
    },
  };
}
