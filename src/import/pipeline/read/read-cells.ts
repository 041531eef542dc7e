// Reading a file's cells through a mapping: one reader per field, built once
// (this is the hot loop of an import), with a preset's transforms, money in
// cents or as lists (JSON arrays flattened to "5.80, 1.90").
import type { FieldKey, Mapping } from '../fields';
import type { PresetDefinition } from '../presets/types';
import { normaliseNumber, type Read } from './values';

export type Row = readonly string[];
/** One field's cell of a row, trimmed. */
export type FieldReader = (row: Row) => string;
export interface CellReader {
  (row: Row, field: FieldKey): string;
  /** The field's own reader; undefined when the file does not give the field (its cells all read ""). */
  of: (field: FieldKey) => FieldReader | undefined;
}
export type ColumnOf = (row: Row, header: string) => string;

export function columnReader(headers: readonly string[]): ColumnOf {
  const index = new Map(headers.map((h, i) => [h, i]));
  return (row, header) => {
    const i = index.get(header);
    return i === undefined ? '' : (row[i] ?? '').trim();
  };
}

export function cellReader(
  headers: readonly string[],
  mapping: Mapping,
  preset: PresetDefinition | undefined,
): CellReader {
  const column = columnReader(headers);
  const readers = new Map<FieldKey, FieldReader>();
  for (const [field, source] of Object.entries(mapping) as [FieldKey, Mapping[FieldKey]][]) {
    if (source?.kind === 'constant') {
      const value = source.value.trim();
      readers.set(field, () => value);
    } else if (source?.kind === 'column' || source?.kind === 'lookup') {
      const i = headers.indexOf(source.column);
      if (i < 0) continue;
      const transform = preset?.transforms?.[field];
      if (transform && transform.from === source.column)
        readers.set(field, (row) => transform.read((h) => column(row, h)).trim());
      else readers.set(field, (row) => (row[i] ?? '').trim());
    }
  }
  const of = (field: FieldKey) => readers.get(field);
  return Object.assign((row: Row, field: FieldKey) => readers.get(field)?.(row) ?? '', { of });
}

/** Is a field given by the mapping (a column that exists, or a value)? */
export function mappedFields(headers: readonly string[], mapping: Mapping): Set<FieldKey> {
  const out = new Set<FieldKey>();
  for (const [field, source] of Object.entries(mapping) as [FieldKey, Mapping[FieldKey]][]) {
    if (source?.kind === 'constant' && source.value.trim() !== '') out.add(field);
    if ((source?.kind === 'column' || source?.kind === 'lookup') && headers.includes(source.column))
      out.add(field);
  }
  return out;
}

const PLAIN = /^-?\d+(?:\.\d+)?$/;
const LIST = /^-?\d+(?:\.\d+)?(?:\s*[,;|]\s+-?\d+(?:\.\d+)?)+$/;

/**
 * A money or quantity cell -> a number; "" -> undefined. A list of numbers
 * (a JSON array flattened by the parser) is summed; cents are turned into units.
 */
export function readAmount(
  raw: string,
  /** In the currency's lowest unit: true for cents, or that unit's digits (0 for JPY). */
  minorUnits: boolean | number = false,
): Read<number | undefined> {
  const text = raw.trim();
  if (text === '') return { ok: true, value: undefined };
  let value: number;
  // Most cells are plain ("19.99", "-5", "2"): normaliseNumber would give the text
  // itself back (nothing to strip, no separators), so Number(text) is the same value.
  if (PLAIN.test(text)) value = Number(text);
  else if (LIST.test(text))
    value = text
      .split(/\s*[,;|]\s+/)
      .map(Number)
      .reduce((a, b) => a + b, 0);
  else {
    const n = normaliseNumber(text.replace(/^'/, ''));
    if (!n.ok) return n;
    value = Number(n.value);
  }
  if (!Number.isFinite(value)) return { ok: false, error: `"${text}" is not a number.` };
  const digits = minorUnits === true ? 2 : minorUnits === false ? 0 : minorUnits;
  return { ok: true, value: digits === 0 ? value : value / 10 ** digits };
}
