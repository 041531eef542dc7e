// A built-in preset: how one platform's export maps onto the import's fields,
// and the platform's own rules for money, status and dates. Each is written from
// the platform's documented export (test/fixtures/exports/SOURCES.md).
import type { DateFormat } from '../read/dates';
import type { MoneyOptions } from '../money/money';
import type { NetOfFees } from '../money/net-of-fees';
import type { OrderStatus, StatusContext } from '../read/order-status';
import type { Documented } from '../read/value-meanings';
import type { FieldKey } from '../fields';

/** Reads any column of the current row (or the order's first row that has it). */
export type ColumnReader = (header: string) => string;

export interface PresetDefinition {
  id: string;
  /** As the page names it: "Preset: Shopify orders, detected". */
  name: string;
  /** The preset fits a file holding every header of one of these sets. */
  detect: readonly (readonly string[])[];
  /** Field -> column; a list gives alternatives (older and newer layouts), first present wins. */
  columns: Partial<Record<FieldKey, string | readonly string[]>>;
  /** Fields with one value for every row (Gumroad sells in USD only). */
  constants?: Partial<Record<FieldKey, string>>;
  /**
   * A field read from more than its mapped column (WooCommerce's packed coupon
   * items): applies only while the field is mapped to `from`.
   */
  transforms?: Partial<Record<FieldKey, { from: string; read: (column: ColumnReader) => string }>>;
  money?: MoneyOptions & {
    /** Money columns hold cents (Lemon Squeezy, Paddle). */
    minorUnits?: boolean;
    /** The tax rate (percent) to take shipping tax out of the order's tax, when the file has none. */
    shippingTaxRate?: (column: ColumnReader) => number | undefined;
  };
  /** The format to pick when a date column's values fit more than one. */
  dateFormatHint?: DateFormat;
  /** The platform's own status reading; the usual one otherwise. */
  status?: (ctx: StatusContext) => OrderStatus;
  /**
   * Money columns the preset leaves unread on purpose, with why they move nothing that is
   * sent (a fee the shop pays, a net, figures read for refunds): the money check names them
   * with this note instead of asking the person to look at them.
   */
  knownColumns?: readonly { columns: readonly string[]; note: string }[];
  /** The columns of each row's total, fees and net, which must agree (../money/net-of-fees). */
  netOfFees?: NetOfFees;
  /**
   * The column naming each row's type (Stripe's Type, Square's Event Type) and the meaning
   * the platform documents for its values (by valueKey); any other value is asked.
   */
  values?: { column: string | readonly string[]; documented: Readonly<Record<string, Documented>> };
  /** Rows that are no order at all (Gumroad's closing "Totals" row). */
  skipRow?: (column: ColumnReader) => boolean;
}

/** Sums the percentages written in tax names: "DE MwSt 19%" -> 19; "PA 6%" + "County 2%" -> 8. */
export function ratesInNames(names: readonly string[]): number | undefined {
  const rates = names.flatMap((n) => {
    const m = /(\d+(?:[.,]\d+)?)\s*%/.exec(n);
    return m?.[1] ? [Number(m[1].replace(',', '.'))] : [];
  });
  return rates.length > 0 ? rates.reduce((a, b) => a + b, 0) : undefined;
}
