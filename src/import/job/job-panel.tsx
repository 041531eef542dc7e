import { useLocation } from 'wouter';
import { orderSchema } from '../../api/contract';
import { openOrderAsDraft } from '../../orders/page';
import { download, stampedName } from '../../ui/download';
import { resultsCsvParts } from './results-csv';
import {
  answeredCount,
  jobRunner,
  JobStorage,
  SentElsewhere,
  useJob,
  useJobProblems,
  useSendAgain,
  type JobItem,
} from '../../outbox/jobs';

export function JobPanel({
  notSent,
  onDone,
}: {
  notSent: { orderId: string; code: string; reason: string }[];
  onDone: () => void;
}) {
  const job = useJob();
  const { counts, running, paused } = job;
  // Only the tab that sends a job offers to send it again.
  const canSend = !running && !job.sentElsewhere;
  const { sendAgain, askToSendUnknownAgain, dialogs } = useSendAgain({
    title: 'Send unknown orders again?',
    text: `${counts.unknown} order${counts.unknown === 1 ? '' : 's'} may already be recorded. Sending again can record them twice; a service that refuses repeated order IDs answers 409 for those.`,
    action: `Send ${counts.unknown.toLocaleString()} requests with unknown outcomes again`,
  });
  const answered = answeredCount(counts);
  const [, navigate] = useLocation();
  // The first 200 of each list, read from storage; the counts come from the states.
  const { toFix, problems } = useJobProblems(200);
  const toFixCount = job.cannotFix;
  const retryable = counts.failed - toFixCount;
  const fixInForm = (item: JobItem) => {
    const order = orderSchema.safeParse(item.request.body);
    if (!order.success) return;
    openOrderAsDraft(
      item.meta.referralCode ?? '',
      order.data,
      `Order ${item.label} from the import of ${job.job?.title ?? 'a file'} (${item.status ?? ''}: ${item.message ?? 'refused'}). Fix it and record it here.`,
      { status: item.status, connectionName: job.job?.connectionName ?? '' },
    );
    navigate('/');
  };
  if (!job.job) return null;
  return (
    <section className="card" aria-label="Sending">
      <h2>3. Send</h2>
      <p>
        {job.job.title} → <strong>{job.job.connectionName}</strong>, {job.job.concurrency} at a time
        {job.job.ratePerSecond ? `, at most ${job.job.ratePerSecond} per second` : ''}.
      </p>
      <label className="progress">
        <span>Import progress</span>
        <progress max={Math.max(1, counts.total)} value={answered} />
      </label>
      <p aria-live="polite" className="progress-counts">
        {answered.toLocaleString()} of {counts.total.toLocaleString()} answered ·{' '}
        {counts.recorded.toLocaleString()} recorded · {counts.failed.toLocaleString()} failed ·{' '}
        {counts.unknown.toLocaleString()} unknown
        {notSent.length > 0
          ? ` · ${notSent.length.toLocaleString()} not sent (skipped or with problems)`
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
                action: `Send ${counts.queued.toLocaleString()} queued requests`,
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
                action: `Retry ${retryable.toLocaleString()} failed requests`,
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
        <button
          type="button"
          className="button"
          disabled={answered === 0 && notSent.length === 0}
          onClick={() => {
            void resultsCsvParts(jobRunner.readItems(), notSent).then((parts) => {
              download(stampedName('import-results', 'csv'), parts, 'text/csv;charset=utf-8');
            });
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
          (no answer in time, a gateway’s 502 or 504, a web page instead of the service, or the page
          closed while sending). They are not sent again unless you choose to.
        </p>
      )}
      {toFixCount > 0 && (
        <>
          <p className="warning">
            {toFixCount.toLocaleString()} {toFixCount === 1 ? 'order was' : 'orders were'} refused
            for a reason that sending again cannot change (the order, its referral code or its ID).
            “Retry failed” leaves {toFixCount === 1 ? 'it' : 'them'} out: fix{' '}
            {toFixCount === 1 ? 'it' : 'each'} in the order form.
          </p>
          <ul className="problem-list" aria-label="Orders to fix in the order form">
            {toFix.map((i) => (
              <li key={i.index}>
                <span className="mono">{i.label}</span>
                {i.meta.referralCode ? ` (${i.meta.referralCode})` : ''}: {i.status} —{' '}
                {i.message ?? ''}{' '}
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Fix order ${i.label} in the order form`}
                  onClick={() => {
                    fixInForm(i);
                  }}
                >
                  Fix in the order form
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {problems.length > 0 && (
        <ul className="problem-list" aria-label="Orders that failed or are unknown" tabIndex={0}>
          {problems.map((i) => (
            <li key={i.index}>
              <span className="mono">{i.label}</span>
              {i.meta.referralCode ? ` (${i.meta.referralCode})` : ''}: {i.state}
              {i.status ? ` ${i.status}` : ''} — {i.message ?? ''}
            </li>
          ))}
        </ul>
      )}
      {dialogs}
    </section>
  );
}
