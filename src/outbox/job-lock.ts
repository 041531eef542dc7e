// One job, one sender: a tab holds a Web Lock on a job while it sends, so a
// second tab (or a second resume) cannot send the same requests again.
const lockName = (jobId: string) => `affiliate-console:job:${jobId}`;

/** Runs `work` holding the job's lock; resolves false without running it when another tab holds it. */
export async function withJobLock(jobId: string, work: () => Promise<void>): Promise<boolean> {
  // No Web Locks (old browsers, jsdom): one tab is all there is to guard.
  if (typeof navigator === 'undefined' || !('locks' in navigator)) {
    await work();
    return true;
  }
  return navigator.locks.request(lockName(jobId), { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await work();
    return true;
  });
}

/** Whether some tab is sending this job right now. */
export async function isJobLocked(jobId: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return false;
  const { held = [] } = await navigator.locks.query();
  return held.some((l) => l.name === lockName(jobId));
}
