// Runs inside the page (both engines): finds one visible element by role and accessible
// name, the way the UI contract names controls (design.md): buttons and links by their exact
// name, form fields by how their label begins, optionally inside a named group.
export interface Target {
  role:
    | 'button'
    | 'link'
    | 'field'
    | 'group'
    | 'region'
    | 'status'
    | 'alert'
    | 'dialog'
    | 'heading'
    | 'tab';
  name?: string;
  within?: { role: 'group' | 'dialog' | 'region'; name: string };
}

export function findInPage(t: Target): Element | null {
  const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const textOf = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => squash(document.getElementById(id)?.textContent))
      .join(' ');
  const nameOf = (el: Element): string => {
    const by = el.getAttribute('aria-labelledby');
    if (by) return squash(textOf(by));
    const aria = el.getAttribute('aria-label');
    if (aria) return squash(aria);
    if (
      el instanceof HTMLInputElement ||
      el instanceof HTMLSelectElement ||
      el instanceof HTMLTextAreaElement
    )
      return squash([...(el.labels ?? [])].map((l) => l.textContent).join(' '));
    if (el instanceof HTMLFieldSetElement) return squash(el.querySelector('legend')?.textContent);
    return squash(el.textContent);
  };
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 || box.height > 0 || el instanceof HTMLInputElement;
  };
  const selectors: Record<Target['role'], string> = {
    button: 'button, [role="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    field: 'input:not([type="hidden"]), select, textarea, [role="combobox"]',
    group: 'fieldset, [role="group"], [role="radiogroup"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    status: '[role="status"]',
    alert: '[role="alert"]',
    dialog: 'dialog[open], [role="dialog"], [role="alertdialog"]',
    heading: 'h1, h2, h3',
    tab: '[role="tab"]',
  };
  const matches = (el: Element, name: string | undefined, prefix: boolean) => {
    if (name === undefined) return true;
    const n = nameOf(el);
    return prefix ? n.startsWith(name) : n === name;
  };
  let scope: ParentNode = document;
  if (t.within) {
    const w = t.within;
    const found = [...document.querySelectorAll(selectors[w.role])].find(
      (el) => visible(el) && matches(el, w.name, false),
    );
    if (!found) return null;
    scope = found;
  }
  return (
    [...scope.querySelectorAll(selectors[t.role])].find(
      (el) => visible(el) && matches(el, t.name, t.role === 'field'),
    ) ?? null
  );
}
