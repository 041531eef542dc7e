// The order form's check: its schema reads the text into an OrderDraft, toOrder
// applies the order rules. Synchronous, for the live preview and the resolver alike.
import { formCheck } from '../lib/builder-resolver';
import { wirePathToFormPath } from './form-paths';
import { orderFormSchema, type OrderFormValues } from './order-form-schema';
import { toOrder } from './to-order';

export const buildOrder = formCheck(
  { strict: orderFormSchema({ strict: true }), lenient: orderFormSchema({ strict: false }) },
  toOrder,
  (path, values: OrderFormValues) => wirePathToFormPath(path, values.metadataMode) ?? path,
);

export { totalMismatch } from './money-and-coupons';
