// A labelled control with its hint and error beside it. The error is tied to the
// control with aria-describedby and aria-invalid so screen readers read it.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface ShellProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (a11y: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

/** Ids that tie a control to its hint and error, and the attributes that say so. */
function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const a11y = {
    id,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
  return { hintId, errorId, a11y };
}

function FieldNotes({
  hint,
  error,
  hintId,
  errorId,
}: {
  hint: ReactNode;
  error: string | undefined;
  hintId: string;
  errorId: string;
}) {
  return (
    <>
      {hint && (
        <div className="field__hint" id={hintId}>
          {hint}
        </div>
      )}
      {error && (
        <div className="field__error" id={errorId}>
          {error}
        </div>
      )}
    </>
  );
}

export function FieldShell({ label, error, hint, className, children }: ShellProps) {
  const { hintId, errorId, a11y } = useFieldIds(hint, error);
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={a11y.id}>{label}</label>
      {children(a11y)}
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

type Common = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
};

export function TextField({
  label,
  error,
  hint,
  className,
  ref,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(a11y) => <input ref={ref} type="text" {...input} {...a11y} />}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ref,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(a11y) => <textarea ref={ref} {...input} {...a11y} />}
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  ref,
  children,
  ...input
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(a11y) => (
        <select ref={ref} {...input} {...a11y}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

export function CheckboxField({
  label,
  error,
  hint,
  className,
  ref,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const { hintId, errorId, a11y } = useFieldIds(hint, error);
  return (
    <div className={`field field--check${className ? ` ${className}` : ''}`}>
      <input ref={ref} type="checkbox" {...input} {...a11y} />
      <label htmlFor={a11y.id}>{label}</label>
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

/**
 * A choice among a few options that must be made: a labelled radio group, nothing
 * selected until the person picks. `input` is spread on every radio (a register() result).
 */
export function RadioGroupField({
  label,
  error,
  hint,
  className,
  options,
  input,
  checkedValue,
}: Common & {
  options: readonly { value: string; label: string }[];
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** The option chosen, when the caller holds it (a controlled group). */
  checkedValue?: string;
}) {
  const { hintId, errorId, a11y } = useFieldIds(hint, error);
  const { id, ...described } = a11y;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <div role="radiogroup" aria-labelledby={id} aria-required="true" {...described}>
        <span id={id} className="field__label">
          {label}
        </span>
        <div className="segmented">
          {options.map((o) => (
            <label key={o.value}>
              <input
                type="radio"
                value={o.value}
                {...input}
                {...(checkedValue === undefined ? {} : { checked: o.value === checkedValue })}
              />
              {o.label}
            </label>
          ))}
        </div>
      </div>
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}
