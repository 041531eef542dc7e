// What else in a product row changes when one of its money fields is edited.
// While a unit price is given, Subtotal is Unit price × Quantity. A tax learned as a
// rate (autocomplete fills it from the last order of the product) follows Subtotal on
// every change, so a quantity of 2 pays twice the tax of 1, until a person types a
// Tax of their own: from then on that tax is theirs and nothing rewrites it.
import { formatDecimal, parseDecimal } from '../lib/parse-decimal';
import type { ProductRow } from './order-form-values';
import { percentOf, unitTimesQuantity } from './unit-price';

/** The row fields a person edits that move its money. */
export type RowEdit = 'quantity' | 'unitPrice' | 'subTotal' | 'tax';

const read = (text: string | undefined) => {
  const p = parseDecimal(text ?? '');
  return p.ok ? p.value : undefined;
};

/** Unit price × Quantity as text, when both read as usable numbers. */
function subtotalOf(row: ProductRow): string | undefined {
  const unit = read(row.unitPrice);
  const qty = read(row.quantity);
  if (unit === undefined || qty === undefined || unit < 0 || qty <= 0) return undefined;
  return formatDecimal(unitTimesQuantity(unit, qty));
}

/** The row's Tax at its followed rate, or undefined when it follows none (or cannot yet). */
function taxAtRate(row: ProductRow, subTotal = row.subTotal): string | undefined {
  const rate = read(row.taxRate);
  const sub = read(subTotal);
  if (rate === undefined || sub === undefined || sub < 0) return undefined;
  return formatDecimal(percentOf(sub, rate));
}

/** The fields to set in `row` after a person edited `edited` (already in `row`). */
export function rowAfterEdit(row: ProductRow, edited: RowEdit): Partial<ProductRow> {
  // A typed tax is the person's own: the rate stops.
  if (edited === 'tax') return row.taxRate ? { taxRate: '' } : {};
  const changes: Partial<ProductRow> = {};
  let subTotal = row.subTotal;
  if (edited !== 'subTotal') {
    const computed = subtotalOf(row);
    if (computed !== undefined && computed !== subTotal) changes.subTotal = subTotal = computed;
  }
  const tax = taxAtRate(row, subTotal);
  if (tax !== undefined && tax !== row.tax) changes.tax = tax;
  return changes;
}

/** "= 19.99 × 3" once both read as numbers; until then what Subtotal will be. */
export function unitTimesQuantityHint(unitPrice: string, quantity: string) {
  return read(unitPrice) !== undefined && read(quantity) !== undefined
    ? `= ${unitPrice.trim()} × ${quantity.trim()}`
    : 'Unit price × Quantity';
}

/** Tax's hint while it follows a rate, so that the changing figure is no surprise. */
export const taxRateHint = (rate: string) => `${rate.trim()} % of Subtotal, from the last order`;
