import { startTransition, useEffect, useState } from 'react';

/**
 * False for a page's first render, true right after it, in a transition: parts of a
 * page below the fold render in slices that yield to input, so the first fields
 * take a click sooner (issue 11, "initial load"). In tests, act() flushes it at once.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => {
      setReady(true);
    });
  }, []);
  return ready;
}
