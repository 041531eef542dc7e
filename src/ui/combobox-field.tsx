// A text field that offers suggestions (the ARIA 1.2 combobox pattern). Only this
// shell is on the first page: the list and its keys come with `popup`, rendered
// (and loaded) once the field has focus, so a form of many such fields pays nothing
// until one is used, and only the focused field re-renders as suggestions change.
import {
  Suspense,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type RefCallback,
} from 'react';
import { FieldShell } from './field';

/** What the popup reports back, for the input's aria-expanded and aria-activedescendant. */
export interface ComboboxState {
  expanded: boolean;
  active?: string | undefined;
}

export interface ComboboxPopupProps {
  input: HTMLInputElement;
  listId: string;
  /** Typed in since it got focus (perhaps before the popup's code had loaded). */
  typed: boolean;
  onState: (state: ComboboxState) => void;
}

export function ComboboxField({
  label,
  error,
  hint,
  popup,
  onBlur,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  popup: (props: ComboboxPopupProps) => ReactNode;
  /** A callback ref, as react-hook-form's register gives. */
  ref?: RefCallback<HTMLInputElement>;
}) {
  const listId = useId();
  const el = useRef<HTMLInputElement>(null);
  // 0: not focused, 1: focused, 2: typed in since.
  const [focused, setFocused] = useState(0);
  const [state, setState] = useState<ComboboxState>({ expanded: false });
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(a11y) => (
        <>
          <input
            autoComplete="off"
            {...input}
            {...a11y}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={state.expanded}
            aria-controls={state.expanded ? listId : undefined}
            aria-activedescendant={state.active}
            ref={(node) => {
              el.current = node;
              ref?.(node);
            }}
            onFocus={() => {
              setFocused(1);
            }}
            onInput={() => {
              setFocused(2);
            }}
            onBlur={(e) => {
              setFocused(0);
              onBlur?.(e);
            }}
          />
          {focused > 0 && el.current && (
            <Suspense fallback={null}>
              {popup({ input: el.current, listId, typed: focused > 1, onState: setState })}
            </Suspense>
          )}
        </>
      )}
    </FieldShell>
  );
}
