// After a row is removed, focus goes to the row now in its place, else the one
// before it, else the add button: never back to the page, where a keyboard user
// would have to start over.
import { useCallback, useEffect, useRef } from 'react';

export function useFocusAfterRemove(rowCount: number, focusRow: (index: number) => void) {
  const removedAt = useRef<number | undefined>(undefined);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === undefined) return;
    removedAt.current = undefined;
    if (rowCount === 0) addButton.current?.focus();
    else focusRow(Math.min(index, rowCount - 1));
  }, [rowCount, focusRow]);
  /** Call with the index of the row about to be removed. */
  const willRemove = useCallback((index: number) => {
    removedAt.current = index;
  }, []);
  return { addButton, willRemove };
}
