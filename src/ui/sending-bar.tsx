// Shown while a send is on its way: how long it has waited, and a way to stop
// waiting. Cancel takes focus (the submit button is disabled meanwhile) and
// hands it back when the answer arrives.
import { useEffect, useRef, useState, type RefObject } from 'react';

interface Props {
  onCancel: () => void;
  /** Where focus goes back to when the send is over, if it was here. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function SendingBar({ onCancel, returnFocusTo }: Props) {
  const [seconds, setSeconds] = useState(0);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      setSeconds(Math.floor((Date.now() - started) / 1000));
    }, 1000);
    const button = cancel.current;
    const back = returnFocusTo.current;
    button?.focus();
    return () => {
      clearInterval(timer);
      if (button && (document.activeElement === button || document.activeElement === document.body))
        back?.focus();
    };
  }, [returnFocusTo]);
  return (
    <>
      <span className="muted">Sending… {seconds} s</span>
      <button ref={cancel} type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
    </>
  );
}
