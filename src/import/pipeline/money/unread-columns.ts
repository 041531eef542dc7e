// Money columns the mapping leaves unread. A column looks like money by its header
// (total, tax, delivery, fee…) with numbers in it, or by its numbers alone (amounts
// with cents or a currency sign) when its header is not an ID, a code or a count.
// Each is named in the money check with its sum; a column whose name reads as a
// money field the mapping does not give (Delivery: the shipping charge) could
// change what is sent, so the orders it has a value in are held until it is mapped
// (./cross-check). A preset names the columns it knows to move nothing sent.
import type { FieldKey, Mapping } from '../fields';
import { normaliseHeader } from '../../../tables/guess-columns';
import type { PresetDefinition } from '../presets/types';
import { readAmount, type Row } from '../read/read-cells';

export interface UnreadColumn {
  column: string;
  index: number;
  /** The money field its name reads as, when the mapping gives that field no column. */
  field?: MoneyField;
  /** The preset's word on it: it moves nothing that is sent (a fee, a net, refund figures). */
  known?: string;
  /** Its amounts are in cents (the preset's money is). */
  minor?: true;
}

/** Fields an unread column can be read as in one step: each changes what a product carries. */
export type MoneyField = Extract<
  FieldKey,
  'shipping' | 'shippingTax' | 'duties' | 'orderTax' | 'orderDiscount' | 'refundedAmount'
>;

const MONEY_WORDS =
  /amount|total|price|value|tax|vat|gst|hst|shipping|delivery|postage|freight|handling|fee|discount|net|gross|subtotal|refund|dut(y|ies)|tip|gratuity|charge|cost|paid|balance|payout|credit|surcharge|deposit|commission|revenue|sales|earning/i;
/** Headers of numbers that are never money. */
const NOT_MONEY =
  /\b(id|ids|zip|zipcode|postcode|postal|phone|number|no|qty|quantity|count|items|sku|listing|year|rate|percent|weight|age|code|reference|ref)\b|%|#/i;

/** Names that read as a money field (normalised header -> field); shipping before tax. */
function fieldOf(header: string): MoneyField | undefined {
  const h = header.toLowerCase();
  if (/discount|coupon/.test(h))
    return /shipping|delivery|postage/.test(h) ? undefined : 'orderDiscount';
  if (/refund/.test(h)) return 'refundedAmount';
  if (/dut(y|ies)|customs/.test(h)) return 'duties';
  const shipping = /shipping|delivery|postage|freight/.test(h);
  const tax = /\b(tax|taxes|vat|gst|hst)\b/.test(h);
  if (shipping && tax) return 'shippingTax';
  if (shipping) return 'shipping';
  if (tax) return 'orderTax';
  return undefined;
}

const SAMPLE = 400;

/** Whether a column's cells look like amounts of money. */
function looksLikeMoney(header: string, cells: readonly string[]): boolean {
  const filled = cells.filter((c) => c !== '');
  if (filled.length === 0) return MONEY_WORDS.test(header) && !NOT_MONEY.test(header);
  const numbers = filled.filter((c) => readAmount(c).ok);
  if (numbers.length < filled.length * 0.9) return false;
  if (NOT_MONEY.test(header)) return false;
  if (MONEY_WORDS.test(header)) return true;
  const cents = filled.filter((c) => /^[-(]?[$£€¥]?\s?-?\d[\d,.]*[.,]\d\d\)?$/.test(c.trim()));
  return cents.length >= filled.length * 0.5;
}

/** The preset's note on a column it knows, by header (case and spacing do not count). */
function knownNote(preset: PresetDefinition | undefined, header: string): string | undefined {
  const name = normaliseHeader(header);
  return preset?.knownColumns?.find((k) => k.columns.some((c) => normaliseHeader(c) === name))
    ?.note;
}

export function unreadMoneyColumns(
  headers: readonly string[],
  rows: readonly Row[],
  mapping: Mapping,
  preset: PresetDefinition | undefined,
  skip: (header: string) => boolean = () => false,
): UnreadColumn[] {
  const read = new Set<string>();
  const mappedFields = new Set<FieldKey>();
  for (const [field, source] of Object.entries(mapping) as [FieldKey, Mapping[FieldKey]][]) {
    if (source?.kind === 'column' || source?.kind === 'lookup') read.add(source.column);
    // "Not mapped" gives the field nothing: a column named like it may be asked about.
    if (
      source &&
      source.kind !== 'none' &&
      (source.kind !== 'constant' || source.value.trim() !== '')
    )
      mappedFields.add(field);
  }
  const step = Math.max(1, Math.floor(rows.length / SAMPLE));
  const out: UnreadColumn[] = [];
  headers.forEach((header, index) => {
    if (read.has(header) || skip(header) || header.trim() === '') return;
    const cells: string[] = [];
    for (let i = 0; i < rows.length; i += step) cells.push((rows[i]?.[index] ?? '').trim());
    if (!looksLikeMoney(header, cells)) return;
    const col: UnreadColumn = { column: header, index };
    if (preset?.money?.minorUnits) col.minor = true;
    const known = knownNote(preset, header);
    if (known !== undefined) col.known = known;
    else {
      const field = fieldOf(header);
      if (field && !mappedFields.has(field)) col.field = field;
    }
    out.push(col);
  });
  return out;
}

/** One order's value in a column, in cents: once when every row repeats it, else summed. */
export function orderValue(column: UnreadColumn, data: readonly Row[]): number {
  let first: string | undefined;
  let same = true;
  let sum = 0;
  for (const row of data) {
    const cell = (row[column.index] ?? '').trim();
    if (cell === '') continue;
    const r = readAmount(cell, column.minor);
    if (!r.ok || r.value === undefined) continue;
    if (first === undefined) first = cell;
    else if (cell !== first) same = false;
    sum += Math.round(r.value * 100);
  }
  if (first === undefined) return 0;
  const once = readAmount(first, column.minor);
  return same && data.length > 1 && once.ok && once.value !== undefined
    ? Math.round(once.value * 100)
    : sum;
}
