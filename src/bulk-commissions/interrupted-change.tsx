// A commission change that did not finish (the tab closed, or another tab is
// sending it): offered to resume, never resumed on its own.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteJob, isJobLocked, jobRunner, unfinishedJob } from '../outbox/jobs';
import { BULK_KIND } from './bulk-job';

const unfinishedKey = ['jobs', 'unfinished', BULK_KIND] as const;

export function InterruptedChange() {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: unfinishedKey,
    queryFn: async () => {
      const job = await unfinishedJob(BULK_KIND);
      return job ? { job, lockedElsewhere: await isJobLocked(job.id) } : null;
    },
  });
  if (!data) return null;
  const { job, lockedElsewhere } = data;
  const refresh = () => client.invalidateQueries({ queryKey: unfinishedKey });
  if (lockedElsewhere)
    return (
      <div className="notice" role="status">
        <p>
          Sending in another tab: {job.title} to {job.connectionName}. It cannot be sent from here
          at the same time.
        </p>
        <button type="button" className="button button--small" onClick={() => void refresh()}>
          Check again
        </button>
      </div>
    );
  return (
    <div className="notice">
      <p>
        A {job.title.toLowerCase()} to {job.connectionName} did not finish (
        {new Date(job.createdAt).toLocaleString()}). Affiliates that already got an answer are never
        sent again.
      </p>
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() => void jobRunner.load(job).then(refresh)}
      >
        Resume change
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
