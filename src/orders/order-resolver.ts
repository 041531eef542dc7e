import { toNestErrors } from '@hookform/resolvers';
import {
  useFormContext,
  get,
  type FieldErrors as RhfErrors,
  type Resolver,
  type ResolverResult,
} from 'react-hook-form';
import { buildOrder } from './build-order';
import type { Order } from '../api/contract';
import type { OrderFormValues } from './order-form-values';

export interface BuiltOrder {
  code: string;
  order: Order;
}

/** react-hook-form validates with the same builder that makes the wire body: one set of rules. */
export const orderResolver: Resolver<OrderFormValues, unknown, BuiltOrder> = (
  values,
  _context,
  options,
) => {
  const result = buildOrder(values);
  if (result.ok)
    return {
      values: { code: result.code, order: result.order },
      errors: {},
    } satisfies ResolverResult<OrderFormValues, BuiltOrder>;
  const flat: RhfErrors = {};
  for (const [path, message] of Object.entries(result.errors))
    flat[path] = { type: 'validate', message };
  return { values: {} as Record<string, never>, errors: toNestErrors(flat, options) };
};

export const useOrderForm = () => useFormContext<OrderFormValues, unknown, BuiltOrder>();

/** The message of the error at a form path, if any. */
export function useErrorAt() {
  const { formState } = useOrderForm();
  return (path: string): string | undefined => {
    const error: unknown = get(formState.errors, path);
    if (typeof error !== 'object' || error === null) return undefined;
    const message =
      (error as { message?: unknown; root?: { message?: unknown } }).message ??
      (error as { root?: { message?: unknown } }).root?.message;
    return typeof message === 'string' ? message : undefined;
  };
}
