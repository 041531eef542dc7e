// How the team's requests fail and are tried again: replication, the first read and the
// direct writes wait alike after a failure, and read a failure's HTTP status alike. Stopping
// waits a moment at most for work under way.
const MAX_BACKOFF_MS = 60_000;

/** How long to wait after a failure (PouchDB asks too): 1 s, doubling, at most a minute. */
export const backOff = (delay: number) =>
  delay === 0 ? 1000 : Math.min(delay * 2, MAX_BACKOFF_MS);

/** A failure's HTTP status (PouchDB's errors carry it); 0: no answer at all. */
export const statusOf = (e: unknown) =>
  typeof e === 'object' && e !== null && 'status' in e ? Number(e.status) : 0;

const noop = () => undefined;

/** Resolves when `work` settles or after `ms`, whichever comes first. */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([work.then(noop, noop), waited]).finally(() => {
    clearTimeout(timer);
  });
}
