// Keyboard shortcuts shared by the forms: Ctrl+Enter (⌘+Enter on a Mac) sends the form
// through its own submit, so the same checks, duplicate guard and production
// confirmation run as for the button; each shortcut is shown beside its button.
import type { KeyboardEvent } from 'react';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** What the person presses to send a form, as their keyboard labels it. */
export const sendKeys = () => (isMac() ? '⌘ Enter' : 'Ctrl+Enter');

/** For aria-keyshortcuts on the button that sends. */
export const SEND_ARIA_KEYS = 'Control+Enter Meta+Enter';

/** On a <form>: Ctrl/⌘+Enter submits it, unless it is already sending (its submit is disabled). */
export function submitOnCtrlEnter(e: KeyboardEvent<HTMLFormElement>) {
  if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey) || e.nativeEvent.isComposing) return;
  e.preventDefault();
  const form = e.currentTarget;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (submit?.disabled) return;
  form.requestSubmit(submit ?? undefined);
}

/** A shortcut beside its button, for the eye; the button carries aria-keyshortcuts. */
export function KeyHint({ keys }: { keys: string }) {
  return (
    <kbd className="key-hint" aria-hidden="true">
      {keys}
    </kbd>
  );
}
