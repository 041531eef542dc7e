// Test helper: a JSON export flattened the way the import's parser is to do it
// (issue 10a): the orders array unwrapped from {"orders": [...]}, one row per
// line item, dotted names for nested values (line_items.price,
// billing_address.country_code), values of arrays of objects joined with ", "
// (refunds.transactions.amount), and "#object" naming the order each row came from.
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function leaves(value: unknown, path: string, out: Map<string, string[]>) {
  if (Array.isArray(value)) {
    if (value.every((v) => !isRecord(v) && !Array.isArray(v))) {
      add(out, path, value.map(String).join(', '));
      return;
    }
    for (const v of value) leaves(v, path, out);
    if (value.length === 0) add(out, path, '');
    return;
  }
  if (isRecord(value)) {
    for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, out);
    return;
  }
  add(
    out,
    path,
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : '',
  );
}

function add(out: Map<string, string[]>, path: string, text: string) {
  const list = out.get(path) ?? [];
  if (text !== '') list.push(text);
  out.set(path, list);
}

const flat = (value: unknown, prefix = '') => {
  const out = new Map<string, string[]>();
  leaves(value, prefix, out);
  return new Map([...out].map(([k, v]) => [k, v.join(', ')]));
};

export function flattenJsonOrders(
  json: unknown,
  lineKey = 'line_items',
): { headers: string[]; rows: string[][] } {
  const list = Array.isArray(json)
    ? json
    : isRecord(json)
      ? (Object.values(json).find(Array.isArray) ?? [])
      : [];
  const records: Map<string, string>[] = [];
  list.forEach((order: unknown, n) => {
    if (!isRecord(order)) return;
    const { [lineKey]: lines, ...rest } = order;
    const base = flat(rest);
    base.set('#object', String(n + 1));
    const items = Array.isArray(lines) && lines.length > 0 ? lines : [{}];
    for (const item of items) records.push(new Map([...base, ...flat(item, lineKey)]));
  });
  const headers = ['#object'];
  for (const r of records) for (const k of r.keys()) if (!headers.includes(k)) headers.push(k);
  return { headers, rows: records.map((r) => headers.map((h) => r.get(h) ?? '')) };
}
