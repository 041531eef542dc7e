// Rows + mapping -> orders: rows sharing an order ID become one order with a
// product per row; order fields come from the first row that has them. Cells are
// read into an OrderDraft and every order is checked by the order rules (toOrder),
// the same ones the order form uses.
import type { Order } from '../../api/contract';
import { toOrder, type OrderDraft, type ProductDraft } from '../../orders';
import type { FieldKey, Mapping } from '../mapping/fields';
import { lineSubtotal, parseDate, parseYesNo, readNumber } from './values';

export type ImportStatus = 'valid' | 'invalid' | 'duplicate';

export interface ImportedOrder {
  index: number;
  /** 1-based data row numbers (after the header) the order came from. */
  rows: number[];
  code: string;
  orderId: string;
  status: ImportStatus;
  /** Problems by field ("orderId", "products.0.quantity", …). */
  errors: Record<string, string>;
  warnings: string[];
  order?: Order;
  /** For an order with problems: what was read, for a person to fix. */
  draft?: LooseOrder;
  skipped: boolean;
}

/** An order as read, before checking: numbers where they could be read, the cell's text where not. */
export interface LooseOrder {
  referralCode: string;
  orderId: string;
  timestamp?: string;
  products: Record<string, string | number>[];
  [field: string]: unknown;
}

export const DERIVATION_RULE =
  'Subtotal: the mapped Subtotal, else Unit price × Quantity. Tax: the mapped Tax, else the order tax split over products in proportion to their subtotals (rounded to cents, the remainder on the last product). Total: the mapped Total, else Subtotal + Tax.';

const cents = (n: number) => Math.round(n * 100) / 100;

type Cell = (row: readonly string[], field: FieldKey) => string;

/** One reader per mapped field, built once: reading cells is the hot loop of an import. */
function cellReader(headers: readonly string[], mapping: Mapping): Cell {
  const readers = new Map<FieldKey, (row: readonly string[]) => string>();
  for (const [field, source] of Object.entries(mapping) as [FieldKey, Mapping[FieldKey]][]) {
    if (source?.kind === 'constant') {
      const value = source.value.trim();
      readers.set(field, () => value);
    } else if (source?.kind === 'column') {
      const i = headers.indexOf(source.column);
      if (i >= 0) readers.set(field, (row) => (row[i] ?? '').trim());
    }
  }
  return (row, field) => readers.get(field)?.(row) ?? '';
}

interface Group {
  rows: number[];
  data: (readonly string[])[];
}

function groupRows(rows: readonly (readonly string[])[], cell: Cell): Map<string, Group> {
  const groups = new Map<string, Group>();
  rows.forEach((row, i) => {
    const id = cell(row, 'orderId');
    // A row without an order ID is its own (invalid) order.
    const key = id === '' ? `\u0000row${i}` : id;
    const group = groups.get(key) ?? { rows: [], data: [] };
    group.rows.push(i + 1);
    group.data.push(row);
    groups.set(key, group);
  });
  return groups;
}

const first = (group: Group, cell: Cell, field: FieldKey) => {
  for (const row of group.data) {
    const v = cell(row, field);
    if (v !== '') return v;
  }
  return '';
};

/** Reads cells and notes what cannot be read; `loose` keeps the cell's text for a person to fix. */
class CellReading {
  errors: Record<string, string> = {};

  number(
    raw: string,
    path: string,
    loose?: { into: Record<string, string | number>; key: string },
  ) {
    const read = readNumber(raw);
    if (!read.ok) this.errors[path] = read.error;
    const value = read.ok ? read.value : undefined;
    if (loose && raw !== '') loose.into[loose.key] = value ?? raw;
    return value;
  }

  yesNo(raw: string, path: string) {
    const read = parseYesNo(raw);
    if (!read.ok) this.errors[path] = read.error;
    return read.ok ? read.value : undefined;
  }
}

const PRODUCT_FIELDS = [
  'product.id',
  'product.name',
  'product.quantity',
  'product.price',
  'product.subTotal',
  'product.total',
] as const;

interface Line {
  product: ProductDraft;
  loose: Record<string, string | number>;
  taxGiven: boolean;
}

function productsOf(group: Group, cell: Cell, read: CellReading, orderTaxRaw: string) {
  const lines = group.data
    .filter((row) => PRODUCT_FIELDS.some((f) => cell(row, f) !== ''))
    .map((row, i): Line => {
      const at = (f: string) => `products.${i}.${f}`;
      const id = cell(row, 'product.id');
      const name = cell(row, 'product.name');
      // `loose` keeps the price, not a derived subtotal, so a person fixing this order gets the same derivation.
      const loose: Line['loose'] = { id, name };
      const num = (field: FieldKey, key: string, raw = cell(row, field)) =>
        read.number(raw, at(key), { into: loose, key });
      const quantity = num('product.quantity', 'quantity', cell(row, 'product.quantity') || '1');
      const price = num('product.price', 'price');
      const subTotalCell = cell(row, 'product.subTotal');
      const subTotal =
        subTotalCell === '' && !read.errors[at('quantity')]
          ? lineSubtotal(price, quantity)
          : num('product.subTotal', 'subTotal');
      const taxCell = cell(row, 'product.tax');
      const product: ProductDraft = {
        id,
        name,
        quantity,
        subTotal,
        tax: num('product.tax', 'tax'),
        total: num('product.total', 'total'),
      };
      return { product, loose, taxGiven: taxCell !== '' };
    });
  const orderTax = read.number(orderTaxRaw, 'orderTax');
  if (orderTax !== undefined && lines.every((l) => !l.taxGiven)) splitTax(lines, orderTax);
  return lines;
}

/** The order's tax over its products in proportion to their subtotals, in cents. */
function splitTax(lines: Line[], orderTax: number) {
  const subs = lines.map((l) => l.product.subTotal ?? 0);
  const sum = subs.reduce((a, b) => a + b, 0);
  let left = orderTax;
  lines.forEach((line, i) => {
    const share =
      i === lines.length - 1
        ? cents(left)
        : cents(sum > 0 ? (orderTax * (subs[i] ?? 0)) / sum : orderTax / lines.length);
    left -= share;
    line.product.tax = share;
    line.loose.tax = share;
  });
}

/** One group of rows -> an order checked by the order rules. */
function orderOf(group: Group, cell: Cell): Omit<ImportedOrder, 'index' | 'status' | 'skipped'> {
  const read = new CellReading();
  const warnings: string[] = [];
  const get = (f: FieldKey) => first(group, cell, f);
  const time = parseDate(get('timestamp'));
  if (!time.ok) read.errors.timestamp = time.error;
  const lines = productsOf(group, cell, read, get('orderTax'));
  const draft: OrderDraft = {
    referralCode: get('referralCode'),
    orderId: get('orderId'),
    products: lines.map((l) => l.product),
    customer: {
      name: get('customer.name'),
      phone: get('customer.phone'),
      email: get('customer.email'),
      ip: get('customer.ip'),
      country: get('customer.country'),
    },
    coupons: get('coupons').split(/[,;]/),
    // Only a column a person mapped to Paid sets it; a customer's payment status never does.
    paid: read.yesNo(get('paid'), 'paid'),
    isRoyalty: read.yesNo(get('isRoyalty'), 'isRoyalty'),
    custom: read.yesNo(get('custom'), 'custom'),
    commission: read.number(get('commission'), 'commission'),
    notes: get('notes'),
    timestamp: time.ok ? time.value : undefined,
  };
  const built = toOrder(draft);
  const errors = { ...(built.ok ? {} : built.errors), ...read.errors };
  const order = built.ok && Object.keys(read.errors).length === 0 ? built.order : undefined;
  const country = draft.customer?.country ?? '';
  if (country && !/^[a-z]{2}$/i.test(country))
    warnings.push('Country should be a two-letter code such as US.');
  return {
    rows: group.rows,
    code: draft.referralCode,
    orderId: draft.orderId,
    errors,
    warnings,
    ...(order
      ? { order }
      : { draft: looseOrder(draft, lines, get('timestamp'), get('commission')) }),
  };
}

/** What was read, for a person to fix in the preview's edit box. */
function looseOrder(
  draft: OrderDraft,
  lines: Line[],
  time: string,
  commission: string,
): LooseOrder {
  return {
    referralCode: draft.referralCode,
    orderId: draft.orderId,
    timestamp: time,
    products: lines.map((l) => l.loose),
    customer: draft.customer,
    coupons: draft.coupons?.map((c) => c.trim()).filter(Boolean),
    paid: draft.paid,
    commission: draft.commission ?? commission,
    notes: draft.notes,
  };
}

/** JSON input marks each row with the object it came from, so two objects with one ID are told apart from one order's products. */
export const OBJECT_COLUMN = '#object';

function repeatedInFile(group: Group, objectColumn: number): boolean {
  if (objectColumn >= 0) return new Set(group.data.map((row) => row[objectColumn])).size > 1;
  // In a spreadsheet an order's rows stand together; the same ID further down is a repeat.
  return group.rows.some((row, i) => i > 0 && row !== (group.rows[i - 1] ?? 0) + 1);
}

/**
 * All orders in the file. Duplicates (an ID repeated in the file, or already sent
 * on this connection) are flagged and skipped until a person includes them.
 */
export function buildOrders(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  mapping: Mapping,
  alreadySent: ReadonlySet<string> = new Set(),
): ImportedOrder[] {
  const cell = cellReader(headers, mapping);
  const objectColumn = headers.indexOf(OBJECT_COLUMN);
  const groups = groupRows(rows, cell);
  return [...groups.values()].map((group, index) => {
    const o = orderOf(group, cell);
    const inFile = repeatedInFile(group, objectColumn);
    const sent = alreadySent.has(o.orderId);
    if (inFile)
      o.warnings.push('This order ID appears more than once in the file; its rows were merged.');
    if (sent) o.warnings.push('Already sent from this console on this connection (see History).');
    const status: ImportStatus =
      Object.keys(o.errors).length > 0 || !o.order
        ? 'invalid'
        : inFile || sent
          ? 'duplicate'
          : 'valid';
    return { ...o, index, status, skipped: status === 'duplicate' };
  });
}
