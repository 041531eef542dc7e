// Whether prices include tax, per currency: a Shopify Markets export prices EUR and
// GBP with tax included and USD without, in one file. Each currency takes the
// person's choice, else a column saying so, else whichever reading its orders'
// totals bear out. A file with one currency is read as a whole, as before.
import type { FieldKey } from '../fields';
import type { PresetDefinition } from '../presets/types';
import { computeMoney } from './money';
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
  if (chosen !== undefined) return { value: chosen, from: 'you', relevant };
  if (mapped.has('grossPrices')) {
    const flags = reads.flatMap((r) => (r.grossFlag === undefined ? [] : [r.grossFlag]));
    const yes = flags.filter(Boolean).length;
    return { value: yes * 2 > flags.length, from: 'column', relevant };
  }
  let inclusive = 0;
  let exclusive = 0;
  for (const r of reads) {
    if (!r.money || r.money.lines.length === 0 || r.money.total === undefined) continue;
    // Each reading set on the read order itself, not on a copy (finish sets the chosen one).
    r.money.pricesIncludeTax = true;
    const asIncl = computeMoney(r.money, preset?.money).reconciliation.ok;
    r.money.pricesIncludeTax = false;
    const asExcl = computeMoney(r.money, preset?.money).reconciliation.ok;
    if (asIncl && !asExcl) inclusive++;
    if (asExcl && !asIncl) exclusive++;
  }
  if (inclusive + exclusive === 0) return { value: false, from: 'default', relevant };
  return { value: inclusive > exclusive, from: 'file', relevant };
}

/**
 * The file's basis, and with two or more currencies each currency's. An order takes its
 * currency's basis; one without a currency, the file's.
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
  // Last: the file-wide reading sets every order's money once more, and finish sets it again.
  const file = basisOf(reads, choice.pricesIncludeTax, mapped, preset);
  return { file, byCurrency, of: (r) => (r.currency && found.get(r.currency)) || file };
}
