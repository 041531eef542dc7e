// The send job runner lives at module level, not in a page: a bulk send goes on
// while the person visits other pages, and every page reads its progress
// through useJob(). Each request goes out through sendAndRecord (so it lands in
// History), one tab at a time per job (Web Lock, under which it reads the job's
// states afresh: job-claim.ts), "sending" written before it leaves.
// It holds states, not requests (job-state.ts): a job of half a million orders
// starts while its requests are still being stored, and resumes from its states.
import { useSyncExternalStore } from 'react';
import { connectionStore, type Connection } from '../connections';
import { CHUNK_SIZE, chunkOf, type StoredRequest } from './job-chunks';
import { claimedJobState, shownJobState } from './job-claim';
import { withJobLock } from './job-lock';
import { JobState, cannotFixStatus, type Counts } from './job-state';
import {
  finishJob,
  itemOf,
  putJob,
  storeChunk,
  writeStates,
  type StateNote,
  type JobItem,
  type NewJobItem,
  type SendJob,
} from './job-store';
import { jobStatus } from './job-status';
import { OtherSender } from './other-sender';
import { isPageClosing, isPageLeaving, whenPageStays } from './page-lifecycle';
import { RequestCache } from './request-cache';
import { sendAndRecord } from './send-and-record';
import { SendQueue, type ItemState, type ItemUpdate } from './send-queue';
import { teamRefusal } from './job-team-claims';
import type { JobItems, JobOptions, JobView } from './job-view';

export type { Counts, JobItems, JobOptions, JobView };

export const answeredCount = (c: Counts) => c.recorded + c.failed + c.unknown;

/** Many updates a second fold into one render. */
const PUBLISH_EVERY_MS = 120;
const CHANNEL = 'ac-jobs';
type Broadcast = { jobId: string; counts: Counts; running: boolean };
/** Told of each final answer (recorded, failed, unknown) as it is stored. */
export type AnswerListener = (job: SendJob, item: JobItem) => void;
const isFinal = (state: ItemState) => state !== 'queued' && state !== 'sending';

async function* oneBatch(items: readonly NewJobItem[]) {
  yield await Promise.resolve(items);
}

class JobRunner {
  private state = new JobState('', 0);
  private requests = new RequestCache();
  private stored = 0;
  private storedBytes = 0;
  /** Waiting for the storing to reach a position: resolved true once stored, false if it never will be. */
  private storedWaiters: { position: number; resolve: (stored: boolean) => void }[] = [];
  private storingEnded = true;
  /** Why storing stopped short, kept for the view while the job shows. */
  private storingError: string | undefined;
  /** Cancel asked: a worker that waited for its request to be stored does not send it. */
  private stopRequested = false;
  private queue: SendQueue | undefined;
  private listeners = new Set<() => void>();
  private answerListeners = new Set<AnswerListener>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timing = { startedAt: 0, answeredAtStart: 0 };
  private channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
  /** When the tab that sends the job shown here lets go of it, read the job again. */
  private otherSender = new OtherSender((jobId) => {
    const { job, running } = this.view;
    if (job?.id === jobId && !running) void this.load(job);
  });
  private view: JobView = this.makeView(undefined, false, false, undefined, undefined);

  constructor() {
    this.channel?.addEventListener('message', (event: MessageEvent<Broadcast>) => {
      const { job, running, paused, error } = this.view;
      if (event.data.jobId === job?.id && running) return;
      if (event.data.jobId === job?.id && event.data.running) this.otherSender.watch(job.id);
      this.view = this.makeView(job, running, paused, error, event.data);
      this.emit();
    });
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.view;

  /** A feature that keeps records per answer (a commission change: "last set") listens here. */
  onAnswer(listener: AnswerListener) {
    this.answerListeners.add(listener);
    return () => {
      this.answerListeners.delete(listener);
    };
  }

  /**
   * Stores a new job and starts sending it. The job record and the first chunk
   * are stored first; the rest is stored in the background while sending goes
   * on, and a request is sent only once it is stored. Resolves when sending ends.
   */
  async start(connection: Connection, options: JobOptions, items: JobItems) {
    const total = 'batches' in items ? items.total : items.length;
    const job: SendJob = {
      id: crypto.randomUUID(),
      title: options.title,
      createdAt: Date.now(),
      connectionId: connection.id,
      connectionName: connection.name,
      concurrency: options.concurrency,
      ...(options.ratePerSecond ? { ratePerSecond: options.ratePerSecond } : {}),
      total,
      finished: false,
      ...(options.kind ? { kind: options.kind } : {}),
      stored: 0,
      storedBytes: 0,
    };
    // Held from before the job is stored until its storing ends: no other tab can take it meanwhile.
    await withJobLock(job.id, () => this.startLocked(job, connection, items));
  }

  private async startLocked(job: SendJob, connection: Connection, items: JobItems) {
    const total = job.total;
    await putJob(job);
    this.state = new JobState(job.id, total);
    this.state.announce(total);
    this.requests.reset(job.id);
    this.stored = 0;
    this.storedBytes = 0;
    this.forgetStoredWaiters();
    this.storingEnded = false;
    this.storingError = undefined;
    this.view = this.makeView(job, false, false, undefined, undefined);
    const storing = this.storeAll(job, 'batches' in items ? items.batches : oneBatch(items));
    await this.whenStored(0);
    this.publish();
    await this.run(
      job,
      connection,
      Array.from({ length: total }, (_, p) => p),
    );
    await storing;
  }

  /**
   * Loads a stored job by its states (not its requests); sends nothing and takes no lock.
   * When another tab is sending it, its progress shows here until that tab lets go.
   */
  async load(job: SendJob) {
    this.otherSender.forget();
    const { state, sender } = await shownJobState(job.id);
    this.adopt(job, state);
    const lost =
      job.total > this.stored
        ? `${(job.total - this.stored).toLocaleString()} of ${job.total.toLocaleString()} requests were never stored (the page closed while they were being stored): they are not part of this job.`
        : undefined;
    if (sender) this.otherSender.watch(job.id);
    this.view = this.makeView(job, false, false, lost, undefined);
    this.emit();
  }

  /** Shows the job as `state` holds it: nothing of it is being stored by this tab. */
  private adopt(job: SendJob, state: JobState) {
    this.forgetStoredWaiters();
    this.state = state;
    this.requests.reset(job.id);
    this.stored = state.length;
    this.storedBytes = job.storedBytes ?? 0;
    this.storingEnded = true;
  }

  /** Sends the queued requests, and those in the given states again. */
  async sendAgain(states: readonly ItemState[]) {
    const job = this.view.job;
    if (!job || this.view.running) return;
    const connection = connectionStore
      .getSnapshot()
      .connections.find((c) => c.id === job.connectionId);
    if (!connection) {
      this.fail(
        `The connection "${job.connectionName}" no longer exists, so this job cannot go on.`,
      );
      return;
    }
    const free = await withJobLock(job.id, async () => {
      // What this tab saw may be stale: another tab may have sent some since. Storage says.
      this.adopt(job, await claimedJobState(job.id));
      const positions = this.state.positionsToSend(states);
      const touched = new Set<number>();
      for (const p of positions) {
        if (this.state.stateAt(p) === 'queued') continue;
        this.state.set(p, { state: 'queued' });
        touched.add(chunkOf(p));
      }
      for (const chunk of touched) await writeStates(this.state.chunkRecord(chunk));
      await this.run(job, connection, positions);
    });
    if (free) return;
    // Refused: shown as another tab's job. Not broadcast: this tab's counts are not the sender's.
    this.otherSender.watch(job.id);
    const { running, paused, error, elsewhere } = this.view;
    this.view = this.makeView(job, running, paused, error, elsewhere);
    this.emit();
  }

  /**
   * The job's requests with their states, a chunk at a time (results files,
   * lists of problems). Chunks with no request in the states asked for are not read.
   */
  async *readItems(
    options: { states?: readonly ItemState[]; limit?: number } = {},
  ): AsyncGenerator<JobItem[]> {
    const { state } = this;
    const wanted = (p: number) => !options.states || options.states.includes(state.stateAt(p));
    let left = options.limit ?? Infinity;
    for (let chunk = 0; chunk * CHUNK_SIZE < this.stored && left > 0; chunk++) {
      const from = chunk * CHUNK_SIZE;
      const to = Math.min(this.stored, from + CHUNK_SIZE);
      let any = false;
      for (let p = from; p < to && !any; p++) any = wanted(p);
      if (!any) continue;
      const requests = await this.requests.chunk(chunk);
      if (state !== this.state) return; // another job was loaded meanwhile
      const batch: JobItem[] = [];
      for (let p = from; p < to && left > 0; p++) {
        const request = requests[p - from];
        if (!request || !wanted(p)) continue;
        batch.push(this.itemAt(p, request));
        left--;
      }
      yield batch;
    }
  }

  /** Whether a retry cannot help this failed request (for items read with readItems). */
  cannotFix(item: JobItem) {
    return cannotFixStatus(item.state, item.status);
  }

  pause() {
    this.queue?.pause();
    this.view = { ...this.view, paused: true };
    this.emit();
  }

  resume() {
    this.queue?.resume();
    this.view = { ...this.view, paused: false };
    this.emit();
  }

  /** Nothing new starts; requests already on their way finish and are recorded. */
  cancel() {
    this.stopRequested = true;
    this.queue?.cancel();
    this.view = { ...this.view, paused: false };
    this.emit();
  }

  /** Forgets the job shown (it stays stored until finished or discarded). */
  close() {
    if (this.view.running) return;
    this.otherSender.forget();
    this.state = new JobState('', 0);
    this.requests.reset('');
    this.stored = 0;
    this.storedBytes = 0;
    this.view = this.makeView(undefined, false, false, undefined, undefined);
    this.emit();
  }

  /** For tests: a runner as at page load. */
  resetForTests() {
    this.queue?.cancel();
    this.queue = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.close();
    this.view = { ...this.view, running: false, elsewhere: undefined };
  }

  private itemAt(p: number, request: StoredRequest): JobItem {
    return itemOf(this.state.jobId, request, this.state, p, this.state.notes.get(p));
  }

  /** Stores the requests chunk by chunk, each in its own transaction, as batches arrive. */
  private async storeAll(job: SendJob, batches: AsyncIterable<readonly NewJobItem[]>) {
    const state = this.state;
    let buffer: NewJobItem[] = [];
    let position = 0;
    const flush = async () => {
      if (buffer.length === 0) return;
      const chunk = chunkOf(position);
      const items = buffer;
      buffer = [];
      if (position + items.length > job.total)
        throw new Error(`More requests arrived than the ${job.total.toLocaleString()} announced.`);
      state.place(position, items);
      const bytes = await storeChunk(
        { ...job, stored: position + items.length, storedBytes: this.storedBytes },
        chunk,
        items,
      );
      if (state !== this.state) return;
      this.requests.put(chunk, items);
      position += items.length;
      this.stored = position;
      this.storedBytes += bytes;
      this.wakeStoredWaiters();
      this.schedulePublish();
    };
    try {
      for await (const batch of batches) {
        for (const item of batch) {
          buffer.push(item);
          if (buffer.length === CHUNK_SIZE) await flush();
        }
        if (state !== this.state) return;
      }
      await flush();
      if (position < job.total)
        throw new Error(
          `Only ${position.toLocaleString()} of the ${job.total.toLocaleString()} requests announced arrived.`,
        );
      await putJob({ ...job, stored: position, storedBytes: this.storedBytes });
    } catch (e) {
      if (state !== this.state) return;
      // What is stored stays a job of its own; the rest is never sent.
      state.truncate(this.stored);
      const kept = {
        ...job,
        total: this.stored,
        stored: this.stored,
        storedBytes: this.storedBytes,
      };
      await putJob(kept).catch(() => undefined);
      this.storingError = `Storing the job stopped after ${this.stored.toLocaleString()} requests (${e instanceof Error ? e.message : String(e)}). Only those are sent.`;
      this.view = {
        ...this.view,
        job: kept,
        error: this.storingError,
      };
    } finally {
      if (state === this.state) {
        this.storingEnded = true;
        this.wakeStoredWaiters();
        this.publish();
      }
    }
  }

  private whenStored(position: number): Promise<boolean> {
    if (position < this.stored) return Promise.resolve(true);
    if (this.storingEnded) return Promise.resolve(false);
    return new Promise((resolve) => this.storedWaiters.push({ position, resolve }));
  }

  /** Waiters of a job no longer shown: told their request will never be stored here. */
  private forgetStoredWaiters() {
    for (const w of this.storedWaiters) w.resolve(false);
    this.storedWaiters = [];
  }

  private wakeStoredWaiters() {
    this.storedWaiters = this.storedWaiters.filter((w) => {
      if (w.position < this.stored) w.resolve(true);
      else if (this.storingEnded) w.resolve(false);
      else return true;
      return false;
    });
  }

  /** Whether a run over `state` may still send position p: same job, not cancelled, stored or to be. */
  private mayStillSend(state: JobState, p: number) {
    return state === this.state && !this.stopRequested && !(this.storingEnded && p >= this.stored);
  }

  /** Per job and chunk: the write not yet started, which later updates join, and the last one queued. */
  private waitingWrites = new Map<string, { done: Promise<void>; notes: StateNote[] }>();
  private lastWrites = new Map<string, Promise<void>>();

  /**
   * Stores a chunk's states as they are when the write starts. Updates that arrive while
   * an earlier write of the chunk is under way join one waiting write instead of queueing
   * a transaction each: under load the stored states stay close to the runner's, so a
   * reload leaves few answered requests looking "sending". Each caller still waits until
   * a write holding its update has committed ("sending" is stored before a request leaves).
   */
  private persist(chunk: number, note?: StateNote): Promise<void> {
    const state = this.state;
    const key = `${state.jobId}/${String(chunk)}`;
    const waiting = this.waitingWrites.get(key);
    if (waiting) {
      if (note) waiting.notes.push(note);
      return waiting.done;
    }
    const notes: StateNote[] = note ? [note] : [];
    const done = (this.lastWrites.get(key) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        this.waitingWrites.delete(key);
        return writeStates(state.chunkRecord(chunk), notes);
      });
    this.waitingWrites.set(key, { done, notes });
    this.lastWrites.set(key, done);
    void done
      .catch(() => undefined)
      .then(() => {
        if (this.lastWrites.get(key) === done) this.lastWrites.delete(key);
      });
    return done;
  }

  private async run(job: SendJob, connection: Connection, positions: number[]) {
    const state = this.state;
    this.stopRequested = false;
    this.timing = { startedAt: Date.now(), answeredAtStart: answeredCount(state.counts) };
    const queue = new SendQueue(positions, {
      concurrency: job.concurrency,
      ...(job.ratePerSecond ? { ratePerSecond: job.ratePerSecond } : {}),
      // A request that will never be stored (the stream ended short) is not sent.
      shouldStop: (p) => isPageClosing() || !this.mayStillSend(state, p),
      // From beforeunload on, nothing new starts (Firefox aborts requests before pagehide).
      isLeaving: isPageLeaving,
      whenStaying: whenPageStays,
      send: async (p) => {
        const requests = await this.requests.chunk(chunkOf(p));
        const request = requests[p % CHUNK_SIZE];
        if (!request) throw new Error(`No request ${p} in the job`);
        const refused = await teamRefusal(job.id, chunkOf(p), connection, requests, request);
        return refused ?? sendAndRecord(connection, request.request, request.meta);
      },
      update: async (p: number, update: ItemUpdate) => {
        // Cut off by the page closing: it stays "sending", and the next load calls it unknown;
        // unless it is known never to have left (queued again): that is stored if time allows.
        if (isPageClosing() && update.state !== 'queued') return;
        // Queued again only what this runner had marked sending (see SendQueue.readyToSend).
        if (update.state === 'queued' && state.stateAt(p) !== 'sending') return;
        // Sending never overtakes storing: a request leaves only once it is stored.
        if (update.state === 'sending') {
          const stored = await this.whenStored(p);
          // Left queued: the worker's next check stops it before anything leaves.
          if (!stored || !this.mayStillSend(state, p)) return;
        }
        state.set(p, update);
        this.schedulePublish();
        await this.persist(
          chunkOf(p),
          update.message === undefined ? undefined : { position: p, message: update.message },
        );
        if (isFinal(update.state) && this.answerListeners.size > 0) {
          const request = (await this.requests.chunk(chunkOf(p)))[p % CHUNK_SIZE];
          const item = request && this.itemAt(p, request);
          if (item) for (const l of this.answerListeners) l(job, item);
        }
      },
    });
    this.queue = queue;
    this.view = { ...this.view, running: true, paused: false, error: this.storingError };
    this.emit();
    window.addEventListener('beforeunload', askBeforeLeaving);
    try {
      // The caller holds the job's lock.
      await queue.run();
      const c = state.counts;
      if (c.queued + c.sending + c.failed + c.unknown === 0) await finishJob(job.id);
    } catch (e) {
      // A storing failure said what happened already; keep its words.
      this.view = {
        ...this.view,
        error: this.view.error ?? (e instanceof Error ? e.message : String(e)),
      };
    } finally {
      window.removeEventListener('beforeunload', askBeforeLeaving);
      this.queue = undefined;
      this.view = { ...this.view, running: false, paused: false };
      this.publish();
    }
  }

  private schedulePublish() {
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.publish();
    }, PUBLISH_EVERY_MS);
  }

  private publish() {
    const { job, running, paused, error, elsewhere } = this.view;
    this.view = this.makeView(job, running, paused, error, elsewhere);
    if (job)
      this.channel?.postMessage({
        jobId: job.id,
        counts: this.view.counts,
        running,
      } satisfies Broadcast);
    this.emit();
  }

  private fail(message: string) {
    this.view = { ...this.view, error: message };
    this.emit();
  }

  private makeView(
    job: SendJob | undefined,
    running: boolean,
    paused: boolean,
    error: string | undefined,
    elsewhere: JobView['elsewhere'],
  ): JobView {
    const state = this.state;
    const sentElsewhere = this.otherSender.sends(job?.id);
    const live = sentElsewhere && elsewhere?.jobId === job?.id ? elsewhere : undefined;
    const counts = { ...(live ?? state).counts };
    const answered = answeredCount(counts);
    const elapsed = (Date.now() - this.timing.startedAt) / 1000;
    const rate = elapsed > 1 ? (answered - this.timing.answeredAtStart) / elapsed : 0;
    const left = counts.queued + counts.sending;
    return {
      job,
      counts,
      cannotFix: state.cannotFix,
      running,
      paused,
      error,
      secondsLeft: running && rate > 0 ? Math.round(left / rate) : undefined,
      stored: this.stored,
      storedBytes: this.storedBytes,
      stateOf: (index) => {
        const p = state.positionOf(index);
        return p === undefined ? undefined : state.stateAt(p);
      },
      elsewhere,
      sentElsewhere,
    };
  }

  private emit() {
    const { job, running, paused, counts } = this.view;
    jobStatus.set(
      job && {
        title: job.title,
        kind: job.kind ?? 'import',
        running,
        paused,
        answered: answeredCount(counts),
        total: counts.total,
      },
    );
    for (const l of this.listeners) l();
  }
}

/** While a job sends, leaving the tab asks first (the job would stop). */
function askBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
}

// Pure for the bundler: pages that never touch a job do not load the runner.
export const jobRunner = /* @__PURE__ */ new JobRunner();

/** The running or loaded job, as every page sees it. */
export const useJob = () => useSyncExternalStore(jobRunner.subscribe, jobRunner.getSnapshot);
