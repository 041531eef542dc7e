// JSON arrays and NDJSON -> the same header + rows shape as a CSV, one row
// per product, so one mapping and one grouping serve every format.
import { OBJECT_COLUMN } from '../build/build-orders';

const PRODUCT_KEYS = ['id', 'name', 'quantity', 'price', 'subTotal', 'tax', 'total'] as const;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function text(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(text).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  if (typeof v === 'string') return v;
  return typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);
}

/** Flattens one level: { customer: { email } } -> { "customer.email": … }. */
function flatten(obj: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(obj)) {
    if (key === 'products' || key === 'items' || key === 'lineItems') continue;
    if (isRecord(value)) for (const [k, v] of Object.entries(value)) out[`${key}.${k}`] = text(v);
    else out[key] = text(value);
  }
  return out;
}

export function jsonToRows(objects: readonly unknown[]): { headers: string[]; rows: string[][] } {
  const headers: string[] = [OBJECT_COLUMN];
  const seen = new Set(headers);
  const records: Record<string, string>[] = [];
  objects.forEach((item, n) => {
    if (!isRecord(item)) {
      records.push({ [OBJECT_COLUMN]: String(n + 1) });
      return;
    }
    const base = { ...flatten(item), [OBJECT_COLUMN]: String(n + 1) };
    const lines = [item.products, item.items, item.lineItems].find(Array.isArray) as
      unknown[] | undefined;
    const products = lines && lines.length > 0 ? lines : [{}];
    for (const product of products) {
      const row: Record<string, string> = { ...base };
      if (isRecord(product))
        for (const k of PRODUCT_KEYS) if (k in product) row[`product.${k}`] = text(product[k]);
      records.push(row);
    }
  });
  for (const r of records) {
    for (const k of Object.keys(r)) {
      if (seen.has(k)) continue;
      seen.add(k);
      headers.push(k);
    }
  }
  return { headers, rows: records.map((r) => headers.map((h) => r[h] ?? '')) };
}

/** A JSON array, or NDJSON (one JSON value a line). */
export function parseJsonText(
  text: string,
): { ok: true; objects: unknown[] } | { ok: false; error: string } {
  const trimmed = text.trim();
  try {
    if (trimmed.startsWith('[')) {
      const parsed: unknown = JSON.parse(trimmed);
      return Array.isArray(parsed)
        ? { ok: true, objects: parsed }
        : { ok: false, error: 'Expected a JSON array of orders.' };
    }
    const lines = trimmed.split(/\r?\n/).filter((l) => l.trim() !== '');
    return { ok: true, objects: lines.map((l) => JSON.parse(l) as unknown) };
  } catch (e) {
    return { ok: false, error: `Not valid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
}
