// The suggestion list of a ComboboxField (ARIA 1.2 combobox with a listbox popup),
// loaded once a field has focus. Focus stays in the input; the active option is
// told by aria-activedescendant. Down opens it (or moves down), Up moves up, Enter
// chooses the active option, Escape closes it, Tab leaves without choosing. Enter in an
// open list never reaches the form: with no option made active it closes the list and
// keeps what was typed. No option is active by itself: an ID or a code typed in full
// ("SKU-4") must not turn into a longer one on offer ("SKU-42") on Enter.
// Suggestions are text: `describe` returns a string, rendered as text.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ComboboxPopupProps } from './combobox-field';
import './combobox.css';

/** The input's text, a moment after typing stops: look-ups follow typing, never hold it up. */
export function useSettledText(input: HTMLInputElement, delayMs = 120): string {
  const [text, setText] = useState(input.value);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setText(input.value);
      }, delayMs);
    };
    input.addEventListener('input', onInput);
    return () => {
      clearTimeout(timer);
      input.removeEventListener('input', onInput);
    };
  }, [input, delayMs]);
  return text;
}

export function ComboboxList<T>({
  input,
  listId,
  typed: typedEarly,
  onState,
  text,
  options,
  describe,
  onChoose,
}: ComboboxPopupProps & {
  /** The settled text (useSettledText): typing something opens the list. */
  text: string;
  options: readonly T[];
  describe: (option: T) => string;
  onChoose: (option: T) => void;
}) {
  // Text typed before this list's code arrived opens it as typing would have.
  const [open, setOpen] = useState(() => typedEarly && text.trim() !== '');
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(text);
  if (typed !== text) {
    setTyped(text);
    setOpen(text.trim() !== '');
    setActive(-1);
  }
  const count = options.length;
  const expanded = open && count > 0;
  const current = expanded && active >= 0 && active < count ? active : -1;
  const optionId = (i: number) => `${listId}-option-${i}`;
  const activeId = current >= 0 ? optionId(current) : undefined;

  useEffect(() => {
    onState({ expanded, active: activeId });
  }, [onState, expanded, activeId]);
  // Unmounted when focus leaves the field: the input is collapsed again.
  useEffect(
    () => () => {
      onState({ expanded: false });
    },
    [onState],
  );

  const choose = (option: T) => {
    setOpen(false);
    setActive(-1);
    onChoose(option);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.shiftKey) return; // others' shortcuts (Ctrl+Enter sends)
      switch (e.key) {
        case 'ArrowDown':
          e.preventDefault();
          setOpen(true);
          setActive(expanded ? (current + 1) % count : 0);
          return;
        case 'ArrowUp':
          if (!expanded) return;
          e.preventDefault();
          setActive(current <= 0 ? count - 1 : current - 1);
          return;
        case 'Enter': {
          if (!expanded) return; // no list open: Enter does what it always does
          e.preventDefault();
          const option = options[current];
          if (option === undefined) setOpen(false);
          else choose(option);
          return;
        }
        case 'Escape':
          if (!expanded) return;
          e.preventDefault();
          e.stopPropagation(); // the list closes, not the dialog the field may be in
          setOpen(false);
          return;
        case 'Tab':
          setOpen(false);
      }
    };
    input.addEventListener('keydown', onKey);
    return () => {
      input.removeEventListener('keydown', onKey);
    };
  });

  // As wide as its options, so on a narrow screen it may reach past the right edge:
  // it then moves left, as far as the screen's left edge allows.
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    el.style.left = '';
    const rect = el.getBoundingClientRect();
    const margin = 8;
    const over = rect.right - (document.documentElement.clientWidth - margin);
    if (over > 0) el.style.left = `${String(-Math.min(over, Math.max(0, rect.left - margin)))}px`;
  });

  if (!expanded) return null;
  return (
    <ul ref={list} role="listbox" id={listId} aria-label="Suggestions" className="combobox-list">
      {options.map((option, i) => (
        <li
          key={optionId(i)}
          id={optionId(i)}
          role="option"
          aria-selected={i === current}
          // Keeps focus in the input, so that the click chooses and focus never jumps.
          onMouseDown={(e) => {
            e.preventDefault();
          }}
          onClick={() => {
            choose(option);
          }}
        >
          {describe(option)}
        </li>
      ))}
    </ul>
  );
}
