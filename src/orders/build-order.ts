// The order form's check: its schema reads the text into an OrderDraft, toOrder
// applies the order rules. Synchronous, for the live preview and the resolver alike.
import { formCheck } from '../ui/builder-resolver';
import { parseDecimal } from '../ui/parse-decimal';
import { wirePathToFormPath } from './form-paths';
import { orderFormSchema, type OrderFormValues, type ProductRow } from './order-form-schema';
import { addMoney, toOrder } from './to-order';

export const buildOrder = formCheck(
  { strict: orderFormSchema({ strict: true }), lenient: orderFormSchema({ strict: false }) },
  toOrder,
  (path, values: OrderFormValues) => wirePathToFormPath(path, values.metadataMode) ?? path,
);

/** Rows whose typed Total differs from Subtotal + Tax: flagged, not refused. */
export function totalMismatch(row: ProductRow): string | undefined {
  const sub = parseDecimal(row.subTotal);
  const tax = parseDecimal(row.tax);
  const total = parseDecimal(row.total);
  if (!sub.ok || !tax.ok || !total.ok || sub.value === undefined || total.value === undefined)
    return undefined;
  const expected = addMoney(sub.value, tax.value ?? 0);
  return expected === total.value
    ? undefined
    : `Subtotal + Tax is ${expected}, not ${total.value}.`;
}
