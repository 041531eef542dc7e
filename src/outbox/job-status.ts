// The one fact every page shows about a bulk send: how far it is. A store of
// its own, so the header can show it without loading the job runner, which
// loads with the pages that start or resume jobs.
import { useSyncExternalStore } from 'react';
import { createListeners } from '../lib/listeners';

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
const listeners = createListeners();

export const jobStatus = {
  set: (next: JobStatus | undefined) => {
    current = next;
    listeners.emit();
  },
  subscribe: listeners.subscribe,
  get: () => current,
};

export const useJobStatus = () => useSyncExternalStore(jobStatus.subscribe, jobStatus.get);
