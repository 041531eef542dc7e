// One panel for a send job on its way and after, for the import's orders and the
// bulk commission changes alike: progress, pause/resume/cancel, sending again what a
// retry can help (unknown outcomes only when the person asks), the job's storage,
// and the warning about unknown outcomes. Each page adds its own actions (results
// file, undo, a new job) and its own lists of problems, in its own words.
import type { ReactNode } from 'react';
import type { Counts } from './job-state';
import { answeredCount, jobRunner, useJob } from './job-runner';
import { useJobEnded } from './job-end';
import { JobStorage } from './job-storage';
import { SentElsewhere } from './sent-elsewhere';
import { useSendAgain } from './use-send-again';

/** What a job's items are called, and what a recorded one did. */
export interface JobWords {
  /** One item, lower case: "order", "change". */
  one: string;
  many: string;
  /** The progress bar's label. */
  progress: string;
  /** What the service did with an answered item: "recorded", "updated". */
  done: string;
  /** What an unknown outcome may have done: "recorded", "applied". */
  maybeDone: string;
  /** Why sending an unknown one again is a risk, for the confirmation. */
  unknownRisk: string;
}

const plural = (n: number, w: JobWords) => (n === 1 ? w.one : w.many);

/** "Finished with 30 failed: 70 of 100 orders recorded." — said once the job has nothing left to send. */
function finishedSentence(counts: Counts, w: JobWords): string {
  const notDone = [
    counts.failed > 0 ? `${counts.failed.toLocaleString()} failed` : '',
    counts.unknown > 0 ? `${counts.unknown.toLocaleString()} with an unknown outcome` : '',
  ].filter(Boolean);
  if (notDone.length === 0)
    return `Finished: ${counts.total === 1 ? 'the' : `all ${counts.total.toLocaleString()}`} ${plural(counts.total, w)} ${w.done}.`;
  return `Finished with ${notDone.join(' and ')}: ${counts.recorded.toLocaleString()} of ${counts.total.toLocaleString()} ${plural(counts.total, w)} ${w.done}.`;
}

export function JobPanel({
  words,
  notSentCount = 0,
  actions,
  children,
}: {
  words: JobWords;
  /** Items of the source that the job leaves out (skipped, with problems). */
  notSentCount?: number;
  /** The page's own buttons after the send buttons. */
  actions: ReactNode;
  /** The page's lists of problems, under the warnings. */
  children?: ReactNode;
}) {
  const job = useJob();
  const { counts, running, paused } = job;
  // Only the tab that sends a job offers to send it again.
  const canSend = !running && !job.sentElsewhere;
  const { sendAgain, askToSendUnknownAgain, dialogs } = useSendAgain({
    title: `Send unknown ${words.many} again?`,
    text: `${counts.unknown.toLocaleString()} ${plural(counts.unknown, words)} may already be ${words.maybeDone}. ${words.unknownRisk}`,
    action: `Send ${counts.unknown.toLocaleString()} ${plural(counts.unknown, words)} with unknown outcomes again`,
  });
  const answered = answeredCount(counts);
  const retryable = counts.failed - job.cannotFix;
  const ended = useJobEnded();
  if (!job.job) return null;
  return (
    <section className="card" aria-label="Sending">
      <h2>3. Send</h2>
      <p>
        {job.job.title} → <strong>{job.job.connectionName}</strong>, {job.job.concurrency} at a time
        {job.job.ratePerSecond ? `, at most ${job.job.ratePerSecond} per second` : ''}.
      </p>
      <label className="progress">
        <span>{words.progress}</span>
        <progress max={Math.max(1, counts.total)} value={answered} />
      </label>
      <p aria-live="polite" className="progress-counts">
        {answered.toLocaleString()} of {counts.total.toLocaleString()} answered ·{' '}
        {counts.recorded.toLocaleString()} {words.done} · {counts.failed.toLocaleString()} failed ·{' '}
        {counts.unknown.toLocaleString()} unknown
        {notSentCount > 0
          ? ` · ${notSentCount.toLocaleString()} not sent (skipped or with problems)`
          : ''}
        {running && counts.queued + counts.sending > 0
          ? ` · ${job.secondsLeft !== undefined ? `about ${job.secondsLeft} s left` : 'estimating time left'}`
          : ''}
        {running
          ? paused
            ? ' · paused'
            : ' · sending'
          : job.sentElsewhere
            ? ' · sending in another tab'
            : counts.queued > 0
              ? ` · ${counts.queued.toLocaleString()} not sent yet`
              : ''}
      </p>
      {ended && (
        <p role="status" className="job-finished">
          <strong>{finishedSentence(counts, words)}</strong>
        </p>
      )}
      <JobStorage />
      <SentElsewhere />
      {job.error && <p className="field__error">{job.error}</p>}
      <div className="row-actions">
        {running && (
          <>
            <button
              type="button"
              className="button"
              onClick={() => {
                if (paused) jobRunner.resume();
                else jobRunner.pause();
              }}
            >
              {paused ? 'Resume' : 'Pause'}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                jobRunner.cancel();
              }}
            >
              Cancel
            </button>
          </>
        )}
        {canSend && counts.queued > 0 && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              void sendAgain({
                states: [],
                action: `Send ${counts.queued.toLocaleString()} queued ${plural(counts.queued, words)}`,
              });
            }}
          >
            Continue sending
          </button>
        )}
        {canSend && retryable > 0 && (
          <button
            type="button"
            className="button"
            onClick={() => {
              void sendAgain({
                states: ['failed'],
                action: `Retry ${retryable.toLocaleString()} failed ${plural(retryable, words)}`,
              });
            }}
          >
            Retry failed
          </button>
        )}
        {canSend && counts.unknown > 0 && (
          <button
            type="button"
            className="button"
            onClick={() => {
              askToSendUnknownAgain();
            }}
          >
            Send unknown again…
          </button>
        )}
        {actions}
      </div>
      {counts.unknown > 0 && (
        <p className="warning">
          {counts.unknown.toLocaleString()} {plural(counts.unknown, words)} may or may not have been{' '}
          {words.maybeDone} (no answer in time, a gateway’s 502 or 504, a web page instead of the
          service, or the page closed while sending). They are not sent again unless you choose to.
        </p>
      )}
      {children}
      {dialogs}
    </section>
  );
}
