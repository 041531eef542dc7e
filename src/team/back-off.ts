const MAX_BACKOFF_MS = 60_000;

/** How long to wait after a failure (PouchDB asks too): 1 s, doubling, at most a minute. */
export const backOff = (delay: number) =>
  delay === 0 ? 1000 : Math.min(delay * 2, MAX_BACKOFF_MS);
