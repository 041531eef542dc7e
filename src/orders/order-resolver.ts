import { useFormContext } from 'react-hook-form';
import type { Order } from '../api/contract';
import { builderResolver, errorMessageAt } from '../ui/builder-resolver';
import { buildOrder } from './build-order';
import type { OrderFormValues } from './order-form-values';

export interface BuiltOrder {
  code: string;
  order: Order;
}

export const orderResolver = builderResolver<OrderFormValues, BuiltOrder>((values) => {
  const result = buildOrder(values);
  return result.ok ? { ok: true, value: { code: result.code, order: result.order } } : result;
});

export const useOrderForm = () => useFormContext<OrderFormValues, unknown, BuiltOrder>();

/** The message of the error at a form path, if any. */
export function useErrorAt() {
  const { formState } = useOrderForm();
  return (path: string) => errorMessageAt(formState.errors, path);
}
