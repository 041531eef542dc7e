// The one fact every page shows about a bulk send: how far it is. A store of
// its own, so the header can show it without loading the job runner, which
// loads with the pages that start or resume jobs.
import { useSyncExternalStore } from 'react';

export interface JobStatus {
  title: string;
  /** Which page shows the job: the header links there. */
  kind: 'import' | 'commissions';
  running: boolean;
  paused: boolean;
  answered: number;
  total: number;
}

let current: JobStatus | undefined;
const listeners = new Set<() => void>();

export const jobStatus = {
  set: (next: JobStatus | undefined) => {
    current = next;
    for (const l of listeners) l();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => current,
};

export const useJobStatus = () => useSyncExternalStore(jobStatus.subscribe, jobStatus.get);
