// One order's rows -> its product lines: a line per row with product data (the
// money rule's input, and the ID, name and quantity the products keep), or one
// product for an order the file gives only an amount for.
import type { FieldKey } from '../mapping/fields';
import type { AmountCells } from './read-amount-cells';
import type { MoneyLine } from './money';
import type { CellReader, Row } from './read-cells';

const MONEY_FIELDS: readonly FieldKey[] = [
  'product.price',
  'product.discount',
  'product.taxRate',
  'product.subTotal',
  'product.tax',
  'product.total',
];
const PRODUCT_FIELDS: readonly FieldKey[] = [
  'product.id',
  'product.name',
  'product.quantity',
  ...MONEY_FIELDS,
];

export interface ProductLine {
  id: string;
  name: string;
  quantity: number | undefined;
  quantityRaw: string;
  /** The line's row: its money cells are read as written only for an order a person must fix. */
  row: Row;
}

export function readProductLines(
  data: readonly Row[],
  cell: CellReader,
  mapped: ReadonlySet<FieldKey>,
  { amount }: AmountCells,
  /** The preset writes money in cents. */
  minor: boolean,
): { lines: MoneyLine[]; describe: ProductLine[] } {
  const amountOnly = !MONEY_FIELDS.some((f) => mapped.has(f));
  const lineRows = data.filter((row) => PRODUCT_FIELDS.some((f) => cell(row, f) !== ''));
  const rowsForLines = amountOnly ? data.slice(0, 1) : lineRows;
  const lines: MoneyLine[] = [];
  const describe = rowsForLines.map((row, i) => {
    const quantityRaw = cell(row, 'product.quantity');
    const read = amount(quantityRaw, 'quantity', false, i);
    const quantity = quantityRaw === '' ? 1 : read;
    if (!amountOnly) {
      const line: MoneyLine = { quantity: quantity ?? 1 };
      const set = <K extends keyof MoneyLine>(key: K, value: MoneyLine[K] | undefined) => {
        if (value !== undefined) line[key] = value;
      };
      set('price', amount(cell(row, 'product.price'), 'price', minor, i));
      set('discount', amount(cell(row, 'product.discount'), 'discount', minor, i));
      set(
        'taxRatePercent',
        amount(cell(row, 'product.taxRate').replace('%', ''), 'taxRate', false, i),
      );
      set('netSubTotal', amount(cell(row, 'product.subTotal'), 'subTotal', minor, i));
      set('tax', amount(cell(row, 'product.tax'), 'tax', minor, i));
      set('total', amount(cell(row, 'product.total'), 'total', minor, i));
      lines.push(line);
    }
    return {
      id: cell(row, 'product.id'),
      name: cell(row, 'product.name'),
      quantity,
      quantityRaw,
      row,
    };
  });
  return { lines, describe };
}
