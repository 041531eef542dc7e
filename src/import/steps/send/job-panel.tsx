// An import on its way and after (the outbox's JobPanel, in the words of orders),
// with the results file and the orders to fix in the order form.
import { useLocation } from 'wouter';
import { orderSchema } from '../../../api/contract';
import { openOrderAsDraft } from '../../../orders/page';
import { download, stampedName } from '../../../lib/download';
import { countOf } from '../../../lib/plural';
import { FailureGroupsPanel } from './failure-groups-panel';
import { leftOutKey } from './failure-groups';
import { useLeftOut } from './left-out-store';
import { resultsCsvParts } from './results-csv';
import { useFailures } from './use-failures';
import {
  ALREADY_RECORDED,
  answeredCount,
  jobItemProblem,
  jobRunner,
  JobPanel as SendingPanel,
  useJob,
  useJobProblems,
  type JobItem,
  type JobWords,
} from '../../../outbox/jobs';

const WORDS: JobWords = {
  one: 'order',
  many: 'orders',
  progress: 'Import progress',
  done: 'recorded',
  maybeDone: 'recorded',
  unknownRisk:
    'Sending again can record them twice; a service that refuses repeated order IDs answers 409 for those.',
};

export function JobPanel({
  notSent,
  onDone,
}: {
  notSent: { orderId: string; code: string; reason: string }[];
  onDone: () => void;
}) {
  const job = useJob();
  const { counts, running } = job;
  const answered = answeredCount(counts);
  const [, navigate] = useLocation();
  // The first 200 of each list, read from storage; the counts come from the states.
  const { toFix: refused, problems } = useJobProblems(200);
  const leftOut = useLeftOut(job.job?.id);
  const failures = useFailures(leftOut.keys);
  // Orders a person left out (a whole group) are no longer asked to be fixed one by one.
  const toFix = refused.filter((i) => !leftOut.keys.includes(leftOutKey(i)));
  const toFixCount = job.cannotFix - (failures?.leftOut.refused ?? 0);
  const fixInForm = (item: JobItem) => {
    const order = orderSchema.safeParse(item.request.body);
    if (!order.success) return;
    openOrderAsDraft(
      item.meta.referralCode ?? '',
      order.data,
      `Order ${item.label} from the import of ${job.job?.title ?? 'a file'}. ${jobItemProblem(item)} Fix it and record it here.`,
      { status: item.status, connectionName: job.job?.connectionName ?? '' },
    );
    navigate('/');
  };
  return (
    <SendingPanel
      words={WORDS}
      notSentCount={notSent.length}
      actions={
        <>
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
        </>
      }
    >
      {job.alreadyRecorded > 0 && (
        <section className="failure-groups" aria-labelledby="already-recorded-heading">
          <h3 id="already-recorded-heading">{ALREADY_RECORDED}</h3>
          <p>
            {countOf(job.alreadyRecorded, 'order')}: the service holds{' '}
            {job.alreadyRecorded === 1 ? 'its order ID' : 'their order IDs'} already, so{' '}
            {job.alreadyRecorded === 1 ? 'it was' : 'they were'} not recorded again. Not failed, and
            never sent again.
          </p>
        </section>
      )}
      <FailureGroupsPanel
        failures={failures}
        onLeaveOut={leftOut.leaveOut}
        onPutBack={leftOut.putBack}
      />
      {toFixCount > 0 && (
        <>
          <p className="warning">
            {toFixCount.toLocaleString()} {toFixCount === 1 ? 'order was' : 'orders were'} refused
            for a reason that sending again cannot change (the order, its referral code or its ID).
            “Retry failed” leaves {toFixCount === 1 ? 'it' : 'them'} out: fix{' '}
            {toFixCount === 1 ? 'it' : 'a whole cause at once above, or each'} in the order form.
          </p>
          <ul className="problem-list" aria-label="Orders to fix in the order form">
            {toFix.map((i) => (
              <li key={i.index}>
                <span className="mono">{i.label}</span>
                {i.meta.referralCode ? ` (${i.meta.referralCode})` : ''}: {jobItemProblem(i)}{' '}
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
              {i.meta.referralCode ? ` (${i.meta.referralCode})` : ''}: {jobItemProblem(i)}
            </li>
          ))}
        </ul>
      )}
    </SendingPanel>
  );
}
