// One order's rows -> its product lines: a line per row with product data (the
// money rule's input, and the ID, name and quantity the products keep), or one
// product for an order the file gives only an amount for.
import type { FieldKey } from '../fields';
import { LINE_MONEY_FIELDS, type AmountCells } from './read-amount-cells';
import type { MoneyLine } from '../money/money';
import type { CellReader, FieldReader, Row } from './read-cells';

const PRODUCT_FIELDS: readonly FieldKey[] = [
  'product.id',
  'product.name',
  'product.quantity',
  ...LINE_MONEY_FIELDS,
];

export interface ProductLine {
  id: string;
  name: string;
  quantity: number | undefined;
  quantityRaw: string;
  /** The line's row: its money cells are read as written only for an order a person must fix. */
  row: Row;
}

export type ProductLinesReader = (
  data: readonly Row[],
  cells: AmountCells,
) => { lines: MoneyLine[]; describe: ProductLine[] };

const NONE: FieldReader = () => '';

/**
 * The reader of every order's lines in one file: which product fields the file
 * gives is settled once here, not per order (a field it lacks reads "" in every row).
 */
export function productLinesReader(
  cell: CellReader,
  mapped: ReadonlySet<FieldKey>,
): ProductLinesReader {
  const amountOnly = !LINE_MONEY_FIELDS.some((f) => mapped.has(f));
  const given = PRODUCT_FIELDS.flatMap((f) => cell.of(f) ?? []);
  const hasProductData = (row: Row) => given.some((read) => read(row) !== '');
  const of = (f: FieldKey) => cell.of(f) ?? NONE;
  const quantityRead = cell.of('product.quantity') !== undefined;
  const [id, name, quantityOf, price, discount, taxRate, subTotal, tax, total] = [
    of('product.id'),
    of('product.name'),
    of('product.quantity'),
    of('product.price'),
    of('product.discount'),
    of('product.taxRate'),
    of('product.subTotal'),
    of('product.tax'),
    of('product.total'),
  ];
  return (data, cells) => {
    const { minor } = cells;
    const lines: MoneyLine[] = [];
    const describe: ProductLine[] = [];
    const rowsForLines = amountOnly ? data.slice(0, 1) : data.filter(hasProductData);
    for (const [i, row] of rowsForLines.entries()) {
      const quantityRaw = quantityOf(row);
      const read = cells.amount(quantityRaw, 'quantity', false, i);
      const quantity = quantityRaw === '' ? 1 : read;
      if (!amountOnly) {
        // Each amount is read (and its problem noted) in this order, set only when given.
        const line: MoneyLine = { quantity: quantity ?? 1 };
        const p = cells.amount(price(row), 'price', minor, i);
        if (p !== undefined) line.price = p;
        const d = cells.amount(discount(row), 'discount', minor, i);
        if (d !== undefined) line.discount = d;
        const r = cells.amount(taxRate(row).replace('%', ''), 'taxRate', false, i);
        if (r !== undefined) line.taxRatePercent = r;
        const s = cells.amount(subTotal(row), 'subTotal', minor, i);
        if (s !== undefined) line.netSubTotal = s;
        const t = cells.amount(tax(row), 'tax', minor, i);
        if (t !== undefined) line.tax = t;
        const tt = cells.amount(total(row), 'total', minor, i);
        if (tt !== undefined) line.total = tt;
        // Price × quantity with the quantity cell empty: 1 would be a guess at the amount.
        const fromPrice = line.netSubTotal === undefined && line.total === undefined;
        if (quantityRead && quantityRaw === '' && line.price !== undefined && fromPrice)
          cells.missing(
            'quantity',
            i,
            'The file leaves this line’s quantity empty, and its amount is price × quantity.',
            'Quantity',
          );
        lines.push(line);
      }
      describe.push({ id: id(row), name: name(row), quantity, quantityRaw, row });
    }
    return { lines, describe };
  };
}
