import { useState } from 'react';

/** Copies text to the clipboard and says so, in its own polite live region. */
export function CopyButton({ text, label }: { text: () => string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      setState('copied');
    } catch {
      setState('failed');
    }
    setTimeout(() => {
      setState('idle');
    }, 2000);
  };
  return (
    <span className="copy">
      <button type="button" className="button button--small" onClick={() => void copy()}>
        {label}
      </button>
      <span aria-live="polite" className="copy__note">
        {state === 'copied'
          ? 'Copied'
          : state === 'failed'
            ? 'Copy failed: select the text and copy it'
            : ''}
      </span>
    </span>
  );
}
