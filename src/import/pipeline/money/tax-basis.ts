// Whether prices include tax, per currency: a Shopify Markets export prices EUR and
// GBP with tax included and USD without, in one file. Each currency takes the
// person's choice, else a column saying so, else whichever reading its orders'
// totals bear out. A file with one currency is read as a whole, as before.
import type { FieldKey } from '../fields';
import type { PresetDefinition } from '../presets/types';
import { computeMoney, toCents, type MoneyOrder, type MoneyResult } from './money';
import { money2 } from './disagreement-words';
import type { OrderRead } from '../read/read-order';

/** Fields that give a tax figure: without any, products carry no tax. */
export const TAX_FIELDS: readonly FieldKey[] = [
  'orderTax',
  'product.tax',
  'product.taxRate',
  'product.total',
  'shippingTax',
];

export interface TaxBasis {
  value: boolean;
  /** Where the value comes from. */
  from: 'you' | 'column' | 'file' | 'default';
  /** Whether the switch changes anything: only orders with line prices. */
  relevant: boolean;
  /**
   * Nothing in the file tells (no column says, no order's total decides), whatever the
   * person chose: then an order whose figures differ by the reading is asked, not guessed.
   */
  unknown: boolean;
  /** Orders whose figures differ by the reading while it is unknown: counted by the build. */
  unstated: number;
}

/** A currency's basis, for a file with more than one currency. */
export interface CurrencyTaxBasis extends TaxBasis {
  currency: string;
}

/** The person's choices: one for the whole file (older saved settings hold only it), and per currency. */
export interface TaxChoice {
  pricesIncludeTax?: boolean;
  /** Currency code -> prices include tax; wins over pricesIncludeTax for its currency. */
  pricesIncludeTaxByCurrency?: Readonly<Record<string, boolean>>;
}

/** One group of orders' basis: the choice, else a column, else the totals' arithmetic. */
function basisOf(
  reads: readonly OrderRead[],
  chosen: boolean | undefined,
  mapped: Set<FieldKey>,
  preset?: PresetDefinition,
): TaxBasis {
  // The switch matters only for lines priced in the file, and only when it gives some tax figure.
  const taxFigures = TAX_FIELDS.some((f) => mapped.has(f));
  const relevant =
    taxFigures &&
    reads.some(
      (r) =>
        r.money &&
        r.money.lines.length > 0 &&
        r.money.lines.every((l) => l.netSubTotal === undefined && l.total === undefined),
    );
  const found = evidenceOf(reads, mapped, preset);
  const unknown = found === undefined;
  if (chosen !== undefined) return { value: chosen, from: 'you', relevant, unknown, unstated: 0 };
  return found
    ? { ...found, relevant, unknown, unstated: 0 }
    : { value: false, from: 'default', relevant, unknown, unstated: 0 };
}

/**
 * What the file itself says of its basis: a column (where its flags are not tied), else the
 * orders whose own stated figures (a total, a subtotal, rates beside an order tax) rule one
 * reading out, where more rule out one than the other; else nothing, and it is asked.
 */
function evidenceOf(
  reads: readonly OrderRead[],
  mapped: Set<FieldKey>,
  preset?: PresetDefinition,
): Pick<TaxBasis, 'value' | 'from'> | undefined {
  if (mapped.has('grossPrices')) {
    const flags = reads.flatMap((r) => (r.grossFlag === undefined ? [] : [r.grossFlag]));
    const yes = flags.filter(Boolean).length;
    // An empty column, or one split evenly, says nothing of the orders it leaves without a flag.
    if (yes * 2 !== flags.length) return { value: yes * 2 > flags.length, from: 'column' };
  }
  let inclusive = 0;
  let exclusive = 0;
  for (const r of reads) {
    if (!r.money || r.money.lines.length === 0 || !statesAFigure(r.money)) continue;
    // Each reading set on the read order itself, not on a copy (finish sets the chosen one).
    r.money.pricesIncludeTax = true;
    const asIncl = computeMoney(r.money, preset?.money);
    r.money.pricesIncludeTax = false;
    const asExcl = computeMoney(r.money, preset?.money);
    if (asIncl.reconciliation.ok && ruledOut(asExcl)) inclusive++;
    if (asExcl.reconciliation.ok && ruledOut(asIncl)) exclusive++;
  }
  if (inclusive === exclusive) return undefined;
  return { value: inclusive > exclusive, from: 'file' };
}

/**
 * Whether the order states a figure that can rule one reading out (ruledOut): a total, or a
 * line's rate. A subtotal alone cannot (the lines' amounts are the same in both readings).
 * Without one, working both readings out tells nothing: an order of a file without totals
 * is spared two money rules.
 */
const statesAFigure = (money: MoneyOrder) =>
  money.total !== undefined || money.lines.some((l) => l.taxRatePercent !== undefined);

/**
 * A reading the order's own stated figures rule out: its total, its subtotal, or its lines'
 * rates against its tax do not add up. Not a negative figure: a free line's tax or a tax that
 * holds shipping's would rule "prices include tax" out without saying anything of the basis.
 */
export const ruledOut = (reading: MoneyResult) =>
  !reading.reconciliation.ok &&
  (reading.reconciliation.against === 'total' ||
    reading.reconciliation.against === 'subtotal' ||
    reading.reconciliation.against === 'rates');

/** The key of pricesIncludeTaxByCurrency for orders without a currency, in a file with two or more. */
export const NO_CURRENCY = '';

/**
 * The file's basis, and with two or more currencies each currency's. An order takes its
 * currency's basis; one without a currency, the basis of the orders without one.
 */
export function taxBases(
  reads: readonly OrderRead[],
  choice: TaxChoice,
  mapped: Set<FieldKey>,
  preset?: PresetDefinition,
): { file: TaxBasis; byCurrency?: CurrencyTaxBasis[]; of: (r: OrderRead) => TaxBasis } {
  const groups = new Map<string, OrderRead[]>();
  for (const r of reads)
    if (r.currency) {
      const g = groups.get(r.currency);
      if (g) g.push(r);
      else groups.set(r.currency, [r]);
    }
  if (groups.size < 2) {
    const file = basisOf(reads, choice.pricesIncludeTax, mapped, preset);
    return { file, of: () => file };
  }
  const byCurrency = [...groups].map(([currency, group]): CurrencyTaxBasis => ({
    currency,
    ...basisOf(
      group,
      choice.pricesIncludeTaxByCurrency?.[currency] ?? choice.pricesIncludeTax,
      mapped,
      preset,
    ),
  }));
  const found = new Map(byCurrency.map((b) => [b.currency, b]));
  // Orders without a currency: their own basis, from their own figures (another currency's
  // totals say nothing of them), answered under NO_CURRENCY.
  const file = basisOf(
    reads.filter((r) => !r.currency),
    choice.pricesIncludeTaxByCurrency?.[NO_CURRENCY] ?? choice.pricesIncludeTax,
    mapped,
    preset,
  );
  return { file, byCurrency, of: (r) => (r.currency && found.get(r.currency)) || file };
}

/**
 * Where two readings of one order (prices with tax, prices without) part, in words, or
 * undefined when every figure sent is the same either way (no tax, or lines that state
 * theirs): then the basis does not matter for that order and nothing is asked.
 */
export function readingsApart(
  asRead: MoneyResult,
  other: MoneyResult,
  inclusive: boolean,
): string | undefined {
  const say = (what: string, read: number, alt: number) =>
    `${what}: ${money2(inclusive ? alt : read)} if prices are without tax, ${money2(inclusive ? read : alt)} if they include it`;
  for (const [i, p] of asRead.products.entries()) {
    const q = other.products[i];
    if (!q) return `Product ${i + 1}`;
    if (toCents(p.subTotal) !== toCents(q.subTotal))
      return say(`Product ${i + 1}’s subtotal`, p.subTotal, q.subTotal);
    if (toCents(p.tax) !== toCents(q.tax)) return say(`Product ${i + 1}’s tax`, p.tax, q.tax);
    if (toCents(p.total) !== toCents(q.total))
      return say(`Product ${i + 1}’s total`, p.total, q.total);
  }
  if (toCents(asRead.shipping) !== toCents(other.shipping))
    return say('Shipping', asRead.shipping, other.shipping);
  if (toCents(asRead.shippingTax) !== toCents(other.shippingTax))
    return say('Tax on shipping', asRead.shippingTax, other.shippingTax);
  return undefined;
}
