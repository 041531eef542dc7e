// Which product rows have a problem, and the first field of each that has one.
import type { FieldErrors } from 'react-hook-form';
import type { OrderFormValues, ProductRow } from './order-form-values';

export const ROW_FIELDS = [
  'id',
  'name',
  'quantity',
  'unitPrice',
  'subTotal',
  'tax',
  'total',
] as const;
export type RowField = (typeof ROW_FIELDS)[number];

/** The rows with a problem, in order, each with its first field that has one. */
export function rowProblems(errors: FieldErrors<OrderFormValues>) {
  const rows = errors.products;
  if (!Array.isArray(rows)) return [];
  const found: { index: number; field: RowField }[] = [];
  (rows as (FieldErrors<ProductRow> | undefined)[]).forEach((row, index) => {
    const field = row && ROW_FIELDS.find((f) => row[f]);
    if (field) found.push({ index, field });
  });
  return found;
}

export function firstRowProblem(errors: FieldErrors<OrderFormValues>) {
  return rowProblems(errors)[0];
}
