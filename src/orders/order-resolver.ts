import { useFormContext, type Resolver } from 'react-hook-form';
import type { Order } from '../api/contract';
import { errorMessageAt } from '../ui/builder-resolver';
import type { OrderFormValues } from './order-form-values';
import { loadOrderRules } from './order-rules';

export interface BuiltOrder {
  code: string;
  order: Order;
}

/** The form's check: the order rules, once loaded (see ./order-rules). */
export const orderResolver: Resolver<OrderFormValues, unknown, BuiltOrder> = async (
  values,
  context,
  options,
) => (await loadOrderRules()).orderResolver(values, context, options);

export const useOrderForm = () => useFormContext<OrderFormValues, unknown, BuiltOrder>();

/** The message of the error at a form path, if any. */
export function useErrorAt() {
  const { formState } = useOrderForm();
  return (path: string) => errorMessageAt(formState.errors, path);
}
