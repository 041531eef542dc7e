import { useSyncExternalStore } from 'react';
import { historyProblem } from './history-store';

const subscribe = (l: () => void) => historyProblem.subscribe(l);

/** Said once, on every page, when History cannot be written: sends go on without it. */
export function HistoryProblemNotice() {
  const problem = useSyncExternalStore(subscribe, historyProblem.get);
  if (!problem) return null;
  return (
    <div role="note" className="notice">
      <p>{problem}</p>
    </div>
  );
}
