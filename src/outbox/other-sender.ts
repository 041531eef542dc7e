// A job that another tab is sending: this tab shows that tab's progress and sends
// nothing of it until the other tab lets go of the job's lock (it finished, was
// cancelled, or its page closed); then this tab reads the job again from storage.
import { whenJobReleased } from './job-lock';

export class OtherSender {
  private jobId: string | undefined;
  private stop: AbortController | undefined;

  constructor(private readonly onReleased: (jobId: string) => void) {}

  /** Whether another tab is known to be sending this job. */
  sends(jobId: string | undefined) {
    return jobId !== undefined && this.jobId === jobId;
  }

  watch(jobId: string) {
    if (this.jobId === jobId) return;
    this.forget();
    const stop = new AbortController();
    this.jobId = jobId;
    this.stop = stop;
    whenJobReleased(jobId, stop.signal).then(
      () => {
        if (this.stop !== stop) return;
        this.jobId = undefined;
        this.stop = undefined;
        this.onReleased(jobId);
      },
      () => undefined, // forgotten: another job is shown
    );
  }

  forget() {
    this.stop?.abort();
    this.stop = undefined;
    this.jobId = undefined;
  }
}
