// A value that may be huge (5 MB of notes): only its start goes into the page, since laying
// out megabytes of text blocks it for seconds; "Show all" puts the rest in when asked.
import { useState } from 'react';

/** Characters shown before "Show all": a screenful, far from any freeze. */
const CUT_AT = 2_000;

export function CutText({ text }: { text: string }) {
  const [all, setAll] = useState(false);
  if (all || text.length <= CUT_AT) return <>{text}</>;
  return (
    <>
      {text.slice(0, CUT_AT)}…{' '}
      <span className="muted small">
        (the first {CUT_AT.toLocaleString()} of {text.length.toLocaleString()} characters)
      </span>{' '}
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          setAll(true);
        }}
      >
        Show all
      </button>
    </>
  );
}
