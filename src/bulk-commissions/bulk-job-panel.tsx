// A bulk change on its way and after: progress, pause/resume/cancel, sending
// again what a retry can help (unknown outcomes only when the person asks),
// the results file, and "Undo this change".
import {
  answeredCount,
  jobRunner,
  JobStorage,
  SentElsewhere,
  useJob,
  useJobProblems,
  useSendAgain,
} from '../outbox/jobs';
import { download, stampedName } from '../ui/download';
import { bulkResultsCsvParts } from './results-csv';
import type { ReviewRow } from './review-rows';

export function BulkJobPanel({
  notSent,
  onUndo,
  onDone,
}: {
  notSent: readonly ReviewRow[];
  onUndo: () => void;
  onDone: () => void;
}) {
  const job = useJob();
  const { counts, running, paused } = job;
  // Only the tab that sends a job offers to send it again.
  const canSend = !running && !job.sentElsewhere;
  const { sendAgain, askToSendUnknownAgain, dialogs } = useSendAgain({
    title: 'Send unknown changes again?',
    text: `${counts.unknown} change${counts.unknown === 1 ? '' : 's'} may already be applied. Sending the same settings again sets them once more.`,
    action: `Send ${counts.unknown} changes with unknown outcomes again`,
  });
  const answered = answeredCount(counts);
  // The first 200, read from storage; the counts come from the states.
  const { toFix, problems: others } = useJobProblems(200);
  const problems = [...toFix, ...others].sort((a, b) => a.index - b.index).slice(0, 200);
  const retryable = counts.failed - job.cannotFix;
  if (!job.job) return null;
  return (
    <section className="card" aria-label="Sending">
      <h2>3. Send</h2>
      <p>
        {job.job.title} → <strong>{job.job.connectionName}</strong>, {job.job.concurrency} at a time
        {job.job.ratePerSecond ? `, at most ${job.job.ratePerSecond} per second` : ''}.
      </p>
      <label className="progress">
        <span>Change progress</span>
        <progress max={Math.max(1, counts.total)} value={answered} />
      </label>
      <p aria-live="polite" className="progress-counts">
        {answered.toLocaleString()} of {counts.total.toLocaleString()} answered ·{' '}
        {counts.recorded.toLocaleString()} updated · {counts.failed.toLocaleString()} failed ·{' '}
        {counts.unknown.toLocaleString()} unknown
        {running ? (paused ? ' · paused' : ' · sending') : ''}
        {job.sentElsewhere ? ' · sending in another tab' : ''}
        {canSend && counts.queued > 0 ? ` · ${counts.queued.toLocaleString()} not sent yet` : ''}
      </p>
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
              void sendAgain({ states: [], action: `Send ${counts.queued} queued changes` });
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
              void sendAgain({ states: ['failed'], action: `Retry ${retryable} failed changes` });
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
        <button
          type="button"
          className="button"
          disabled={answered === 0}
          onClick={() => {
            void bulkResultsCsvParts(jobRunner.readItems(), notSent).then((parts) => {
              download(
                stampedName('commission-change-results', 'csv'),
                parts,
                'text/csv;charset=utf-8',
              );
            });
          }}
        >
          Download results
        </button>
        {!running && counts.recorded > 0 && (
          <button type="button" className="button" onClick={onUndo}>
            Undo this change
          </button>
        )}
        {!running && (
          <button type="button" className="button" onClick={onDone}>
            New change
          </button>
        )}
      </div>
      {!running && counts.recorded > 0 && (
        <p className="muted small">
          “Undo this change” prepares the reverse change for the {counts.recorded.toLocaleString()}{' '}
          updated affiliates, from their settings before, for you to review. It sends nothing.
        </p>
      )}
      {counts.unknown > 0 && (
        <p className="warning">
          {counts.unknown} change{counts.unknown === 1 ? '' : 's'} may or may not have been applied
          (no answer in time, a gateway’s 502 or 504, a web page instead of the service, or the page
          closed while sending). They are not sent again unless you choose to.
        </p>
      )}
      {problems.length > 0 && (
        <ul className="problem-list" aria-label="Changes that failed or are unknown" tabIndex={0}>
          {problems.map((i) => (
            <li key={i.index}>
              <span className="mono">{i.label}</span>: {i.state}
              {i.status ? ` ${i.status}` : ''} — {i.message ?? ''}
            </li>
          ))}
        </ul>
      )}
      {dialogs}
    </section>
  );
}
