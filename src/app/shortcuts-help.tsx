// "?" anywhere outside a text field opens the list of keyboard shortcuts; so does the
// header's button, for those who do not know to press it.
import { lazy, Suspense, useEffect, useState } from 'react';

// The list loads when it is first opened, not with the first page.
const ShortcutsList = lazy(() => import('./shortcuts-list'));

const typingInto = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function ShortcutsHelp() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '?' || e.ctrlKey || e.metaKey || e.altKey || typingInto(e.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      e.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  const close = () => {
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="button button--small header__shortcuts"
        aria-keyshortcuts="?"
        onClick={() => {
          setOpen(true);
        }}
      >
        Shortcuts <kbd aria-hidden="true">?</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShortcutsList onClose={close} />
        </Suspense>
      )}
    </>
  );
}
