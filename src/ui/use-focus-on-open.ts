// A panel a button opens takes the focus on opening, so that a keyboard or screen-reader
// user lands in it rather than on the button left behind (give the element tabIndex={-1}).
import { useEffect, useRef } from 'react';

export function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
