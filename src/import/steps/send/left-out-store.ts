// Failed orders of a job that a person chose to leave out ("Leave them out" on a group of
// failures): kept per job in this browser, so the job's page stops asking to fix them.
// They stay failed in the job and its results file: they were never recorded.
import { useSyncExternalStore } from 'react';
import { storageSlot } from '../../../lib/storage-slot';

/** Only the newest jobs' choices are kept. */
const KEEP_JOBS = 20;

type Stored = Record<string, string[]>;

const isStored = (v: unknown): v is Stored =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v).every((keys) => Array.isArray(keys) && keys.every((k) => typeof k === 'string'));

const slot = storageSlot<Stored>({
  key: 'ac.import.left-out.v1',
  check: (stored) => (isStored(stored) ? stored : undefined),
  fallback: {},
});

function write(jobId: string, keys: readonly string[]) {
  const others = Object.entries(slot.read()).filter(([id]) => id !== jobId);
  const kept: [string, string[]][] = [...others];
  if (keys.length > 0) kept.push([jobId, [...keys]]);
  // Storage full or blocked: the choice is not kept, and the page says nothing was left out.
  slot.write(Object.fromEntries(kept.slice(-KEEP_JOBS)));
}

const none: readonly string[] = [];

/** The stored choices, parsed once per stored text: the same keys keep the same array. */
let parsed: { raw: string | null; all: Stored } | undefined;
function readOnce(raw: string | null): Stored {
  if (parsed?.raw !== raw) parsed = { raw, all: slot.read() };
  return parsed.all;
}

/** The keys (failure-groups.ts, leftOutKey) a person left out of a job, and how to change them. */
export function useLeftOut(jobId: string | undefined) {
  const raw = useSyncExternalStore(slot.subscribe, slot.raw);
  const keys = (jobId && readOnce(raw)[jobId]) || none;
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
