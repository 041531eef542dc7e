// Where the pull starts, kept from one start of the engine to the next. PouchDB names a
// replication after its selector, and a new name reads the team's changes from the first:
// with the window's start moving every millisecond, each page load pulled the whole window
// again, and the replica let go of it all again. So the selector keeps its start while the
// window is no wider, and the pull goes on from its checkpoint. A new start (a first join, a
// wider window) reads the window's History from the server first (catch-up.ts), and the pull
// then goes on from the change that read reached.
import { storageSlot } from '../lib/storage-slot';
import type { CatchUpPoint } from './catch-up';

/** A kept start is moved forward once it lies this far behind the window's own start. */
const REBASE_AFTER_MS = 30 * 86_400_000;
/**
 * The pull selector's shape (pull-filter.ts): 2 leaves this browser's own History out. A start
 * kept under another shape goes on from the change it reached, under the new replication name.
 */
const PULL_SHAPE = 2;

interface Kept {
  /** The first instant (ms) of History the selector names. */
  from: number;
  /** The team's change the pull had reached (CouchDB's seq: a number or a string). */
  seq?: number | string;
  /** A read of the window under way (catch-up.ts): where it stopped, if it has begun. */
  catchUp?: Partial<CatchUpPoint>;
  /** The selector's shape the pull was named after (absent: 1). */
  shape?: number;
}

const isSeq = (v: unknown): v is number | string => typeof v === 'number' || typeof v === 'string';

/** A kept read's point: `{}` before it began; anything else is no read under way. */
function pointOf(stored: unknown): Partial<CatchUpPoint> | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const seq = 'seq' in stored && isSeq(stored.seq) ? stored.seq : undefined;
  const after = 'after' in stored && typeof stored.after === 'number' ? stored.after : undefined;
  return { ...(seq === undefined ? {} : { seq }), ...(after === undefined ? {} : { after }) };
}

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
            catchUp: 'catchUp' in stored ? pointOf(stored.catchUp) : undefined,
            shape: 'shape' in stored && typeof stored.shape === 'number' ? stored.shape : 1,
          }
        : undefined,
    fallback: undefined,
  });

export interface PullStart {
  /** The start the selector names. */
  from: number;
  /** Where a moved start goes on from (PouchDB's `since`); absent, the checkpoint decides. */
  since?: number | string;
  /** The window's History is read from the server before the pull starts (catch-up.ts). */
  readFirst: boolean;
  /** Where a read cut short stopped (absent: from the start). */
  readFrom?: CatchUpPoint;
  /** Notes how far the read has come, so one cut short goes on from there. */
  caughtUpTo: (point: CatchUpPoint) => void;
  /** The read is done: the pull starts at `seq` (returned, for PouchDB's `since`). */
  caughtUp: (seq: number | string) => number | string;
  /** No read after all: the pull brings the window, from the first change. */
  pullInstead: () => void;
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
  if (kept === undefined || wanted < kept.from) start = { from: wanted, catchUp: {} };
  else if (kept.catchUp !== undefined) start = kept;
  else if (wanted - kept.from > REBASE_AFTER_MS && kept.seq !== undefined) {
    start = { from: wanted, seq: kept.seq };
    since = kept.seq;
  } else if (kept.shape !== PULL_SHAPE && kept.seq !== undefined) {
    // A new replication name: its checkpoint is empty, the old one's change is where to go on.
    start = kept;
    since = kept.seq;
  } else start = kept;
  const write = (next: Kept) => {
    slot.write({ ...next, shape: PULL_SHAPE });
  };
  write(start);
  return {
    from: start.from,
    since,
    readFirst: start.catchUp !== undefined,
    readFrom: start.catchUp?.seq === undefined ? undefined : (start.catchUp as CatchUpPoint),
    caughtUpTo: (point) => {
      write({ from: start.from, catchUp: point });
    },
    pullInstead: () => {
      write({ from: start.from });
    },
    caughtUp: (seq) => {
      write({ from: start.from, seq });
      return seq;
    },
    // The pull runs once a read is done or given up: its progress is all there is to keep.
    reached: (seq) => {
      if (isSeq(seq)) write({ from: start.from, seq });
    },
  };
}
