// Learning at send time (with a team: index.ts starts it while the bridge listens): once
// this tab records an order whose answer names its affiliate, the directory learns in the
// background (learn.ts loads on first need), so colleagues see the affiliate without this
// browser opening Affiliates. Never in the send's way: it runs when the page is idle, and
// a burst of answers (an import's batch) makes one run, not one per order; answers that
// come during a run make one more run after it, and runs are at least `every` ms apart: a
// send's steady stream of answers made a run every few hundred ms, each reading History and
// the directory again beside the send's own writes.
import { onLocalEntry, type HistoryEntry } from '../history';
import { whenIdle } from '../lib/when-idle';

/** A cheap first look: learn.ts reads the entry itself and decides what it teaches. */
const mayName = ({ operation, outcome }: HistoryEntry) =>
  operation === 'order' &&
  outcome.result === 'recorded' &&
  outcome.responseBody?.includes('"affiliate"') === true;

/** Runs of learning at least this far apart (the first one after a quiet spell comes at once). */
const LEARN_EVERY_MS = 5_000;

/** Starts listening; returns the stop function. */
export function learnFromSends(every = LEARN_EVERY_MS): () => void {
  let state: 'idle' | 'scheduled' | 'running' = 'idle';
  let again = false;
  let cancel: (() => void) | undefined;
  let lastRun = -Infinity;
  const run = async () => {
    state = 'running';
    lastRun = Date.now();
    try {
      await (await import('./learn')).learnFromHistory();
    } catch {
      // History or the directory unreadable: the next answer, or opening Affiliates, tries again.
    }
    state = 'idle';
    if (again) schedule();
  };
  function schedule() {
    again = state === 'running';
    if (state !== 'idle') return;
    state = 'scheduled';
    let cancelIdle: (() => void) | undefined;
    const timer = setTimeout(
      () => {
        cancelIdle = whenIdle(() => void run(), 2_000);
      },
      Math.max(0, lastRun + every - Date.now()),
    );
    cancel = () => {
      clearTimeout(timer);
      cancelIdle?.();
    };
  }
  const stop = onLocalEntry((entry) => {
    if (mayName(entry)) schedule();
  });
  return () => {
    stop();
    if (state === 'scheduled') cancel?.();
    again = false;
  };
}
