// A bulk send that did not finish (the tab closed, or another tab is sending it):
// offered to resume, never resumed on its own. The import and the bulk commission
// change each show it in their own words.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { jobKeys } from './job-keys';
import { isJobLocked } from './job-lock';
import { jobRunner, useJob } from './job-runner';
import { deleteJob, unfinishedJob, type JobKind, type SendJob } from './job-store';

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
  const queryKey = jobKeys.unfinished(kind);
  const { data } = useQuery({
    queryKey,
    queryFn: async () => {
      const job = await unfinishedJob(kind);
      return job ? { job, lockedElsewhere: await isJobLocked(job.id) } : null;
    },
  });
  if (!data) return null;
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
