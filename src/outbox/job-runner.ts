// The send job runner lives at module level, not in a page: a bulk send goes on
// while the person visits other pages, and every page reads its progress
// through useJob(). Each request goes out through sendAndRecord (so it lands in
// History), one tab at a time per job (Web Lock, under which it reads the job's
// states afresh: job-claim.ts), "sending" written before it leaves. One job at a
// time in a tab: a second start() while one is under way is refused.
// It holds states, not requests (job-state.ts): a job of half a million orders
// starts while its requests are still being stored (job-intake.ts), and resumes
// from its states. Its view is job-publisher.ts; state writes, job-state-writer.ts.
import { useSyncExternalStore } from 'react';
import { orderAlreadyRecorded } from '../api/already-recorded';
import { connectionStore, type Connection } from '../connections';
import { createListeners } from '../lib/listeners';
import { CHUNK_SIZE, chunkOf, type StoredRequest } from './job-chunks';
import { claimedJobState, shownJobState } from './job-claim';
import { JobIntake, type BatchHook } from './job-intake';
import { withJobLock } from './job-lock';
import { answeredCount, JobPublisher } from './job-publisher';
import { JobState, cannotFixStatus, type Counts } from './job-state';
import { JobStateWriter } from './job-state-writer';
import {
  finishJob,
  itemOf,
  putJob,
  writeStates,
  type JobItem,
  type NewJobItem,
  type SendJob,
} from './job-store';
import type { JobItems, JobOptions, JobView } from './job-view';
import { OtherSender } from './other-sender';
import { isPageClosing, isPageLeaving, whenPageStays } from './page-lifecycle';
import { RequestCache } from './request-cache';
import { sendThenRecord } from './send-and-record';
import { SendQueue, type ItemState, type ItemUpdate } from './send-queue';
import { teamRefusal } from './job-team-claims';

export type { Counts, JobItems, JobOptions, JobView };
export { answeredCount };

/** Told of each final answer (recorded, failed, unknown) as it is stored. */
export type AnswerListener = (job: SendJob, item: JobItem) => void;
const isFinal = (state: ItemState) => state !== 'queued' && state !== 'sending';

/** A job refused because another is under way in this tab; its message names that one. */
export class JobRefused extends Error {}

async function* oneBatch(items: readonly NewJobItem[]) {
  yield await Promise.resolve(items);
}

class JobRunner {
  private state = new JobState('', 0);
  private requests = new RequestCache();
  /** The shown job's requests in storage: being taken in, or as loaded. */
  private intake = new JobIntake();
  /** Cancel asked: a worker that waited for its request to be stored does not send it. */
  private stopRequested = false;
  private queue: SendQueue | undefined;
  /** The title of the job this tab is starting or sending, if any. */
  private underWay: string | undefined;
  private readonly answerListeners = createListeners<Parameters<AnswerListener>>();
  private batchHooks = new Set<BatchHook>();
  private timing = { startedAt: 0, answeredAtStart: 0 };
  private writer = new JobStateWriter();
  /** When the tab that sends the job shown here lets go of it, read the job again. */
  private otherSender = new OtherSender((jobId) => {
    const { job, running } = this.view;
    if (job?.id === jobId && !running) void this.load(job);
  });
  private publisher = new JobPublisher(() => ({
    state: this.state,
    stored: this.intake.stored,
    storedBytes: this.intake.storedBytes,
    timing: this.timing,
    otherSender: this.otherSender,
  }));

  subscribe = this.publisher.subscribe;
  getSnapshot = this.publisher.getSnapshot;

  private get view() {
    return this.publisher.getSnapshot();
  }

  /** A feature that keeps records per answer (a commission change: "last set") listens here. */
  onAnswer(listener: AnswerListener) {
    return this.answerListeners.subscribe(listener);
  }

  /**
   * Awaited for each chunk of a new job's requests before it is stored, so nothing of it
   * leaves before the hook resolves (a team's claims on its order IDs); a hook that throws
   * stops the job there, as a failed intake does.
   */
  beforeEachChunk(hook: BatchHook) {
    this.batchHooks.add(hook);
    return () => {
      this.batchHooks.delete(hook);
    };
  }

  /**
   * Stores a new job and starts sending it. The job record and the first chunk
   * are stored first; the rest is stored in the background while sending goes
   * on, and a request is sent only once it is stored. Resolves when sending ends.
   * Refused (JobRefused) while another job is under way in this tab.
   */
  async start(connection: Connection, options: JobOptions, items: JobItems) {
    const busy = this.underWay ?? (this.view.running ? this.view.job?.title : undefined);
    if (busy !== undefined)
      throw new JobRefused(
        `“${busy}” is still being sent from this tab, and one job is sent at a time. Wait for it to end, or cancel it, then start this one.`,
      );
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
      kind: options.kind ?? 'import',
      stored: 0,
      storedBytes: 0,
    };
    this.underWay = job.title;
    try {
      // Held from before the job is stored until its storing ends: no other tab can take it meanwhile.
      await withJobLock(job.id, () =>
        this.startLocked(job, connection, 'batches' in items ? items.batches : oneBatch(items)),
      );
    } finally {
      this.underWay = undefined;
    }
  }

  private async startLocked(
    job: SendJob,
    connection: Connection,
    batches: AsyncIterable<readonly NewJobItem[]>,
  ) {
    await putJob(job);
    this.intake.detach();
    this.state = new JobState(job.id, job.total);
    this.state.announce(job.total);
    this.requests.reset(job.id);
    const intake = new JobIntake();
    this.intake = intake;
    this.publisher.show(job);
    const storing = intake
      .take(job, this.state, this.requests, batches, {
        stored: () => {
          this.publisher.schedule();
        },
        beforeChunk: [...this.batchHooks],
      })
      .then((kept) => {
        if (intake !== this.intake) return;
        // Cut short: the job is what was stored, and the view says why.
        if (kept) this.publisher.patch({ job: kept, error: intake.cutShort });
        this.publisher.publish();
      });
    await intake.whenStored(0);
    this.publisher.publish();
    await this.run(
      job,
      connection,
      Array.from({ length: job.total }, (_, p) => p),
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
    const stored = this.intake.stored;
    const lost =
      job.total > stored
        ? `${(job.total - stored).toLocaleString()} of ${job.total.toLocaleString()} requests were never stored (the page closed while they were being stored): they are not part of this job.`
        : undefined;
    if (sender) this.otherSender.watch(job.id);
    this.publisher.show(job, { error: lost });
    this.publisher.emit();
  }

  /** Shows the job as `state` holds it: nothing of it is being stored by this tab. */
  private adopt(job: SendJob, state: JobState) {
    // The job shown since its start was read before its storing ended: this tab's intake
    // counted the bytes since.
    const bytes =
      this.state.jobId === job.id
        ? Math.max(this.intake.storedBytes, job.storedBytes ?? 0)
        : (job.storedBytes ?? 0);
    this.intake.detach();
    this.state = state;
    this.requests.reset(job.id);
    this.intake = new JobIntake(state.length, bytes);
  }

  /** Sends the queued requests, and those in the given states again. */
  async sendAgain(states: readonly ItemState[]) {
    const job = this.view.job;
    if (!job || this.view.running || this.underWay !== undefined) return;
    const connection = connectionStore
      .getSnapshot()
      .connections.find((c) => c.id === job.connectionId);
    if (!connection) {
      this.fail(
        `The connection "${job.connectionName}" no longer exists, so this job cannot go on.`,
      );
      return;
    }
    this.underWay = job.title;
    let free: boolean;
    try {
      free = await withJobLock(job.id, async () => {
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
    } finally {
      this.underWay = undefined;
    }
    if (free) return;
    // Refused: shown as another tab's job. Not broadcast: this tab's counts are not the sender's.
    this.otherSender.watch(job.id);
    const { running, paused, error, elsewhere } = this.view;
    this.publisher.show(job, { running, paused, error }, elsewhere);
    this.publisher.emit();
  }

  /**
   * The job's requests with their states, a chunk at a time (results files,
   * lists of problems). Chunks with no request in the states asked for are not read.
   */
  async *readItems(
    options: { states?: readonly ItemState[]; limit?: number } = {},
  ): AsyncGenerator<JobItem[]> {
    const { state, intake } = this;
    const wanted = (p: number) => !options.states || options.states.includes(state.stateAt(p));
    let left = options.limit ?? Infinity;
    for (let chunk = 0; chunk * CHUNK_SIZE < intake.stored && left > 0; chunk++) {
      const from = chunk * CHUNK_SIZE;
      const to = Math.min(intake.stored, from + CHUNK_SIZE);
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
    this.publisher.patch({ paused: true });
    this.publisher.emit();
  }

  resume() {
    this.queue?.resume();
    this.publisher.patch({ paused: false });
    this.publisher.emit();
  }

  /**
   * Nothing new starts, and nothing more is taken in; requests already on their way
   * finish and are recorded. The job ends stopped: what is stored and not sent stays
   * queued, to continue later.
   */
  cancel() {
    this.stopRequested = true;
    this.queue?.cancel();
    this.intake.stop();
    this.publisher.patch({ paused: false });
    this.publisher.emit();
  }

  /** Forgets the job shown (it stays stored until finished or discarded). */
  close() {
    if (this.view.running) return;
    this.otherSender.forget();
    this.intake.detach();
    this.intake = new JobIntake();
    this.state = new JobState('', 0);
    this.requests.reset('');
    this.publisher.show(undefined);
    this.publisher.emit();
  }

  /** For tests: a runner as at page load. */
  resetForTests() {
    this.queue?.cancel();
    this.queue = undefined;
    this.underWay = undefined;
    this.publisher.cancelScheduled();
    this.close();
    this.publisher.patch({ running: false, elsewhere: undefined });
  }

  private itemAt(p: number, request: StoredRequest): JobItem {
    return itemOf(this.state.jobId, request, this.state, p, this.state.notes.get(p));
  }

  /** Whether a run over `state` may still send position p: same job, not stopped, stored or to be. */
  private mayStillSend(state: JobState, intake: JobIntake, p: number) {
    return (
      state === this.state &&
      !this.stopRequested &&
      intake.cutShort === undefined &&
      intake.mayHold(p)
    );
  }

  private async run(job: SendJob, connection: Connection, positions: number[]) {
    const { state, intake } = this;
    this.stopRequested = false;
    this.timing = { startedAt: Date.now(), answeredAtStart: answeredCount(state.counts) };
    /** Per position: History holding its last answer (an answer is shown only once it does). */
    const recording = new Map<number, Promise<void>>();
    const queue = new SendQueue(positions, {
      concurrency: job.concurrency,
      ...(job.ratePerSecond ? { ratePerSecond: job.ratePerSecond } : {}),
      // A request that will never be stored (the intake stopped short) is not sent.
      shouldStop: (p) => isPageClosing() || !this.mayStillSend(state, intake, p),
      // From beforeunload on, nothing new starts (Firefox aborts requests before pagehide).
      isLeaving: isPageLeaving,
      whenStaying: whenPageStays,
      send: async (p) => {
        const requests = await this.requests.chunk(chunkOf(p));
        const request = requests[p % CHUNK_SIZE];
        if (!request) throw new Error(`No request ${p} in the job`);
        const refused = await teamRefusal(job.id, chunkOf(p), connection, requests, request);
        if (refused) return refused;
        const sent = await sendThenRecord(connection, request.request, request.meta);
        recording.set(
          p,
          Promise.all([recording.get(p), sent.recorded]).then(() => undefined),
        );
        const { outcome } = sent;
        return request.meta.operation === 'order' && orderAlreadyRecorded(outcome)
          ? { kind: 'already-recorded', status: 409, durationMs: outcome.durationMs }
          : outcome;
      },
      update: async (p: number, update: ItemUpdate) => {
        // Cut off by the page closing: it stays "sending", and the next load calls it unknown;
        // unless it is known never to have left (queued again): that is stored if time allows.
        if (isPageClosing() && update.state !== 'queued') return;
        // Queued again only what this runner had marked sending (see SendQueue.readyToSend).
        if (update.state === 'queued' && state.stateAt(p) !== 'sending') return;
        // An answer is stored and shown only once History holds it.
        if (isFinal(update.state)) {
          await recording.get(p);
          recording.delete(p);
          if (isPageClosing()) return;
        }
        // Sending never overtakes storing: a request leaves only once it is stored.
        if (update.state === 'sending') {
          const stored = await intake.whenStored(p);
          // Left queued: the worker's next check stops it before anything leaves.
          if (!stored || !this.mayStillSend(state, intake, p)) return;
        }
        state.set(p, update);
        this.publisher.schedule();
        await this.writer.write(
          state,
          chunkOf(p),
          update.cause === undefined ? undefined : { position: p, note: update.note ?? null },
        );
        if (isFinal(update.state) && this.answerListeners.size() > 0) {
          const request = (await this.requests.chunk(chunkOf(p)))[p % CHUNK_SIZE];
          const item = request && this.itemAt(p, request);
          if (item) this.answerListeners.emit(job, item);
        }
      },
    });
    this.queue = queue;
    this.publisher.patch({ running: true, paused: false, error: intake.cutShort });
    this.publisher.emit();
    window.addEventListener('beforeunload', askBeforeLeaving);
    try {
      // The caller holds the job's lock.
      await queue.run();
      const c = state.counts;
      if (c.queued + c.sending + c.failed + c.unknown === 0) await finishJob(job.id);
    } catch (e) {
      // A stopped intake said what happened already; keep its words.
      this.publisher.patch({
        error: this.view.error ?? (e instanceof Error ? e.message : String(e)),
      });
    } finally {
      window.removeEventListener('beforeunload', askBeforeLeaving);
      this.queue = undefined;
      this.publisher.patch({ running: false, paused: false });
      this.publisher.publish();
    }
  }

  private fail(message: string) {
    this.publisher.patch({ error: message });
    this.publisher.emit();
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
