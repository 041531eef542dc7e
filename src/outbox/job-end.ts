// A job ends when nothing is left to send (job-view.ts, jobEnded), whatever its failures:
// it is then stored as finished, so no page offers it as "did not finish" again. The runner
// itself marks only a job with every request recorded; this covers the rest, in every tab
// that shows the job. Registered once, when the pages that show jobs load the runner.
import { jobRunner, useJob } from './job-runner';
import { finishJob } from './job-store';
import { jobEnded } from './job-view';

/** The job last stored as finished, so each end is written once. */
let marked: string | undefined;

function markWhenEnded() {
  const view = jobRunner.getSnapshot();
  const id = view.job?.id;
  if (!id || !jobEnded(view)) {
    // Sent again (or another job shown): its next end is written again.
    if (marked === id || !id) marked = undefined;
    return;
  }
  if (marked === id) return;
  marked = id;
  // Best effort: if it cannot be written, the next visit finds nothing to send and ends it then.
  finishJob(id).catch(() => {
    if (marked === id) marked = undefined;
  });
}

jobRunner.subscribe(markWhenEnded);

/** Whether the job shown has ended (nothing left to send). */
export const useJobEnded = () => jobEnded(useJob());
