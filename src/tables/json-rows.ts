// JSON orders -> the same header + rows shape as a CSV, one row per line item,
// so one mapping and one grouping serve every format. The shape is described
// at the top of table-meta.ts.

/** JSON input marks each row with the object it came from, so two objects with one ID are told apart from one order's products. */
export const OBJECT_COLUMN = '#object';

/** Arrays of an order's products, by the names shops give them (first found wins). */
const LINE_ITEM_KEYS = ['line_items', 'lineItems', 'items', 'products'] as const;
/** Columns of a `products` array keep the contract's field names (`product.subTotal`), so contract-shaped JSON maps itself. */
const columnPrefix = (key: string) => (key === 'products' ? 'product' : key);
/** Paths stop at three names (`total_shipping_price_set.shop_money.amount`); deeper data is left out. */
const MAX_DEPTH = 3;
/** In an array of objects (tax_lines, discount_codes…) these fields are summed… */
const MONEY_KEYS = new Set([
  'amount',
  'price',
  'discounted_price',
  'total',
  'subtotal',
  'tax',
  'total_tax',
  'tax_total',
  'shipping_tax_total',
  'discount',
  'discount_tax',
]);
/** …and these joined, so `discount_codes.code` reads "SAVE10, FREESHIP". */
const CODE_KEYS = new Set(['code']);

type Cells = Record<string, string>;
type Json = Record<string, unknown>;

const isRecord = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: unknown) =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

function scalarText(v: unknown): string {
  if (typeof v === 'string') return v;
  return typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
}

/** "12.5" -> 1250n at scale 2; undefined when the value is not a plain decimal. */
function decimalParts(v: unknown): { digits: string; decimals: number } | undefined {
  const s =
    typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v : '';
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s.trim());
  if (!m) return undefined;
  return { digits: `${m[1] ?? ''}${m[2] ?? ''}${m[3] ?? ''}`, decimals: (m[3] ?? '').length };
}

/** Exact decimal sum ("4.63" + "1.2" = "5.83"), or undefined when a value is not a number. */
function sumDecimals(values: readonly unknown[]): string | undefined {
  const parts = values.map(decimalParts);
  if (parts.some((p) => p === undefined)) return undefined;
  const scale = Math.max(0, ...parts.map((p) => p?.decimals ?? 0));
  let total = 0n;
  for (const p of parts) if (p) total += BigInt(p.digits) * 10n ** BigInt(scale - p.decimals);
  const sign = total < 0n ? '-' : '';
  const abs = (total < 0n ? -total : total).toString().padStart(scale + 1, '0');
  return scale === 0 ? `${sign}${abs}` : `${sign}${abs.slice(0, -scale)}.${abs.slice(-scale)}`;
}

/** Collects the cells of one object and the paths that could not become a cell. */
class Flattener {
  readonly notImported = new Set<string>();

  object(obj: Json, prefix: string, depth: number, out: Cells, skip?: string): void {
    for (const [key, value] of Object.entries(obj)) {
      if (key === skip) continue;
      this.value(value, prefix ? `${prefix}.${key}` : key, depth + 1, out);
    }
  }

  private value(value: unknown, path: string, depth: number, out: Cells): void {
    if (isScalar(value)) out[path] = scalarText(value);
    else if (depth >= MAX_DEPTH) this.notImported.add(path);
    else if (isRecord(value)) this.object(value, path, depth, out);
    else if (Array.isArray(value)) this.array(value, path, out);
    else this.notImported.add(path);
  }

  private array(items: readonly unknown[], path: string, out: Cells): void {
    if (items.length === 0) return;
    if (items.every((v) => typeof v === 'string')) {
      out[path] = items.join(', ');
      return;
    }
    if (!items.every(isRecord)) {
      this.notImported.add(path);
      return;
    }
    const keys = new Set(items.flatMap((item) => Object.keys(item)));
    for (const key of keys) {
      const values = items.map((item) => item[key]).filter((v) => v !== undefined && v !== null);
      const column = `${path}.${key}`;
      const sum = MONEY_KEYS.has(key) ? sumDecimals(values) : undefined;
      if (sum !== undefined && values.length > 0) out[column] = sum;
      else if (CODE_KEYS.has(key) && values.every((v) => typeof v === 'string'))
        out[column] = values.join(', ');
      else if (MONEY_KEYS.has(key) && values.length === 0) out[column] = '';
      else this.notImported.add(column);
    }
  }
}

export interface JsonTable {
  headers: string[];
  rows: string[][];
  /** Paths left out because they hold nested data: "line_items.properties". */
  notImported: string[];
}

export function jsonToRows(objects: readonly unknown[]): JsonTable {
  const flat = new Flattener();
  const records: Cells[] = [];
  objects.forEach((item, n) => {
    const marker = { [OBJECT_COLUMN]: String(n + 1) };
    if (!isRecord(item)) {
      records.push(marker);
      return;
    }
    const linesKey = LINE_ITEM_KEYS.find((k) => isRecordArray(item[k]));
    const lines = linesKey ? (item[linesKey] as Json[]) : [];
    const order: Cells = { ...marker };
    flat.object(item, '', 0, order, linesKey);
    if (lines.length === 0) records.push(order);
    for (const line of lines) {
      const row: Cells = { ...order };
      if (linesKey && isRecord(line)) flat.object(line, columnPrefix(linesKey), 1, row);
      records.push(row);
    }
  });
  const headers = [OBJECT_COLUMN];
  const seen = new Set(headers);
  for (const r of records)
    for (const k of Object.keys(r))
      if (!seen.has(k)) {
        seen.add(k);
        headers.push(k);
      }
  return {
    headers,
    rows: records.map((r) => headers.map((h) => r[h] ?? '')),
    notImported: [...flat.notImported],
  };
}

export type JsonParse =
  | {
      ok: true;
      objects: unknown[];
      format: 'json' | 'ndjson';
      /** The top-level key the orders were found under (`orders` in Shopify's REST answer). */
      wrapper?: string;
    }
  | { ok: false; error: string };

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

const isLineItems = (k: string) => (LINE_ITEM_KEYS as readonly string[]).includes(k);
const isRecordArray = (v: unknown): v is Json[] => Array.isArray(v) && v.every(isRecord);
/** When several keys hold arrays of objects, these name the one holding the orders. */
const WRAPPER_KEYS = ['orders', 'data', 'results', 'records', 'items', 'transactions', 'sales'];

/**
 * An object holding the orders under one key (`{"orders":[…]}`, `{"data":[…], "meta":{…}}`).
 * One order (its own fields beside its line items) is not a wrapper.
 */
function wrappedArray(obj: Json): { key: string; objects: unknown[] } | undefined {
  const entries = Object.entries(obj);
  const arrays = entries.filter((e): e is [string, Json[]] => isRecordArray(e[1]));
  const oneOrder =
    arrays.some(([k]) => isLineItems(k)) &&
    entries.some(([, v]) => typeof v === 'string' || typeof v === 'number');
  if (!oneOrder) {
    const filled = arrays.filter(([, v]) => v.length > 0);
    const found =
      filled.length === 1
        ? filled[0]
        : arrays.length === 1
          ? arrays[0]
          : filled.find(([k]) => WRAPPER_KEYS.includes(k));
    if (found) return { key: found[0], objects: found[1] };
  }
  // `{"order": {…}}`, Shopify's answer for one order.
  const only = entries.length === 1 ? entries[0] : undefined;
  return only && isRecord(only[1]) ? { key: only[0], objects: [only[1]] } : undefined;
}

/** A JSON array, an object wrapping one, a single object, or NDJSON (one JSON value a line). */
export function parseJsonText(text: string): JsonParse {
  const trimmed = text.trim();
  let whole: unknown;
  try {
    whole = JSON.parse(trimmed);
  } catch (e) {
    if (!trimmed.startsWith('{')) return { ok: false, error: `Not valid JSON: ${errorText(e)}` };
    return parseNdjson(trimmed);
  }
  if (Array.isArray(whole)) return { ok: true, objects: whole, format: 'json' };
  if (isRecord(whole)) {
    const wrapped = wrappedArray(whole);
    return wrapped
      ? { ok: true, objects: wrapped.objects, format: 'json', wrapper: wrapped.key }
      : { ok: true, objects: [whole], format: 'json' };
  }
  return { ok: false, error: 'Expected JSON orders: an array, or objects, one a line.' };
}

function parseNdjson(text: string): JsonParse {
  const objects: unknown[] = [];
  const lines = text.split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '') continue;
    try {
      objects.push(JSON.parse(line));
    } catch (e) {
      return { ok: false, error: `Not valid JSON on line ${i + 1}: ${errorText(e)}` };
    }
  }
  return { ok: true, objects, format: 'ndjson' };
}
