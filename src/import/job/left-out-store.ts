// Failed orders of a job that a person chose to leave out ("Leave them out" on a group of
// failures): kept per job in this browser, so the job's page stops asking to fix them.
// They stay failed in the job and its results file: they were never recorded.
import { useSyncExternalStore } from 'react';

const SLOT = 'ac.import.left-out.v1';
/** Only the newest jobs' choices are kept. */
const KEEP_JOBS = 20;

type Stored = Record<string, string[]>;

function readAll(): Stored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SLOT) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; all: Stored } | undefined;

function current(): Stored {
  const raw = localStorage.getItem(SLOT);
  if (snapshot?.raw !== raw) snapshot = { raw, all: readAll() };
  return snapshot.all;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === SLOT) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function write(jobId: string, keys: string[]) {
  const others = Object.entries(current()).filter(([id]) => id !== jobId);
  const kept = [...others, ...(keys.length > 0 ? [[jobId, keys] as const] : [])].slice(-KEEP_JOBS);
  try {
    localStorage.setItem(SLOT, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full: the choice holds for this visit only.
    snapshot = { raw: localStorage.getItem(SLOT), all: Object.fromEntries(kept) };
  }
  for (const l of listeners) l();
}

const none: readonly string[] = [];

/** The keys (failure-groups.ts, leftOutKey) a person left out of a job, and how to change them. */
export function useLeftOut(jobId: string | undefined) {
  const all = useSyncExternalStore(subscribe, current);
  const keys = (jobId && all[jobId]) || none;
  return {
    keys,
    leaveOut: (more: readonly string[]) => {
      if (jobId) write(jobId, [...new Set([...keys, ...more])]);
    },
    putBack: () => {
      if (jobId) write(jobId, []);
    },
  };
}
