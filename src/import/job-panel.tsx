import { useState } from 'react';
import { download, stampedName } from '../history/history-export';
import { ConfirmDialog } from '../ui/dialog';
import { resultsCsv } from './results-csv';
import type { useImportJob } from './use-import-job';

type Job = ReturnType<typeof useImportJob>;

export function JobPanel({
  job,
  notSent,
  onDone,
}: {
  job: Job;
  notSent: { orderId: string; code: string; reason: string }[];
  onDone: () => void;
}) {
  const [confirmUnknown, setConfirmUnknown] = useState(false);
  const { counts, running, paused } = job;
  const answered = counts.recorded + counts.failed + counts.unknown;
  const problems = [...job.items.values()]
    .filter((i) => i.state === 'failed' || i.state === 'unknown')
    .slice(0, 200);
  if (!job.job) return null;
  return (
    <section className="card" aria-label="Sending">
      <h2>3. Send</h2>
      <p>
        {job.job.fileName} → <strong>{job.job.connectionName}</strong>, {job.job.concurrency} at a
        time{job.job.ratePerSecond ? `, at most ${job.job.ratePerSecond} per second` : ''}.
      </p>
      <label className="progress">
        <span>Import progress</span>
        <progress max={Math.max(1, counts.total)} value={answered} />
      </label>
      <p aria-live="polite" className="progress-counts">
        {answered.toLocaleString()} of {counts.total.toLocaleString()} answered ·{' '}
        {counts.recorded.toLocaleString()} recorded · {counts.failed.toLocaleString()} failed ·{' '}
        {counts.unknown.toLocaleString()} unknown
        {running && counts.queued + counts.sending > 0
          ? ` · ${job.secondsLeft !== undefined ? `about ${job.secondsLeft} s left` : 'estimating time left'}`
          : ''}
        {running
          ? paused
            ? ' · paused'
            : ' · sending'
          : counts.queued > 0
            ? ` · ${counts.queued.toLocaleString()} not sent yet`
            : ''}
      </p>
      {job.error && <p className="field__error">{job.error}</p>}
      <div className="row-actions">
        {running && (
          <>
            <button type="button" className="button" onClick={paused ? job.resume : job.pause}>
              {paused ? 'Resume' : 'Pause'}
            </button>
            <button type="button" className="button" onClick={job.cancel}>
              Cancel
            </button>
          </>
        )}
        {!running && counts.queued > 0 && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void job.sendAgain([])}
          >
            Continue sending
          </button>
        )}
        {!running && counts.failed > 0 && (
          <button type="button" className="button" onClick={() => void job.sendAgain(['failed'])}>
            Retry failed
          </button>
        )}
        {!running && counts.unknown > 0 && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setConfirmUnknown(true);
            }}
          >
            Send unknown again…
          </button>
        )}
        <button
          type="button"
          className="button"
          disabled={answered === 0 && notSent.length === 0}
          onClick={() => {
            download(
              stampedName('import-results', 'csv'),
              resultsCsv(job.items.values(), notSent),
              'text/csv;charset=utf-8',
            );
          }}
        >
          Download results
        </button>
        {!running && (
          <button type="button" className="button" onClick={onDone}>
            New import
          </button>
        )}
      </div>
      {counts.unknown > 0 && (
        <p className="warning">
          {counts.unknown} order{counts.unknown === 1 ? '' : 's'} may or may not have been recorded
          (no answer in time, or the page closed while sending). They are not sent again unless you
          choose to.
        </p>
      )}
      {problems.length > 0 && (
        <ul className="problem-list" aria-label="Orders that failed or are unknown" tabIndex={0}>
          {problems.map((i) => (
            <li key={i.index}>
              <span className="mono">{i.orderId}</span> ({i.code}): {i.state}
              {i.status ? ` ${i.status}` : ''} — {i.message ?? ''}
            </li>
          ))}
        </ul>
      )}
      {confirmUnknown && (
        <ConfirmDialog
          title="Send unknown orders again?"
          confirmLabel="Send again"
          danger
          onCancel={() => {
            setConfirmUnknown(false);
          }}
          onConfirm={() => {
            setConfirmUnknown(false);
            void job.sendAgain(['unknown']);
          }}
        >
          <p>
            {counts.unknown} order{counts.unknown === 1 ? '' : 's'} may already be recorded. Sending
            again can record them twice; a service that refuses repeated order IDs answers 409 for
            those.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
