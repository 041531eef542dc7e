import { useEffect, useRef, useState } from 'react';
import { clearDraft, forgetOpenedDraft, isOpenedDraft } from './draft-storage';

/** Whether a restored draft's notice shows, and how to throw the draft away. */
export function useDraftNotice(name: string, text: string | undefined) {
  const [shown, setShown] = useState(text !== undefined);
  const [focus] = useState(() => isOpenedDraft(name));
  useEffect(() => {
    forgetOpenedDraft(name);
  }, [name]);
  return {
    notice: shown ? text : undefined,
    /** Opened by a button elsewhere ("Open as new"): the notice takes the focus. */
    focus,
    hide: () => {
      setShown(false);
    },
    discard: (resetForm: () => void) => {
      resetForm();
      clearDraft(name);
      setShown(false);
    },
  };
}

/** Says a form was filled from a stored draft, with the way to throw it away. */
export function DraftNotice({
  text,
  onDiscard,
  focus = false,
}: {
  text: string;
  onDiscard: () => void;
  focus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div className="notice" ref={ref} tabIndex={-1}>
      <p>{text}</p>
      <button type="button" className="button button--small" onClick={onDiscard}>
        Discard draft
      </button>
    </div>
  );
}

/** The service's field errors that match no field, listed in the outcome panel. */
export function UnplacedErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul>
      {messages.map((m, i) => (
        // The same text can come twice (two paths, one message): keys by place.
        <li key={i}>{m}</li>
      ))}
    </ul>
  );
}
