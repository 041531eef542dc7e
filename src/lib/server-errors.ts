// Puts the service's field errors on the form fields that hold them; returns
// the rest, in words, for the outcome panel.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export function applyServerErrors<T extends FieldValues>(
  fieldErrors: Record<string, string[]>,
  toFormPath: (wirePath: string) => string | undefined,
  setError: UseFormSetError<T>,
  /** How a field error that matches no field is said (by default: its message alone). */
  say: (wirePath: string, text: string) => string = (_path, text) => text,
): string[] {
  const placed = new Map<string, string>();
  const unplaced: string[] = [];
  for (const [wirePath, messages] of Object.entries(fieldErrors)) {
    const formPath = toFormPath(wirePath);
    const text = messages.join(' ');
    if (formPath)
      placed.set(formPath, placed.has(formPath) ? `${placed.get(formPath) ?? ''} ${text}` : text);
    else unplaced.push(wirePath === '' ? text : say(wirePath, text));
  }
  [...placed].forEach(([path, message], i) => {
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 });
  });
  return unplaced;
}
