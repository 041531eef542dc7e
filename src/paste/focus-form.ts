// After a paste fills a form, the person's next key belongs to that form: its first
// field takes the focus, so Ctrl+Enter sends it and Tab walks it from the top.
const FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

export function focusFormField(formName: string) {
  const form = [...document.querySelectorAll('form')].find(
    (f) => f.getAttribute('aria-label') === formName,
  );
  const field = form?.querySelector<HTMLElement>(FIELD);
  field?.focus();
}
