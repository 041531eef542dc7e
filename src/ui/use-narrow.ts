// Whether the screen is narrow enough that wide tables become stacked rows (cards):
// a virtualised table needs to know, because its rows are taller there.
import { useSyncExternalStore } from 'react';

/** The same width as the CSS that stacks the rows (40rem: a phone, or a split screen). */
const NARROW = '(max-width: 40rem)';

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW)
    : undefined;

function subscribe(listener: () => void) {
  const q = query();
  q?.addEventListener('change', listener);
  return () => q?.removeEventListener('change', listener);
}

export const useNarrow = () =>
  useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
