// Coupons as chips. Enter or a comma adds what was typed (Enter never submits
// the form); pasting "A, B C" adds each; a coupon already there is not added twice.
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { FieldShell } from '../ui/field';
import { cleanCoupons } from './money-and-coupons';
import { useErrorAt, useOrderForm } from './order-resolver';

const split = (text: string) => text.split(/[\s,;]+/).filter((s) => s !== '');

export function CouponsInput() {
  const { control } = useOrderForm();
  const errorAt = useErrorAt();
  const { field } = useController({ control, name: 'coupons' });
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState('');
  const input = useRef<HTMLInputElement | null>(null);

  const add = (codes: string[]) => {
    const next = cleanCoupons([...field.value, ...codes]);
    const skipped = codes.length - (next.length - field.value.length);
    field.onChange(next);
    setNote(skipped > 0 ? `${skipped} already added, skipped.` : `Added ${codes.join(', ')}.`);
  };
  const commitDraft = () => {
    if (draft.trim() !== '') add(split(draft));
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      commitDraft();
    } else if (e.key === 'Backspace' && draft === '' && field.value.length > 0) {
      field.onChange(field.value.slice(0, -1));
    }
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (!/[\s,;]/.test(text.trim())) return;
    e.preventDefault();
    add(split(draft + text));
    setDraft('');
  };

  return (
    <div className="coupons">
      <FieldShell
        label="Coupons"
        error={errorAt('coupons')}
        hint="Press Enter or type a comma to add a coupon."
      >
        {(a11y) => (
          <input
            {...a11y}
            ref={(el) => {
              input.current = el;
              field.ref(el);
            }}
            name={field.name}
            value={draft}
            autoComplete="off"
            onChange={(e) => {
              setDraft(e.target.value.replace(/,/g, ''));
            }}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onBlur={() => {
              commitDraft();
              field.onBlur();
            }}
          />
        )}
      </FieldShell>
      {field.value.length > 0 && (
        <ul className="chips" aria-label="Added coupons">
          {field.value.map((code) => (
            <li key={code} className="chip">
              <span>{code}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={`Remove coupon ${code}`}
                // The button goes with its chip: focus stays in (or returns to) the field.
                onMouseDown={(e) => {
                  e.preventDefault();
                }}
                onClick={() => {
                  field.onChange(field.value.filter((c) => c !== code));
                  setNote(`Removed ${code}.`);
                  input.current?.focus();
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <span className="visually-hidden" aria-live="polite">
        {note}
      </span>
    </div>
  );
}
