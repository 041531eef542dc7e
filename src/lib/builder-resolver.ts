// A form's check: its schema reads the typed text into a draft, then the rules
// turn the draft into what is sent. react-hook-form validates with the same check
// the live preview calls, so a form has one set of rules; errors are read back by path.
import { toNestErrors } from '@hookform/resolvers';
import { get, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

export type Built<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };
type Failed = { ok: false; errors: Record<string, string> };

/**
 * Form values -> the rules' result, with every error at a form path. When some
 * field cannot be read, the rules still run on a draft where it is unset
 * (`lenient`), so all problems show at once; a reading error wins over a rule's
 * at the same field.
 */
export function formCheck<TForm, TDraft, TOk extends { ok: true }>(
  schemas: { strict: z.ZodMiniType<TDraft, TForm>; lenient: z.ZodMiniType<TDraft, TForm> },
  rules: (draft: TDraft) => TOk | Failed,
  formPath: (draftPath: string, values: TForm) => string,
): (values: TForm) => TOk | Failed {
  const atFormPaths = (errors: Record<string, string>, values: TForm) => {
    const out: Record<string, string> = {};
    for (const [path, message] of Object.entries(errors)) out[formPath(path, values)] ??= message;
    return out;
  };
  return (values) => {
    const read = schemas.strict.safeParse(values);
    if (read.success) {
      const result = rules(read.data);
      return result.ok ? result : { ok: false, errors: atFormPaths(result.errors, values) };
    }
    const errors: Record<string, string> = {};
    for (const issue of read.error.issues) errors[issue.path.join('.')] ??= issue.message;
    const lenient = schemas.lenient.safeParse(values);
    const result = lenient.success ? rules(lenient.data) : undefined;
    return {
      ok: false,
      errors: result?.ok === false ? { ...atFormPaths(result.errors, values), ...errors } : errors,
    };
  };
}

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
