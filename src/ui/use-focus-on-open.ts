// A panel a button opens takes the focus on opening, so that a keyboard or screen-reader
// user lands in it rather than on the button left behind (give the element tabIndex={-1}).
import { useLayoutEffect, useRef } from 'react';

export function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  // In the commit that opens it, never later, when someone may already be typing elsewhere.
  useLayoutEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
