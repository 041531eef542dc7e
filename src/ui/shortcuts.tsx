// Keyboard shortcuts shared by the forms: Ctrl+Enter (⌘+Enter on a Mac) sends the form
// through its own submit, so the same checks, duplicate guard and production
// confirmation run as for the button; each shortcut is shown beside its button.
import type { KeyboardEvent } from 'react';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** What the person presses to send a form, as their keyboard labels it. */
export const sendKeys = () => (isMac() ? '⌘ Enter' : 'Ctrl+Enter');

/** For aria-keyshortcuts on the button that sends. */
export const SEND_ARIA_KEYS = 'Control+Enter Meta+Enter';

/** Inputs that are buttons: Enter on them presses them, as it should. */
const BUTTON_INPUTS = new Set(['submit', 'button', 'reset', 'image']);

/**
 * On a form that sends: only its button and Ctrl/⌘+Enter send. Enter alone in one of
 * its fields never submits (a browser would, from any text box), so an Enter meant for
 * a suggestion list, a coupon or a typed time cannot send a half-typed order.
 */
export function sendFormKeys(e: KeyboardEvent<HTMLFormElement>) {
  if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
  if (e.ctrlKey || e.metaKey) {
    submitOnCtrlEnter(e);
    return;
  }
  if (e.target instanceof HTMLInputElement && !BUTTON_INPUTS.has(e.target.type)) e.preventDefault();
}

/** On a <form>: Ctrl/⌘+Enter submits it, unless it is already sending (its submit is disabled). */
function submitOnCtrlEnter(e: KeyboardEvent<HTMLFormElement>) {
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
