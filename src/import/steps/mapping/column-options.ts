// Which columns a field's select lists. A file with a few dozen columns lists
// them all; one with thousands lists only the chosen column and those whose
// names resemble the field, and the shared search finds the rest: 35 selects ×
// 10,000 options would be a third of a million elements.
import { IMPORT_FIELDS, type FieldKey } from '../../pipeline/fields';
import { normaliseHeader } from '../../../tables/guess-columns';

export const LIST_ALL_UP_TO = 150;
const SUGGESTIONS = 8;

/** Per field, the columns worth offering first in a large file. */
export function suggestColumns(headers: readonly string[]): Map<FieldKey, string[]> {
  const names = headers.map((h) => [h, normaliseHeader(h)] as const);
  const out = new Map<FieldKey, string[]>();
  for (const field of IMPORT_FIELDS) {
    const words = [field.label, ...field.synonyms, field.key.replace(/^.*\./, '')]
      .map(normaliseHeader)
      .filter((w) => w.length > 2);
    const hits: string[] = [];
    for (const [header, name] of names) {
      if (words.some((w) => name.includes(w))) hits.push(header);
      if (hits.length >= SUGGESTIONS) break;
    }
    out.set(field.key, hits);
  }
  return out;
}

/** Columns whose name holds every word of the query, in file order, at most `limit`. */
export function searchColumns(headers: readonly string[], query: string, limit = 100) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = headers.filter((h) => {
    const name = h.toLowerCase();
    return words.every((w) => name.includes(w));
  });
  return { shown: matches.slice(0, limit), total: matches.length };
}
