import { useFormContext, type Resolver } from 'react-hook-form';
import type { Order } from '../api/contract';
import { errorMessageAt } from '../lib/builder-resolver';
import type { OrderFormValues } from './order-form-values';
import { loadedOrderRules, loadOrderRules } from './order-rules-loader';

export interface BuiltOrder {
  code: string;
  order: Order;
}

/**
 * The form's check: the order rules (see ./order-rules-loader). Synchronous once they have
 * loaded, as react-hook-form's own resolvers are; only a check made before then waits.
 */
export const orderResolver: Resolver<OrderFormValues, unknown, BuiltOrder> = (
  values,
  context,
  options,
) => {
  const rules = loadedOrderRules();
  if (rules) return rules.orderResolver(values, context, options);
  // react-hook-form passes its live values object: check what was there at the submit,
  // not what has been typed by the time the rules arrive.
  const submitted = structuredClone(values);
  return loadOrderRules().then((loaded) => loaded.orderResolver(submitted, context, options));
};

export const useOrderForm = () => useFormContext<OrderFormValues, unknown, BuiltOrder>();

/** The message of the error at a form path, if any. */
export function useErrorAt() {
  const { formState } = useOrderForm();
  return (path: string) => errorMessageAt(formState.errors, path);
}
