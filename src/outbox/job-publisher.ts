// What every page sees of the job runner (useJob): the view of the job shown, rebuilt
// from its states at most every PUBLISH_EVERY_MS while it sends, the jobs' status line,
// and the progress other tabs broadcast for the jobs they send.
import type { JobState } from './job-state';
import { jobStatus } from './job-status';
import type { SendJob } from './job-store';
import type { JobView } from './job-view';
import type { OtherSender } from './other-sender';
import { createListeners } from '../lib/listeners';

/** Many updates a second fold into one render. */
const PUBLISH_EVERY_MS = 120;
const CHANNEL = 'ac-jobs';
type Broadcast = { jobId: string; counts: JobView['counts']; running: boolean };

export const answeredCount = (c: JobView['counts']) => c.recorded + c.failed + c.unknown;

/** What the view is made from, as the runner holds it now. */
export interface ViewSource {
  state: JobState;
  stored: number;
  storedBytes: number;
  /** When this tab's run began, and how many were answered then (for the time left). */
  timing: { startedAt: number; answeredAtStart: number };
  otherSender: OtherSender;
}

export class JobPublisher {
  private view: JobView;
  private readonly listeners = createListeners();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);

  constructor(private readonly source: () => ViewSource) {
    this.view = this.make(undefined, false, false, undefined, undefined);
    this.channel?.addEventListener('message', (event: MessageEvent<Broadcast>) => {
      const { job, running, paused, error } = this.view;
      if (event.data.jobId === job?.id && running) return;
      if (event.data.jobId === job?.id && event.data.running)
        this.source().otherSender.watch(job.id);
      this.view = this.make(job, running, paused, error, event.data);
      this.emit();
    });
  }

  subscribe = (listener: () => void) => {
    return this.listeners.subscribe(listener);
  };

  getSnapshot = () => this.view;

  /** Shows a job afresh from its states (elsewhere: another tab's last broadcast, if any). */
  show(
    job: SendJob | undefined,
    flags: { running?: boolean; paused?: boolean; error?: string | undefined } = {},
    elsewhere?: JobView['elsewhere'],
  ) {
    this.view = this.make(
      job,
      flags.running ?? false,
      flags.paused ?? false,
      flags.error,
      elsewhere,
    );
  }

  /** Changes what the view says about the job without reading its states again. */
  patch(change: Partial<Pick<JobView, 'job' | 'running' | 'paused' | 'error' | 'elsewhere'>>) {
    this.view = { ...this.view, ...change };
  }

  /** Publishes soon: many updates a second make one render. */
  schedule() {
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.publish();
    }, PUBLISH_EVERY_MS);
  }

  /** Rebuilds the view from the states now, tells other tabs, and every page. */
  publish() {
    const { job, running, paused, error, elsewhere } = this.view;
    this.view = this.make(job, running, paused, error, elsewhere);
    if (job)
      this.channel?.postMessage({
        jobId: job.id,
        counts: this.view.counts,
        running,
      } satisfies Broadcast);
    this.emit();
  }

  /** Tells every page (and the status line) what the view holds now. */
  emit() {
    const { job, running, paused, counts } = this.view;
    jobStatus.set(
      job && {
        title: job.title,
        kind: job.kind,
        running,
        paused,
        answered: answeredCount(counts),
        total: counts.total,
      },
    );
    this.listeners.emit();
  }

  /** For tests: nothing published later. */
  cancelScheduled() {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private make(
    job: SendJob | undefined,
    running: boolean,
    paused: boolean,
    error: string | undefined,
    elsewhere: JobView['elsewhere'],
  ): JobView {
    const { state, stored, storedBytes, timing, otherSender } = this.source();
    const sentElsewhere = otherSender.sends(job?.id);
    const live = sentElsewhere && elsewhere?.jobId === job?.id ? elsewhere : undefined;
    const counts = { ...(live ?? state).counts };
    const answered = answeredCount(counts);
    const elapsed = (Date.now() - timing.startedAt) / 1000;
    const rate = elapsed > 1 ? (answered - timing.answeredAtStart) / elapsed : 0;
    const left = counts.queued + counts.sending;
    return {
      job,
      counts,
      cannotFix: state.cannotFix,
      alreadyRecorded: state.alreadyRecorded,
      running,
      paused,
      error,
      secondsLeft: running && rate > 0 ? Math.round(left / rate) : undefined,
      stored,
      storedBytes,
      stateOf: (index) => {
        const p = state.positionOf(index);
        return p === undefined ? undefined : state.stateAt(p);
      },
      elsewhere,
      sentElsewhere,
    };
  }
}
