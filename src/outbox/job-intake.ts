// A new job's requests taken into storage chunk by chunk as their batches arrive. The
// next batch is pulled only once the one before is stored (so the source — the import's
// worker — never floods the page), a request is sent only once stored (whenStored), and
// stop() ends the pulling at once, even while a batch is awaited: a source that stalls
// never leaves the job waiting. A job cut short keeps what was stored as the job.
import { CHUNK_SIZE, chunkOf } from './job-chunks';
import type { JobState } from './job-state';
import { putJob, storeChunk, type NewJobItem, type SendJob } from './job-store';
import type { RequestCache } from './request-cache';

/** Awaited for each chunk before it is stored: nothing of it is sent before it resolves. */
export type BatchHook = (job: SendJob, items: readonly NewJobItem[]) => Promise<void>;

interface Waiter {
  position: number;
  resolve: (stored: boolean) => void;
}

const reasonOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export class JobIntake {
  /** Requests stored so far, and the bytes they take. */
  stored: number;
  storedBytes: number;
  /** Nothing more will be stored (all of it was, it stopped, or it never started here). */
  ended: boolean;
  /** Why fewer requests than announced were stored, in words the job panel shows. */
  cutShort: string | undefined;
  private waiters: Waiter[] = [];
  private stopping: (() => void) | undefined;
  private stopRequested = false;
  /** Another job is shown: what this intake does no longer matters to anyone. */
  private detached = false;

  /** An intake with nothing to take: a stored job's `stored` requests, as loaded. */
  constructor(stored = 0, storedBytes = 0) {
    this.stored = stored;
    this.storedBytes = storedBytes;
    this.ended = true;
    this.cutShort = undefined;
  }

  /**
   * Stores the batches chunk by chunk, each in its own transaction. Resolves when the
   * intake ends: with the job as kept if it was cut short (the source failed or ended
   * early, storing failed, or stop()), else undefined.
   */
  async take(
    job: SendJob,
    state: JobState,
    requests: RequestCache,
    batches: AsyncIterable<readonly NewJobItem[]>,
    hooks: { stored: () => void; beforeChunk: readonly BatchHook[] },
  ): Promise<SendJob | undefined> {
    this.ended = false;
    const stopped = new Promise<'stopped'>((resolve) => {
      this.stopping = () => {
        resolve('stopped');
      };
    });
    const source = batches[Symbol.asyncIterator]();
    let sourceDone = false;
    let buffer: NewJobItem[] = [];
    let position = 0;
    const flush = async () => {
      if (buffer.length === 0) return;
      const chunk = chunkOf(position);
      const items = buffer;
      buffer = [];
      if (position + items.length > job.total)
        throw new Error(`More requests arrived than the ${job.total.toLocaleString()} announced.`);
      for (const hook of hooks.beforeChunk) await hook(job, items);
      if (this.detached || this.stopRequested) return;
      state.place(position, items);
      const bytes = await storeChunk(
        { ...job, stored: position + items.length, storedBytes: this.storedBytes },
        chunk,
        items,
      );
      if (this.isDetached()) return;
      requests.put(chunk, items);
      position += items.length;
      this.stored = position;
      this.storedBytes += bytes;
      this.wake();
      hooks.stored();
    };
    try {
      for (;;) {
        const next = source.next();
        // Stopped while the source answers: its answer (or failure) is nobody's any more.
        next.catch(() => undefined);
        const got = await Promise.race([next, stopped]);
        if (got === 'stopped') break;
        if (got.done) {
          sourceDone = true;
          break;
        }
        for (const item of got.value) {
          buffer.push(item);
          if (buffer.length === CHUNK_SIZE) await flush();
        }
        if (this.detached || this.stopRequested) break;
      }
      if (this.detached) return undefined;
      if (this.stopRequested)
        return await this.keep(
          job,
          state,
          `Cancelled before every request was stored: ${this.stored.toLocaleString()} of ${job.total.toLocaleString()} are in this job; the other ${(job.total - this.stored).toLocaleString()} were not sent.`,
        );
      await flush();
      if (position < job.total)
        throw new Error(
          `Only ${position.toLocaleString()} of the ${job.total.toLocaleString()} requests announced arrived.`,
        );
      await putJob({ ...job, stored: position, storedBytes: this.storedBytes });
      return undefined;
    } catch (e) {
      if (this.detached) return undefined;
      return await this.keep(
        job,
        state,
        this.stored === 0
          ? `Nothing was sent: ${reasonOf(e)}`
          : `Sending stopped after ${this.stored.toLocaleString()} of ${job.total.toLocaleString()} requests were stored: ${reasonOf(e)} The ${this.stored.toLocaleString()} stored are kept in this job: continue sending them, or start again.`,
      );
    } finally {
      // The source is told to stop (the worker drops the rest); not awaited, it may be stalled.
      if (!sourceDone) void source.return?.(undefined).catch(() => undefined);
      this.stopping = undefined;
      if (!this.detached) {
        this.ended = true;
        this.wake();
      }
    }
  }

  /** What was stored stays a job of its own; the rest is never sent. */
  private async keep(job: SendJob, state: JobState, why: string): Promise<SendJob> {
    // At once: from here the runner starts nothing more of this job.
    this.cutShort = why;
    state.truncate(this.stored);
    const kept = { ...job, total: this.stored, stored: this.stored, storedBytes: this.storedBytes };
    await putJob(kept).catch(() => undefined);
    return kept;
  }

  /** A method, not a field read: it changes while the intake awaits. */
  private isDetached() {
    return this.detached;
  }

  /** Nothing more is pulled or stored; requests not stored yet are never sent. */
  stop() {
    this.stopRequested = true;
    this.stopping?.();
  }

  /** Another job is shown: this one's waiters are told their request will never be stored here. */
  detach() {
    this.detached = true;
    this.stopping?.();
    this.ended = true;
    for (const w of this.waiters) w.resolve(false);
    this.waiters = [];
  }

  /** Resolves true once position p is stored, false if it never will be. */
  whenStored(position: number): Promise<boolean> {
    if (position < this.stored) return Promise.resolve(true);
    if (this.ended) return Promise.resolve(false);
    return new Promise((resolve) => this.waiters.push({ position, resolve }));
  }

  /** Whether position p is stored or may still be. */
  mayHold(position: number) {
    return !(this.ended && position >= this.stored);
  }

  private wake() {
    this.waiters = this.waiters.filter((w) => {
      if (w.position < this.stored) w.resolve(true);
      else if (this.ended) w.resolve(false);
      else return true;
      return false;
    });
  }
}
