// The order form's check: its schema reads the text into an OrderDraft, toOrder
// applies the order rules, and a row's typed Tax or Total that disagrees with the
// rest (row-money.ts) stops it until kept or cleared. Synchronous, for the live
// preview and the resolver alike.
import { formCheck } from '../lib/builder-resolver';
import { wirePathToFormPath } from './form-paths';
import { orderFormSchema, type OrderFormValues } from './order-form-schema';
import { rowMoneyProblems } from './row-money';
import { toOrder } from './to-order';

const check = formCheck(
  { strict: orderFormSchema({ strict: true }), lenient: orderFormSchema({ strict: false }) },
  toOrder,
  (path, values: OrderFormValues) => wirePathToFormPath(path, values.metadataMode) ?? path,
);

export function buildOrder(values: OrderFormValues): ReturnType<typeof check> {
  const result = check(values);
  const money = rowMoneyProblems(values.products);
  if (Object.keys(money).length === 0) return result;
  // A field's own problem (unreadable, negative) is said first.
  return { ok: false, errors: { ...money, ...(result.ok ? {} : result.errors) } };
}

export { totalMismatch } from './money-and-coupons';
