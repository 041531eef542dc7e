// Rows + mapping -> orders: rows sharing an order ID become one order with a
// product per row; order fields come from the first row that has them. Every
// order is checked by the same builder as the order form.
import type { Order } from '../../api/contract';
import { buildOrder } from '../../orders';
import { emptyOrderForm, emptyProduct, type OrderFormValues, type TriState } from '../../orders';
import type { FieldKey, Mapping } from '../mapping/fields';
import { lineSubtotal, normaliseNumber, parseDate, parseYesNo } from './values';

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

/** An order as read, before checking: text where the file had text. */
export interface LooseOrder {
  referralCode: string;
  orderId: string;
  timestamp?: string;
  products: Record<string, string>[];
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

function number(raw: string, path: string, errors: Record<string, string>): string {
  const n = normaliseNumber(raw);
  if (n.ok) return n.value;
  errors[path] = n.error;
  return raw;
}

function tri(raw: string, path: string, errors: Record<string, string>): TriState {
  const b = parseYesNo(raw);
  if (!b.ok) errors[path] = b.error;
  return b.ok && b.value !== undefined ? (b.value ? 'yes' : 'no') : 'unset';
}

function productsOf(group: Group, cell: Cell, errors: Record<string, string>, orderTaxRaw: string) {
  const hasProductData = (row: readonly string[]) =>
    (
      [
        'product.id',
        'product.name',
        'product.quantity',
        'product.price',
        'product.subTotal',
        'product.total',
      ] as const
    ).some((f) => cell(row, f) !== '');
  const lines = group.data.filter(hasProductData);
  const products = lines.map((row, i) => {
    const at = (f: string) => `products.${i}.${f}`;
    const quantity = number(cell(row, 'product.quantity') || '1', at('quantity'), errors);
    const price = number(cell(row, 'product.price'), at('price'), errors);
    const givenSubTotal = number(cell(row, 'product.subTotal'), at('subTotal'), errors);
    const subTotal = givenSubTotal === '' ? lineSubtotal(price, quantity) : givenSubTotal;
    return {
      ...emptyProduct(),
      id: cell(row, 'product.id'),
      name: cell(row, 'product.name'),
      quantity,
      subTotal,
      tax: number(cell(row, 'product.tax'), at('tax'), errors),
      total: number(cell(row, 'product.total'), at('total'), errors),
      // Kept so that a person fixing this order gets the same derivation.
      price,
    };
  });
  const orderTax = number(orderTaxRaw, 'orderTax', errors);
  if (orderTax !== '' && Number.isFinite(Number(orderTax)) && products.every((p) => p.tax === '')) {
    const subs = products.map((p) => Number(p.subTotal) || 0);
    const sum = subs.reduce((a, b) => a + b, 0);
    let left = Number(orderTax);
    products.forEach((p, i) => {
      const share =
        i === products.length - 1
          ? cents(left)
          : cents(
              sum > 0
                ? (Number(orderTax) * (subs[i] ?? 0)) / sum
                : Number(orderTax) / products.length,
            );
      left -= share;
      p.tax = String(share);
    });
  }
  return products;
}

/** One group of rows -> an order checked by the order form's builder. */
function toOrder(group: Group, cell: Cell): Omit<ImportedOrder, 'index' | 'status' | 'skipped'> {
  const errors: Record<string, string> = {};
  const warnings: string[] = [];
  const get = (f: FieldKey) => first(group, cell, f);
  const time = parseDate(get('timestamp'));
  if (!time.ok) errors.timestamp = time.error;
  // Only a column a person mapped to Paid sets it; a customer's payment status never does.
  const paidCell = parseYesNo(get('paid'));
  if (!paidCell.ok) errors.paid = paidCell.error;
  const paid = paidCell.ok && paidCell.value === true;
  const commission = number(get('commission'), 'commission', errors);

  const values: OrderFormValues = {
    ...emptyOrderForm(get('referralCode')),
    orderId: get('orderId'),
    products: productsOf(group, cell, errors, get('orderTax')),
    customer: {
      name: get('customer.name'),
      phone: get('customer.phone'),
      email: get('customer.email'),
      ip: get('customer.ip'),
      country: get('customer.country'),
    },
    coupons: get('coupons')
      .split(/[,;]/)
      .map((c) => c.trim())
      .filter(Boolean),
    paid,
    isRoyalty: tri(get('isRoyalty'), 'isRoyalty', errors),
    custom: tri(get('custom'), 'custom', errors),
    commission,
    notes: get('notes'),
  };
  const built = buildOrder(values);
  const allErrors = { ...(built.ok ? {} : built.errors), ...errors };
  const order =
    built.ok && Object.keys(errors).length === 0
      ? {
          ...built.order,
          ...(time.ok && time.value !== undefined ? { timestamp: time.value } : {}),
        }
      : undefined;
  if (values.customer.country && !/^[a-z]{2}$/i.test(values.customer.country))
    warnings.push('Country should be a two-letter code such as US.');
  const draft: LooseOrder | undefined = order
    ? undefined
    : {
        referralCode: values.referralCode,
        orderId: values.orderId,
        timestamp: get('timestamp'),
        products: values.products.map((p) => ({ ...p })),
        customer: values.customer,
        coupons: values.coupons,
        paid: values.paid,
        commission: values.commission,
        notes: values.notes,
      };
  return {
    rows: group.rows,
    code: values.referralCode.trim(),
    orderId: values.orderId.trim(),
    errors: allErrors,
    warnings,
    ...(order ? { order } : { draft }),
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
    const o = toOrder(group, cell);
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
