// The send job runner lives at module level, not in a page: a bulk send goes on
// while the person visits other pages, and every page reads its progress
// through useJob(). Each request goes out through sendAndRecord (so it lands in
// History), one tab at a time per job (Web Lock), "sending" written before it leaves.
import { useSyncExternalStore } from 'react';
import { connectionStore, type Connection } from '../connections';
import { withJobLock } from './job-lock';
import {
  createJob,
  finishJob,
  jobItems,
  settleInterrupted,
  updateItem,
  type JobItem,
  type NewJobItem,
  type SendJob,
} from './job-store';
import { jobStatus } from './job-status';
import { isPageClosing } from './page-lifecycle';
import { sendAndRecord } from './send-and-record';
import { SendQueue, type ItemState, type ItemUpdate } from './send-queue';

export interface Counts {
  total: number;
  queued: number;
  sending: number;
  recorded: number;
  failed: number;
  unknown: number;
}

export interface JobView {
  job: SendJob | undefined;
  items: ReadonlyMap<number, JobItem>;
  counts: Counts;
  running: boolean;
  paused: boolean;
  error: string | undefined;
  secondsLeft: number | undefined;
  /** The progress another tab reports for a job it is sending. */
  elsewhere: { jobId: string; counts: Counts; running: boolean } | undefined;
}

export interface JobOptions {
  title: string;
  concurrency: number;
  ratePerSecond?: number;
}

const noCounts = (): Counts => ({
  total: 0,
  queued: 0,
  sending: 0,
  recorded: 0,
  failed: 0,
  unknown: 0,
});

export function countItems(items: Iterable<JobItem>): Counts {
  const c = noCounts();
  for (const i of items) {
    c.total++;
    c[i.state]++;
  }
  return c;
}

export const answeredCount = (c: Counts) => c.recorded + c.failed + c.unknown;

/**
 * A failure that sending the same request again cannot change: the service
 * refused the request itself (bad body, unknown code, duplicate, wrong type) or
 * pointed elsewhere. A person fixes these; 5xx, 429, 408, 401/403 (after a key
 * fix) may go through on a retry.
 */
const CANNOT_FIX = new Set([400, 404, 405, 409, 410, 413, 414, 415, 422]);
export const retryCannotFix = (i: JobItem) =>
  i.state === 'failed' &&
  i.status !== undefined &&
  (CANNOT_FIX.has(i.status) || (i.status >= 300 && i.status < 400));

/** What "send again" sends: every queued request, plus those in the states asked for that a retry can help. */
export function indexesToSend(items: Iterable<JobItem>, states: readonly ItemState[]): number[] {
  const out: number[] = [];
  for (const i of items)
    if (i.state === 'queued' || (states.includes(i.state) && !retryCannotFix(i))) out.push(i.index);
  return out;
}

/** Many updates a second fold into one render. */
const PUBLISH_EVERY_MS = 120;
const CHANNEL = 'ac-jobs';
type Broadcast = { jobId: string; counts: Counts; running: boolean };

class JobRunner {
  private items = new Map<number, JobItem>();
  private counts = noCounts();
  private queue: SendQueue | undefined;
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timing = { startedAt: 0, answeredAtStart: 0 };
  private channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
  private view: JobView = this.makeView(undefined, false, false, undefined, undefined);

  constructor() {
    this.channel?.addEventListener('message', (event: MessageEvent<Broadcast>) => {
      if (event.data.jobId === this.view.job?.id && this.view.running) return;
      this.view = { ...this.view, elsewhere: event.data };
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

  /** Stores a new job and starts sending it. */
  async start(connection: Connection, options: JobOptions, items: readonly NewJobItem[]) {
    const job: SendJob = {
      id: crypto.randomUUID(),
      title: options.title,
      createdAt: Date.now(),
      connectionId: connection.id,
      connectionName: connection.name,
      concurrency: options.concurrency,
      ...(options.ratePerSecond ? { ratePerSecond: options.ratePerSecond } : {}),
      total: items.length,
      finished: false,
    };
    await createJob(job, items);
    this.items = new Map();
    for (const item of items)
      this.items.set(item.index, { ...item, jobId: job.id, state: 'queued', attempts: 0 });
    this.counts = countItems(this.items.values());
    this.view = this.makeView(job, false, false, undefined, undefined);
    this.emit();
    await this.run(job, connection, [...this.items.keys()]);
  }

  /** Loads a stored job; requests cut off mid-send become "unknown". Sends nothing. */
  async load(job: SendJob) {
    await settleInterrupted(job.id);
    this.items = new Map((await jobItems(job.id)).map((i) => [i.index, i]));
    this.counts = countItems(this.items.values());
    this.view = this.makeView(job, false, false, undefined, undefined);
    this.emit();
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
    const indexes = indexesToSend(this.items.values(), states);
    for (const index of indexes) {
      if (this.items.get(index)?.state === 'queued') continue;
      this.setItem(index, { state: 'queued' });
      await updateItem(job.id, index, { state: 'queued' });
    }
    await this.run(job, connection, indexes);
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
    this.queue?.cancel();
    this.view = { ...this.view, paused: false };
    this.emit();
  }

  /** Forgets the job shown (it stays stored until finished or discarded). */
  close() {
    if (this.view.running) return;
    this.items = new Map();
    this.counts = noCounts();
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

  private async run(job: SendJob, connection: Connection, indexes: number[]) {
    this.timing = { startedAt: Date.now(), answeredAtStart: answeredCount(this.counts) };
    const queue = new SendQueue(indexes, {
      concurrency: job.concurrency,
      ...(job.ratePerSecond ? { ratePerSecond: job.ratePerSecond } : {}),
      shouldStop: isPageClosing,
      send: (index) => {
        const item = this.items.get(index);
        if (!item) throw new Error(`No request ${index} in the job`);
        return sendAndRecord(connection, item.request, item.meta);
      },
      update: async (index: number, update: ItemUpdate) => {
        // Cut off by the page closing: it stays "sending", and the next load calls it unknown.
        if (isPageClosing()) return;
        this.setItem(index, update);
        this.schedulePublish();
        await updateItem(job.id, index, update);
      },
    });
    this.queue = queue;
    this.view = { ...this.view, running: true, paused: false, error: undefined };
    this.emit();
    window.addEventListener('beforeunload', askBeforeLeaving);
    try {
      const ran = await withJobLock(job.id, () => queue.run());
      if (!ran)
        this.view = {
          ...this.view,
          error:
            'This job is being sent in another tab. Its progress shows here; nothing is sent from this tab.',
        };
      const c = this.counts;
      if (ran && c.queued + c.sending + c.failed + c.unknown === 0) await finishJob(job.id);
    } catch (e) {
      this.view = { ...this.view, error: e instanceof Error ? e.message : String(e) };
    } finally {
      window.removeEventListener('beforeunload', askBeforeLeaving);
      this.queue = undefined;
      this.view = { ...this.view, running: false, paused: false };
      this.publish();
    }
  }

  private setItem(index: number, update: ItemUpdate) {
    const item = this.items.get(index);
    if (!item) return;
    this.counts = { ...this.counts, [item.state]: this.counts[item.state] - 1 };
    this.counts[update.state]++;
    this.items.set(index, { ...item, ...update });
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
        counts: this.counts,
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
    const answered = answeredCount(this.counts);
    const elapsed = (Date.now() - this.timing.startedAt) / 1000;
    const rate = elapsed > 1 ? (answered - this.timing.answeredAtStart) / elapsed : 0;
    const left = this.counts.queued + this.counts.sending;
    return {
      job,
      // The live map (copying a million entries per publish would cost more than
      // it saves); the view object itself is new, so React sees the change.
      items: this.items,
      counts: { ...this.counts },
      running,
      paused,
      error,
      secondsLeft: running && rate > 0 ? Math.round(left / rate) : undefined,
      elsewhere,
    };
  }

  private emit() {
    const { job, running, paused, counts } = this.view;
    jobStatus.set(
      job && {
        title: job.title,
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
