// An import that did not finish (the tab closed, or another tab is sending it):
// offered to resume, never resumed on its own.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteJob, isJobLocked, jobRunner, unfinishedJob, useJob } from '../../outbox/jobs';

const unfinishedKey = ['jobs', 'unfinished'] as const;

export function InterruptedJob() {
  const client = useQueryClient();
  const { elsewhere } = useJob();
  const { data } = useQuery({
    queryKey: unfinishedKey,
    queryFn: async () => {
      const job = await unfinishedJob();
      return job ? { job, lockedElsewhere: await isJobLocked(job.id) } : null;
    },
  });
  if (!data) return null;
  const { job, lockedElsewhere } = data;
  const refresh = () => client.invalidateQueries({ queryKey: unfinishedKey });
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
        An import of {job.title} to {job.connectionName} did not finish (
        {new Date(job.createdAt).toLocaleString()}). Requests that already got an answer are never
        sent again.
      </p>
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() => void jobRunner.load(job).then(refresh)}
      >
        Resume import
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
