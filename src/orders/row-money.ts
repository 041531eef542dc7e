// One money model for a product row, whatever filled it: typing, a suggestion, a
// template, History's "Open as new", a pasted request, the import's order dialog.
// Per figure it knows whether the person typed it or it is derived:
// - Subtotal is Unit price × Quantity while a unit price is given;
// - Tax is a *rate* of Subtotal while the row has one (taxRate), so a quantity of 3 pays
//   three times the tax of 1; a Tax the person types is theirs, and remembers the
//   Subtotal it was typed for (taxFor);
// - Total left empty is Subtotal + Tax.
// A typed Tax whose Subtotal has since changed, or a typed Total that is not Subtotal +
// Tax, stops the send (rowMoneyProblems) until the person ticks "Keep …" or clears it.
// The model works on numbers: text is read by the form's own number reader.
import { formatDecimal, parseDecimal } from '../lib/parse-decimal';
import { addMoney } from './money-and-coupons';
import type { ProductRow } from './order-form-values';
import { percentOf, unitTimesQuantity } from './unit-price';

/** The row fields a person edits that move its money. */
export type RowEdit = 'quantity' | 'unitPrice' | 'subTotal' | 'tax' | 'total';

const read = (text: string | undefined) => {
  const p = parseDecimal(text ?? '');
  return p.ok ? p.value : undefined;
};
/** The rate is the console's own figure (never typed): plain JS number text. */
const readRate = (text: string | undefined) => {
  const t = text?.trim() ?? '';
  const n = t === '' ? NaN : Number(t);
  return Number.isFinite(n) ? n : undefined;
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
  const rate = readRate(row.taxRate);
  const sub = read(subTotal);
  if (rate === undefined || sub === undefined || sub < 0) return undefined;
  return formatDecimal(percentOf(sub, rate));
}

/** The fields to set in `row` after a person edited `edited` (already in `row`). */
export function rowAfterEdit(row: ProductRow, edited: RowEdit): Partial<ProductRow> {
  const changes: Partial<ProductRow> = {};
  // A "Keep" ticked for figures that have since moved keeps nothing.
  if (row.keepTax) changes.keepTax = '';
  if (row.keepTotal) changes.keepTotal = '';
  // A typed tax is the person's own: the rate stops, and the Subtotal it is for is kept.
  if (edited === 'tax') {
    if (row.taxRate) changes.taxRate = '';
    changes.taxFor = row.subTotal;
    return changes;
  }
  if (edited === 'total') return changes;
  let subTotal = row.subTotal;
  if (edited !== 'subTotal') {
    const computed = subtotalOf(row);
    if (computed !== undefined && computed !== subTotal) changes.subTotal = subTotal = computed;
  }
  const tax = taxAtRate(row, subTotal);
  if (tax !== undefined && tax !== row.tax) changes.tax = tax;
  return changes;
}

/** A row as a path filled it: numbers where they were read, text kept as is where not. */
export interface RowFill {
  id?: string | undefined;
  name?: string | undefined;
  quantity?: number | string | undefined;
  unitPrice?: number | string | undefined;
  subTotal?: number | string | undefined;
  tax?: number | string | undefined;
  /** The percent Tax follows, when the path knows it (a suggestion, a saved row). */
  taxRate?: number | undefined;
  /** The Subtotal a tax without a rate was typed for, when not the one given here. */
  taxFor?: number | undefined;
  total?: number | string | undefined;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const text = (v: number | string | undefined) =>
  v === undefined ? '' : typeof v === 'number' ? formatDecimal(v) : v;

/** The shortest rate (to 6 decimals) that gives `tax` on `sub`, as the order's rate. */
function rateOf(sub: number, tax: number): number {
  const exact = (tax / sub) * 100;
  for (let d = 0; d <= 6; d++) {
    const rate = Math.round(exact * 10 ** d) / 10 ** d;
    if (percentOf(sub, rate) === tax) return rate;
  }
  return exact;
}

/** A unit price that gives `sub` for `qty` exactly, to the cent, if there is one. */
function unitPriceOf(sub: number, qty: number): number | undefined {
  const unit = Math.round((sub / qty) * 100) / 100;
  return unitTimesQuantity(unit, qty) === sub ? unit : undefined;
}

/**
 * The one way a filled row becomes the model's state. Subtotal is Unit price ×
 * Quantity when a unit price is given or can be read back exactly (20 for 1 is 20 a
 * unit); a tax that came with its subtotal becomes its rate (4 on 20 is 20 %), so that
 * it follows a new quantity; a total that is Subtotal + Tax is left to be derived, and
 * one that is not stays as typed, to be confirmed before it is sent.
 */
export function filledRow(fill: RowFill): ProductRow {
  const qty = num(fill.quantity);
  const givenSub = num(fill.subTotal);
  const givenTax = num(fill.tax);
  let unit = num(fill.unitPrice);
  const usableQty = qty !== undefined && qty > 0 ? qty : undefined;
  // A unit price that no longer gives the Subtotal stated beside it is not kept.
  if (unit !== undefined && usableQty && givenSub !== undefined)
    if (unitTimesQuantity(unit, usableQty) !== givenSub) unit = undefined;
  const noUnitText = fill.unitPrice === undefined || fill.unitPrice === '';
  if (unit === undefined && noUnitText && usableQty && givenSub !== undefined && givenSub >= 0)
    unit = unitPriceOf(givenSub, usableQty);
  const sub =
    unit !== undefined && unit >= 0 && usableQty ? unitTimesQuantity(unit, usableQty) : givenSub;

  // A tax stated with its subtotal becomes its rate; it follows the Subtotal from here.
  let rate = num(fill.taxRate);
  if (rate === undefined && givenTax !== undefined && givenSub !== undefined && givenSub > 0)
    rate = rateOf(givenSub, givenTax);
  // The stated tax stays as it was for its own subtotal; a new subtotal gets the rate's.
  const follows =
    rate !== undefined && sub !== undefined && (sub !== givenSub || givenTax === undefined);
  const tax = follows ? formatDecimal(percentOf(sub, rate ?? 0)) : text(fill.tax);

  const total = num(fill.total);
  const agrees =
    total !== undefined &&
    givenSub !== undefined &&
    total === addMoney(givenSub, givenTax ?? 0) &&
    (typeof fill.tax !== 'string' || fill.tax.trim() === '');
  const row: ProductRow = {
    id: fill.id ?? '',
    name: fill.name ?? '',
    quantity: text(fill.quantity) || '1',
    unitPrice:
      unit === undefined
        ? typeof fill.unitPrice === 'string'
          ? fill.unitPrice
          : ''
        : formatDecimal(unit),
    subTotal: sub === undefined ? text(fill.subTotal) : formatDecimal(sub),
    tax,
    total: agrees ? '' : text(fill.total),
  };
  if (rate !== undefined) row.taxRate = String(rate);
  // A tax without a rate is a typed figure, for the Subtotal it came with.
  else if (tax !== '') {
    const typedFor = fill.taxFor ?? givenSub;
    if (typedFor !== undefined) row.taxFor = formatDecimal(typedFor);
  }
  return row;
}

/** A row in the form's text (a template's, say) as a fill: the typed text read as numbers. */
export function rowFillOf(row: ProductRow): RowFill {
  const value = (t: string | undefined) => read(t) ?? t;
  return {
    id: row.id,
    name: row.name,
    quantity: value(row.quantity),
    unitPrice: value(row.unitPrice),
    subTotal: value(row.subTotal),
    tax: value(row.tax),
    taxRate: readRate(row.taxRate),
    taxFor: read(row.taxFor),
    total: value(row.total),
  };
}

/** A row's figure that disagrees with the rest, in plain words, and how to settle it. */
export interface RowDisagreement {
  field: 'tax' | 'total';
  /** What is wrong, for the hint beside the field. */
  check: string;
  /** The same with what to do, for the error that stops the send. */
  message: string;
  /** The label of the control that keeps the figure as typed. */
  keep: string;
}

/** The figures the person typed that disagree with the rest of the row (kept or not). */
export function rowDisagreements(row: ProductRow): RowDisagreement[] {
  const found: RowDisagreement[] = [];
  const sub = read(row.subTotal);
  const tax = read(row.tax);
  const typedFor = read(row.taxFor);
  if (readRate(row.taxRate) === undefined && tax !== undefined && typedFor !== undefined)
    if (sub !== typedFor) {
      const keep = `Keep ${row.tax.trim()} as Tax`;
      const check = `Tax ${row.tax.trim()} was typed for a subtotal of ${row.taxFor?.trim() ?? ''}; Subtotal is now ${sub === undefined ? 'empty' : row.subTotal.trim()}.`;
      found.push({
        field: 'tax',
        check,
        keep,
        message: `${check} Correct or clear Tax, or tick “${keep}”.`,
      });
    }
  const total = read(row.total);
  if (sub !== undefined && total !== undefined && (tax !== undefined || row.tax.trim() === '')) {
    const expected = addMoney(sub, tax ?? 0);
    if (expected !== total) {
      const shown = formatDecimal(expected);
      const keep = `Keep ${row.total.trim()} as Total`;
      const check = `Subtotal + Tax is ${shown}, not ${row.total.trim()}.`;
      found.push({
        field: 'total',
        check,
        keep,
        message: `${check} Clear Total to send ${shown}, or tick “${keep}”.`,
      });
    }
  }
  return found;
}

/** What stops the send: each disagreeing figure not kept, at its form path. */
export function rowMoneyProblems(rows: readonly ProductRow[]): Record<string, string> {
  const problems: Record<string, string> = {};
  rows.forEach((row, i) => {
    for (const d of rowDisagreements(row))
      if ((d.field === 'tax' ? row.keepTax : row.keepTotal) !== 'yes')
        problems[`products.${i}.${d.field}`] = d.message;
  });
  return problems;
}

/** "= 19.99 × 3" once both read as numbers; until then what Subtotal will be. */
export function unitTimesQuantityHint(unitPrice: string, quantity: string) {
  return read(unitPrice) !== undefined && read(quantity) !== undefined
    ? `= ${unitPrice.trim()} × ${quantity.trim()}`
    : 'Unit price × Quantity';
}

/** Tax's hint while it follows a rate, so that the changing figure is no surprise. */
export const taxRateHint = (rate: string) => {
  const r = readRate(rate);
  return `${r === undefined ? rate.trim() : formatDecimal(Math.round(r * 100) / 100)} % of Subtotal; type a tax to set your own`;
};
