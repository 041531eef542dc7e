// Money and quantity cells of one order -> numbers. A cell that cannot be read is
// a problem at its path and is noted as unreadable: with any, the money rule cannot run.
import { fileDecimalSign } from '../../../lib/parse-decimal';
import type { FieldKey } from '../fields';
import type { OrderFindings } from './order-findings';
import { readAmount, type CellReader, type FieldReader, type Row } from './read-cells';

/** "1.234", "-12.500": a dot and three digits could group thousands (German "1.234" is 1234). */
const DOT_GROUPED = /^-?[1-9]\d{0,2}\.\d{3}$/;

/** A product line's money cells (the rate is a percentage). */
export const LINE_MONEY_FIELDS: readonly FieldKey[] = [
  'product.price',
  'product.discount',
  'product.taxRate',
  'product.subTotal',
  'product.tax',
  'product.total',
];

/** The fields whose cells are amounts of money. */
const AMOUNT_FIELDS: readonly FieldKey[] = [
  'orderTotal',
  'orderSubtotal',
  'orderDiscount',
  'orderTax',
  'shipping',
  'shippingTax',
  'duties',
  'refundedAmount',
  ...LINE_MONEY_FIELDS.filter((f) => f !== 'product.taxRate'),
];

/** The readers of the amounts the mapping reads, settled once per file. */
export const amountReaders = (cell: CellReader, mapped: ReadonlySet<FieldKey>): FieldReader[] =>
  AMOUNT_FIELDS.flatMap((f) => (mapped.has(f) ? (cell.of(f) ?? []) : []));

/**
 * Whether the file's amounts show a dot as their decimal sign ("41.87", "1,234.50") and
 * none a comma: only then is "1.234" one and a fraction. Asked of the whole file the first
 * time such a cell is met (most files have none), then remembered.
 */
export function dotIsDecimalIn(
  rows: readonly Row[],
  readers: readonly FieldReader[],
): () => boolean {
  let known: boolean | undefined;
  function* cells() {
    for (const row of rows) for (const read of readers) yield read(row);
  }
  return () => (known ??= fileDecimalSign(cells()) === '.');
}

/** One per order (a class, not closures: some 50,000 orders in a big file). */
export class AmountCells {
  /** The paths of the cells that could not be read. */
  readonly unreadable: string[] = [];

  constructor(
    private readonly found: OrderFindings,
    /** The preset writes money in the currency's lowest unit (cents). */
    readonly minor: boolean,
    /** Digits of that unit in the order's currency (2: cents; 0 for JPY). */
    private readonly minorDigits = 2,
    /** The file writes decimals with a dot (dotIsDecimalIn); without it, "1.234" is asked. */
    private readonly dotIsDecimal: () => boolean,
  ) {}

  /**
   * A cell's number; "" and an unreadable cell give undefined. `line` and the field
   * name rather than a path: the path string is built only for a problem.
   */
  amount(raw: string, path: string, cents = this.minor, line = -1): number | undefined {
    if (raw === '') return undefined;
    // Never read as the smaller of the two and rounded to cents: asked, as "1,234" is.
    const r =
      !cents && DOT_GROUPED.test(raw) && !this.dotIsDecimal()
        ? {
            ok: false as const,
            error: `"${raw}" could be ${raw.replace('.', '')} or ${raw}: write it without a thousands separator.`,
          }
        : readAmount(raw, cents ? this.minorDigits : false);
    if (r.ok) return r.value;
    if (line >= 0) path = `products.${line}.${path}`;
    this.found.errors[path] = r.error;
    this.found.problems.push({ cause: 'number', detail: raw });
    this.unreadable.push(path);
    return undefined;
  }

  /** A cell the line needs, left empty in a column the mapping reads: asked, never assumed. */
  missing(path: string, line: number, message: string, label: string): void {
    const at = `products.${String(line)}.${path}`;
    this.found.errors[at] = message;
    this.found.problems.push({ cause: 'field', detail: label });
    this.unreadable.push(at);
  }
}

/** Whether any of an order's rows states an amount the mapping reads. */
export const statesMoney = (data: readonly Row[], readers: readonly FieldReader[]) =>
  readers.some((read) => data.some((row) => read(row) !== ''));
