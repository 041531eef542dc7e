// Shown with a job that another tab is sending: this tab follows its progress and
// offers nothing to send (the buttons come back once that tab lets go of the job).
import { useJob } from './job-runner';

export function SentElsewhere() {
  const { sentElsewhere } = useJob();
  if (!sentElsewhere) return null;
  return (
    <p className="notice" role="status">
      Another tab is sending this job: its progress shows here, and nothing is sent from this tab
      while it does.
    </p>
  );
}
