// A modal dialog: focus moves in, stays in, Escape cancels, and focus goes
// back to where it came from when it closes.
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
  /** Room for a whole form (the import's order fix). */
  wide?: boolean;
  /** Only tells something: one button (confirmLabel), no Cancel. */
  closeOnly?: boolean;
}

const focusable = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  danger,
  wide,
  closeOnly,
}: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // In the commit that shows the dialog: a passive effect could run after a keystroke meant
  // for the dialog had already gone to the button that opened it.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => opener?.focus();
  }, []);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };
  return (
    <div className="backdrop">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={wide ? 'dialog dialog--wide' : 'dialog'}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        <div className="dialog__body">{children}</div>
        <div className="dialog__actions">
          {/* For a risky action the safe choice has the focus, so Enter does not confirm by reflex. */}
          {!closeOnly && (
            <button
              type="button"
              className="button"
              onClick={onCancel}
              data-autofocus={danger ? true : undefined}
            >
              Cancel
            </button>
          )}
          <button
            type="button"
            className={`button ${danger ? 'button--danger' : 'button--primary'}`}
            onClick={onConfirm}
            data-autofocus={danger ? undefined : true}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
