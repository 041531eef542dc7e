// The Import page's view of the import session (session-owner.ts): its state, and
// the owner's functions, which stay the same across renders and pages.
import { useCallback, useDeferredValue, useSyncExternalStore } from 'react';
import { importSessionOwner, type Kept } from './session-owner';

export function useImportSession() {
  const owner = importSessionOwner();
  // The store's updates render at once (useSyncExternalStore never waits), and the mapping
  // step and the checked preview are large renders: deferred, React renders them in slices,
  // so no single task holds the page (the mapping's was 70–100 ms; the preview's, arriving
  // with the check's answer, 53 ms inside the worker's message).
  const state = useDeferredValue(useSyncExternalStore(owner.subscribe, owner.getSnapshot));
  const { rowsTick } = state;
  const orderAt = useCallback(
    (i: number) => owner.orderAt(i),
    // A new function when rows arrive, so what shows them renders again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [owner, rowsTick],
  );
  const orderBatches = useCallback(() => owner.orderBatches(), [owner]);
  return {
    state,
    read: owner.read,
    readAs: owner.readAs,
    readSheet: owner.readSheet,
    build: owner.build,
    reset: owner.reset,
    setFilter: owner.setFilter,
    change: owner.change,
    showRows: owner.showRows,
    loadNotSent: owner.loadNotSent,
    orderAt,
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
