// Lets react-hook-form validate with the same builder that makes the wire body,
// so a form has one set of rules, and reads errors back by path.
import { toNestErrors } from '@hookform/resolvers';
import { get, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';

export type Built<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

export function builderResolver<TValues extends FieldValues, TBuilt>(
  build: (values: TValues) => Built<TBuilt>,
): Resolver<TValues, unknown, TBuilt> {
  return (values, _context, options) => {
    const result = build(values);
    if (result.ok) return { values: result.value, errors: {} };
    const flat: FieldErrors = {};
    for (const [path, message] of Object.entries(result.errors))
      flat[path] = { type: 'validate', message };
    return { values: {} as Record<string, never>, errors: toNestErrors(flat, options) };
  };
}

/** The message of the error at a form path (or of its group's root), if any. */
export function errorMessageAt(errors: FieldErrors, path: string): string | undefined {
  const error: unknown = get(errors, path);
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  const text = message ?? root?.message;
  return typeof text === 'string' ? text : undefined;
}
