// Metadata as the form holds it (typed key/value rows, or JSON text) <-> the object sent.
import { formatDecimal, parseDecimal } from '../lib/parse-decimal';
import type { MetadataRow } from './order-form-schema';

/** A metadata object -> editable rows, each value with the type that reads it back. */
export function rowsFromObject(obj: Record<string, unknown>): MetadataRow[] {
  return Object.entries(obj).map(([key, value]) => {
    if (typeof value === 'string') return { key, type: 'text', value };
    if (typeof value === 'number') return { key, type: 'number', value: formatDecimal(value) };
    if (typeof value === 'boolean') return { key, type: 'boolean', value: String(value) };
    return { key, type: 'json', value: JSON.stringify(value) };
  });
}

type RowProblem = (index: number, field: 'key' | 'value', message: string) => void;

function rowValue(row: MetadataRow, problem: (message: string) => void): unknown {
  const text = row.value.trim();
  switch (row.type) {
    case 'text':
      return text;
    case 'number': {
      const n = parseDecimal(text);
      if (!n.ok || n.value === undefined) problem(n.ok ? 'Enter a number.' : n.error);
      return n.ok ? n.value : undefined;
    }
    case 'boolean':
      if (text !== 'true' && text !== 'false') problem('Choose true or false.');
      return text === 'true';
    case 'json':
      try {
        const value = JSON.parse(text) as unknown;
        if (nestsDeeper(value, MAX_METADATA_DEPTH - 1)) problem(TOO_DEEP);
        return value;
      } catch {
        problem('Enter valid JSON, e.g. {"a": 1} or [1, 2] or "text".');
        return undefined;
      }
  }
}

/** Deeper than this, JSON.stringify and storage overflow the stack: such metadata is refused. */
const MAX_METADATA_DEPTH = 64;
const TOO_DEEP = `Metadata can nest at most ${MAX_METADATA_DEPTH} levels deep; flatten it.`;

/** Whether a parsed JSON value nests deeper than `max` levels (iterative: any depth is safe). */
function nestsDeeper(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, depth] = item;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Key/value rows -> the metadata object; untouched rows are ignored. */
export function metadataFromRows(
  rows: readonly MetadataRow[],
  problem: RowProblem,
): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    const key = row.key.trim();
    if (key === '' && row.value.trim() === '') return; // an untouched row
    if (key === '') problem(i, 'key', 'Give this entry a key.');
    else if (key === '__proto__')
      problem(i, 'key', 'A key cannot be "__proto__": it would be lost on the way. Rename it.');
    else if (Object.hasOwn(out, key)) problem(i, 'key', `The key "${key}" is used twice.`);
    const value = rowValue(row, (message) => {
      problem(i, 'value', message);
    });
    if (key !== '' && key !== '__proto__') out[key] = value;
  });
  return Object.keys(out).length > 0 ? out : undefined;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON text -> the metadata object; empty text or {} is no metadata. */
export function metadataFromJson(
  text: string,
  problem: (message: string) => void,
): Record<string, unknown> | undefined {
  if (text.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isPlainObject(parsed)) {
      problem('Metadata must be a JSON object, e.g. {"channel": "newsletter"}.');
      return undefined;
    }
    if (nestsDeeper(parsed, MAX_METADATA_DEPTH)) {
      problem(TOO_DEEP);
      return undefined;
    }
    return Object.keys(parsed).length > 0 ? parsed : undefined;
  } catch (e) {
    problem(`This is not valid JSON${e instanceof SyntaxError ? `: ${e.message}` : ''}.`);
    return undefined;
  }
}
