// What the runner holds of a job in memory: per item a state, a cause, attempts and an
// HTTP status in typed arrays (9 bytes an item), its page's index, and the
// notes of the few items that have one. Never the requests themselves:
// those are read from storage a chunk at a time.
import { causeAt, causeCode, type Cause, type ItemNote } from './job-cause';
import { CHUNK_SIZE, STATE_CODES, codeOf, type StateChunk } from './job-chunks';
import type { ItemState, ItemUpdate } from './send-queue';

export interface Counts {
  total: number;
  queued: number;
  sending: number;
  recorded: number;
  failed: number;
  unknown: number;
}

const noCounts = (): Counts => ({
  total: 0,
  queued: 0,
  sending: 0,
  recorded: 0,
  failed: 0,
  unknown: 0,
});

/**
 * A failure that sending the same request again cannot change: the service
 * refused the request itself (bad body, unknown code, duplicate, wrong type) or
 * pointed elsewhere. A person fixes these; 5xx, 429, 408, 401/403 (after a key
 * fix) may go through on a retry.
 */
const CANNOT_FIX = new Set([400, 404, 405, 409, 410, 413, 414, 415, 422]);
export const cannotFixStatus = (state: ItemState, status: number | undefined) =>
  state === 'failed' &&
  status !== undefined &&
  status !== 0 &&
  (CANNOT_FIX.has(status) || (status >= 300 && status < 400));

const FAILED = codeOf('failed');
const ALREADY = causeCode('already-recorded');

export class JobState {
  indexes: Int32Array;
  states: Uint8Array;
  causes: Uint8Array;
  attempts: Uint8Array;
  statuses: Uint16Array;
  readonly notes: Map<number, ItemNote>;
  readonly counts: Counts = noCounts();
  /** Failed items a retry cannot help. */
  cannotFix = 0;
  /** Orders the service held already (its 409): counted as recorded, too. */
  alreadyRecorded = 0;
  /** Positions whose page index is known (stored or being stored). */
  length = 0;
  private byIndex: Map<number, number> | undefined;

  constructor(
    readonly jobId: string,
    capacity: number,
    notes = new Map<number, ItemNote>(),
  ) {
    this.indexes = new Int32Array(capacity);
    this.states = new Uint8Array(capacity);
    this.causes = new Uint8Array(capacity);
    this.attempts = new Uint8Array(capacity);
    this.statuses = new Uint16Array(capacity);
    this.notes = notes;
  }

  /** A stored job's state records, in chunk order, as one state. */
  static fromChunks(jobId: string, chunks: readonly StateChunk[], notes: Map<number, ItemNote>) {
    const last = chunks.at(-1);
    const capacity = last ? last.chunk * CHUNK_SIZE + last.states.length : 0;
    const s = new JobState(jobId, capacity, notes);
    for (const c of chunks) {
      const at = c.chunk * CHUNK_SIZE;
      s.indexes.set(c.indexes, at);
      s.states.set(c.states, at);
      s.causes.set(c.causes, at);
      s.attempts.set(c.attempts, at);
      s.statuses.set(c.statuses, at);
    }
    s.length = capacity;
    s.counts.total = capacity;
    for (let p = 0; p < capacity; p++) {
      const state = STATE_CODES[s.states[p] ?? 0] ?? 'queued';
      s.counts[state]++;
      if (state === 'failed' && cannotFixStatus(state, s.statuses[p])) s.cannotFix++;
      if (s.causes[p] === ALREADY) s.alreadyRecorded++;
    }
    return s;
  }

  /** A new job announces its total; every item counts as queued from the start. */
  announce(total: number) {
    this.counts.total = total;
    this.counts.queued = total;
  }

  /** The page indexes of the items at `at` on (as they are stored). */
  place(at: number, items: readonly { index: number }[]) {
    items.forEach((item, i) => {
      this.indexes[at + i] = item.index;
      this.byIndex?.set(item.index, at + i);
    });
    this.length = Math.max(this.length, at + items.length);
  }

  /** Forgets the items from `length` on: they were never stored. */
  truncate(length: number) {
    const lost = this.counts.total - length;
    this.counts.total = length;
    this.counts.queued -= lost;
  }

  stateAt = (p: number): ItemState => STATE_CODES[this.states[p] ?? 0] ?? 'queued';

  statusAt = (p: number): number | undefined => this.statuses[p] || undefined;

  causeAt = (p: number): Cause => causeAt(this.causes[p]);

  cannotFixAt = (p: number) =>
    this.states[p] === FAILED && cannotFixStatus('failed', this.statuses[p]);

  set(p: number, update: ItemUpdate) {
    const before = this.stateAt(p);
    if (this.cannotFixAt(p)) this.cannotFix--;
    if (this.causes[p] === ALREADY) this.alreadyRecorded--;
    this.counts[before]--;
    this.counts[update.state]++;
    this.states[p] = codeOf(update.state);
    if (update.attempts !== undefined) this.attempts[p] = Math.min(255, update.attempts);
    if (update.status !== undefined) this.statuses[p] = update.status;
    if (update.cause !== undefined) {
      this.causes[p] = causeCode(update.cause);
      if (update.note) this.notes.set(p, update.note);
      else this.notes.delete(p);
    }
    if (this.cannotFixAt(p)) this.cannotFix++;
    if (this.causes[p] === ALREADY) this.alreadyRecorded++;
  }

  /** The chunk's state record, as storage keeps it. */
  chunkRecord(chunk: number): StateChunk {
    const from = chunk * CHUNK_SIZE;
    const to = Math.min(this.length, from + CHUNK_SIZE);
    return {
      jobId: this.jobId,
      chunk,
      indexes: this.indexes.slice(from, to),
      states: this.states.slice(from, to),
      causes: this.causes.slice(from, to),
      attempts: this.attempts.slice(from, to),
      statuses: this.statuses.slice(from, to),
    };
  }

  /** The position of the item its page knows by `index`. */
  positionOf(index: number): number | undefined {
    if (!this.byIndex) {
      this.byIndex = new Map();
      for (let p = 0; p < this.length; p++) this.byIndex.set(this.indexes[p] ?? p, p);
    }
    return this.byIndex.get(index);
  }

  /** What "send again" sends: every queued item, plus those in the states asked for that a retry can help. */
  positionsToSend(states: readonly ItemState[]): number[] {
    const codes = states.map(codeOf);
    const queued = codeOf('queued');
    const out: number[] = [];
    // Up to the total, not what is stored yet: the runner sends the rest once stored.
    for (let p = 0; p < this.counts.total; p++) {
      const code = this.states[p] ?? queued;
      if (code === queued || (codes.includes(code) && !this.cannotFixAt(p))) out.push(p);
    }
    return out;
  }
}
