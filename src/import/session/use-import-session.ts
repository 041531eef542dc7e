// The Import page's view of the import session (session-owner.ts): its state, and
// the owner's functions, which stay the same across renders and pages.
import { useCallback, useDeferredValue, useSyncExternalStore } from 'react';
import { importSessionOwner, type Kept } from './session-owner';

export function useImportSession() {
  const owner = importSessionOwner();
  const state = useSyncExternalStore(owner.subscribe, owner.getSnapshot);
  // The mapping step is a large first render: deferred, React renders it in slices, so no
  // single task holds the page (it was one of 70–100 ms).
  const parsed = useDeferredValue(state.parsed);
  const orderBatches = useCallback(() => owner.orderBatches(), [owner]);
  return {
    state: { ...state, parsed },
    read: owner.read,
    readAs: owner.readAs,
    readSheet: owner.readSheet,
    build: owner.build,
    reset: owner.reset,
    setFilter: owner.setFilter,
    change: owner.change,
    showRows: owner.showRows,
    loadNotSent: owner.loadNotSent,
    orderAt: owner.orderAt,
    arrivals: { subscribe: owner.subscribeRows, count: owner.rowsArrivedCount },
    orderBatches,
  };
}

/** A person's choice kept with the import's data (see keptWithImport), as React state. */
export function useKept<T>(kept: Kept<T>) {
  const owner = importSessionOwner();
  const value = useSyncExternalStore(owner.subscribe, () => kept.value);
  const set = useCallback(
    (next: T) => {
      owner.keep(kept, next);
    },
    [kept, owner],
  );
  return [value, set] as const;
}
