// Test helper: a JSON export flattened as the import's parser does it (issue
// 10a's json-rows.ts, not on this branch yet): the orders unwrapped from
// {"orders": [...]}, one row per line item with the order's fields repeated,
// dotted names up to three deep (total_shipping_price_set.shop_money.amount),
// and in arrays of objects money fields summed (line_items.tax_lines.price) and
// codes joined (discount_codes.code); anything else in them is left out.
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
const LINE_KEYS = ['line_items', 'lineItems', 'items', 'products'];
type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';

function flat(
  obj: Json,
  prefix: string,
  depth: number,
  out: Record<string, string>,
  skip?: string,
) {
  for (const [key, value] of Object.entries(obj)) {
    if (key === skip) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (value === null || !(typeof value === 'object')) out[path] = text(value);
    else if (depth + 1 >= 3) continue;
    else if (isRecord(value)) flat(value, path, depth + 1, out);
    else if (Array.isArray(value) && value.length > 0) {
      if (value.every((v) => typeof v === 'string')) out[path] = value.join(', ');
      else if (value.every(isRecord))
        for (const k of new Set(value.flatMap((v) => Object.keys(v)))) {
          const values = value.map((v) => v[k]).filter((v) => v !== undefined && v !== null);
          if (MONEY_KEYS.has(k) && values.every((v) => !Number.isNaN(Number(v))))
            out[`${path}.${k}`] =
              values.length === 0
                ? ''
                : (
                    Math.round(values.reduce((a: number, v) => a + Number(v), 0) * 100) / 100
                  ).toFixed(2);
          else if (k === 'code') out[`${path}.${k}`] = values.map(text).join(', ');
        }
    }
  }
}

export function flattenJsonOrders(json: unknown): { headers: string[]; rows: string[][] } {
  const list = Array.isArray(json)
    ? json
    : isRecord(json)
      ? (Object.values(json).find(Array.isArray) ?? [])
      : [];
  const records: Record<string, string>[] = [];
  (list as unknown[]).forEach((order, n) => {
    if (!isRecord(order)) return;
    const linesKey = LINE_KEYS.find((k) => Array.isArray(order[k]));
    const base: Record<string, string> = { '#object': String(n + 1) };
    flat(order, '', 0, base, linesKey);
    const lines = linesKey ? (order[linesKey] as unknown[]) : [];
    if (lines.length === 0) records.push(base);
    for (const line of lines) {
      const row = { ...base };
      if (isRecord(line) && linesKey) flat(line, linesKey, 1, row);
      records.push(row);
    }
  });
  const headers = ['#object'];
  for (const r of records)
    for (const k of Object.keys(r)) if (!headers.includes(k)) headers.push(k);
  return { headers, rows: records.map((r) => headers.map((h) => r[h] ?? '')) };
}
