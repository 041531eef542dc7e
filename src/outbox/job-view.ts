// What every page sees of the job runner (useJob()), and what a page hands it to start a job.
import type { Counts } from './job-state';
import type { JobKind, NewJobItem, SendJob } from './job-store';
import type { ItemState } from './send-queue';

/** A job's requests: all at hand, or announced by their number and arriving in batches. */
export type JobItems =
  readonly NewJobItem[] | { total: number; batches: AsyncIterable<readonly NewJobItem[]> };

export interface JobView {
  job: SendJob | undefined;
  counts: Counts;
  /** Failed requests a retry cannot help: a person fixes them. */
  cannotFix: number;
  /** Orders the service held already (its 409), counted among the recorded. */
  alreadyRecorded: number;
  running: boolean;
  paused: boolean;
  error: string | undefined;
  secondsLeft: number | undefined;
  /** Requests stored so far (sending never overtakes it), and the bytes the job takes in storage. */
  stored: number;
  storedBytes: number;
  /** The state of the request its page knows by `index` (a row of the file), if it is in the job. */
  stateOf: (index: number) => ItemState | undefined;
  /** The progress another tab reports for a job it is sending. */
  elsewhere: { jobId: string; counts: Counts; running: boolean } | undefined;
  /** Another tab is sending this job: its progress shows here (counts), and nothing is sent from here. */
  sentElsewhere: boolean;
}

export interface JobOptions {
  title: string;
  kind?: JobKind;
  concurrency: number;
  ratePerSecond?: number;
}

/**
 * A job is finished when nothing is left to send: every request it holds has an answer
 * (recorded, failed or unknown), none waits and none is on its way, here or in another tab.
 * Failures and unknown outcomes stay for a person to look at; they no longer make it "unfinished".
 */
export const jobEnded = (view: Pick<JobView, 'job' | 'counts' | 'running' | 'sentElsewhere'>) =>
  view.job !== undefined &&
  !view.running &&
  !view.sentElsewhere &&
  view.counts.total > 0 &&
  view.counts.queued + view.counts.sending === 0;
