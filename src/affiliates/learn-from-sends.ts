// Learning at send time (with a team: index.ts starts it while the bridge listens): once
// this tab records an order whose answer names its affiliate, the directory learns in the
// background (learn.ts loads on first need), so colleagues see the affiliate without this
// browser opening Affiliates. Never in the send's way: it runs when the page is idle, and
// a burst of answers (an import's batch) makes one run, not one per order; answers that
// come during a run make one more run after it.
import { onLocalEntry, type HistoryEntry } from '../history';
import { whenIdle } from '../lib/when-idle';

/** A cheap first look: learn.ts reads the entry itself and decides what it teaches. */
const mayName = ({ operation, outcome }: HistoryEntry) =>
  operation === 'order' &&
  outcome.result === 'recorded' &&
  outcome.responseBody?.includes('"affiliate"') === true;

/** Starts listening; returns the stop function. */
export function learnFromSends(): () => void {
  let state: 'idle' | 'scheduled' | 'running' = 'idle';
  let again = false;
  let cancel: (() => void) | undefined;
  const run = async () => {
    state = 'running';
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
    cancel = whenIdle(() => void run(), 2_000);
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
