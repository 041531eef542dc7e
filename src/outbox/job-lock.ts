// One job, one sender: a tab holds a Web Lock on a job while it reads the job's
// states and sends, so a second tab (or a second resume) cannot send the same
// requests again. The browser releases the lock of a tab that closes or crashes.
const lockName = (jobId: string) => `affiliate-console:job:${jobId}`;

// No Web Locks (old browsers, jsdom): one tab is all there is to guard.
const hasLocks = () => typeof navigator !== 'undefined' && 'locks' in navigator;

/** Tries for a tab that watches the job (whenJobReleased) to let go of it: a moment each. */
const TRIES = 20;

/** Runs `work` holding the job's lock; resolves false without running it when another tab holds it. */
export async function withJobLock(jobId: string, work: () => Promise<void>): Promise<boolean> {
  if (!hasLocks()) {
    await work();
    return true;
  }
  for (let attempt = 1; ; attempt++) {
    const ran = await navigator.locks.request(
      lockName(jobId),
      { ifAvailable: true },
      async (lock) => {
        if (!lock) return false;
        await work();
        return true;
      },
    );
    if (ran || attempt >= TRIES || (await isJobLocked(jobId))) return ran;
    // Refused only because a watching tab held it shared, for a moment: try again.
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Whether some tab holds the job to send it (a watcher's shared hold does not count). */
export async function isJobLocked(jobId: string): Promise<boolean> {
  if (!hasLocks()) return false;
  const { held = [] } = await navigator.locks.query();
  return held.some((l) => l.name === lockName(jobId) && l.mode === 'exclusive');
}

/**
 * Resolves once no tab holds the job's lock (its sender finished, or its page closed);
 * rejects when `signal` aborts first. Shared, and let go at once: it never blocks a sender for longer.
 */
export async function whenJobReleased(jobId: string, signal: AbortSignal): Promise<void> {
  if (!hasLocks()) return;
  await navigator.locks.request(lockName(jobId), { mode: 'shared', signal }, () => undefined);
}
