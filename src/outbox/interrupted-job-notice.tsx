// A bulk send that did not finish (the tab closed, or another tab is sending it):
// offered to resume, never resumed on its own. The import and the bulk commission
// change each show it in their own words. One whose every request was answered before
// the tab closed has finished: it is shown once, as finished, with its failures.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { shownJobState } from './job-claim';
import { isJobLocked } from './job-lock';
import { jobRunner, useJob } from './job-runner';
import { deleteJob, unfinishedJob, type JobKind, type SendJob } from './job-store';

/** Finished jobs this page load has shown: each once, even before its end is stored. */
const shownEnded = new Set<string>();

interface Props {
  kind: JobKind;
  /** How the sentence starts: "An import of orders.csv", "A commission change". */
  lead: (job: SendJob) => ReactNode;
  /** What is never sent again once answered: "Requests", "Affiliates". */
  answered: string;
  resumeLabel: string;
}

export function InterruptedJobNotice({ kind, lead, answered, resumeLabel }: Props) {
  const client = useQueryClient();
  const { elsewhere } = useJob();
  const queryKey = useMemo(() => ['jobs', 'unfinished', kind], [kind]);
  const { data } = useQuery({
    queryKey,
    queryFn: async () => {
      const job = await unfinishedJob(kind);
      if (!job) return null;
      const lockedElsewhere = await isJobLocked(job.id);
      // Nothing queued (what a closed tab left "sending" counts as unknown): nothing to resume.
      const ended = !lockedElsewhere && (await shownJobState(job.id)).state.counts.queued === 0;
      return { job, lockedElsewhere, ended };
    },
  });
  const endedJob = data?.ended ? data.job : undefined;
  useEffect(() => {
    // Shown on its page as finished, once (job-end.ts then stores it so): never offered again.
    if (!endedJob || shownEnded.has(endedJob.id)) return;
    shownEnded.add(endedJob.id);
    void jobRunner.load(endedJob).then(() => client.invalidateQueries({ queryKey }));
  }, [endedJob, client, queryKey]);
  if (!data || data.ended) return null;
  const { job, lockedElsewhere } = data;
  const refresh = () => client.invalidateQueries({ queryKey });
  const live = elsewhere?.jobId === job.id ? elsewhere : undefined;
  if (lockedElsewhere || live?.running)
    return (
      <div className="notice" role="status">
        <p>
          Sending in another tab: {job.title} to {job.connectionName}
          {live
            ? ` — ${(live.counts.recorded + live.counts.failed + live.counts.unknown).toLocaleString()} of ${live.counts.total.toLocaleString()} answered`
            : ''}
          . It cannot be sent from here at the same time.
        </p>
        <button type="button" className="button button--small" onClick={() => void refresh()}>
          Check again
        </button>
      </div>
    );
  return (
    <div className="notice">
      <p>
        {lead(job)} to {job.connectionName} did not finish (
        {new Date(job.createdAt).toLocaleString()}). {answered} that already got an answer are never
        sent again.
      </p>
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() => void jobRunner.load(job).then(refresh)}
      >
        {resumeLabel}
      </button>
      <button
        type="button"
        className="button button--small"
        onClick={() => void deleteJob(job.id).then(refresh)}
      >
        Discard it
      </button>
    </div>
  );
}
