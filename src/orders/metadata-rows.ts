import type { MetadataRow } from './order-form-values';

/** A metadata object -> editable rows, each value with the type that reads it back. */
export function rowsFromObject(obj: Record<string, unknown>): MetadataRow[] {
  return Object.entries(obj).map(([key, value]) => {
    if (typeof value === 'string') return { key, type: 'text', value };
    if (typeof value === 'number') return { key, type: 'number', value: String(value) };
    if (typeof value === 'boolean') return { key, type: 'boolean', value: String(value) };
    return { key, type: 'json', value: JSON.stringify(value) };
  });
}
