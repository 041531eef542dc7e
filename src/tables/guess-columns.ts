// Guessing which column holds which field from the headers' names, for any list
// of fields: the import's order fields, or a commission change's four columns.

/**
 * Case, space and punctuation do not count: "Lineitem_SKU" = "lineitem sku". A "#"
 * reads as "number", so "Item #" (a line number) is not taken for "Item" (a name).
 */
export const normaliseHeader = (h: string) =>
  h
    .toLowerCase()
    .replace(/#/g, 'number')
    .replace(/[^a-z0-9]+/g, '');

export interface GuessField<K extends string> {
  key: K;
  synonyms: readonly string[];
  /** Only ever mapped by a person. */
  neverGuessed?: true;
}

/** A header for each field: exact field names first, then synonyms in the order listed; a column serves one field. */
export function guessColumns<K extends string>(
  headers: readonly string[],
  fields: readonly GuessField<K>[],
): Partial<Record<K, string>> {
  const byName = new Map(headers.map((h) => [normaliseHeader(h), h]));
  const used = new Set<string>();
  const found: Partial<Record<K, string>> = {};
  for (const pass of ['key', 'synonyms'] as const) {
    for (const field of fields) {
      if (found[field.key] !== undefined || field.neverGuessed) continue;
      const names = pass === 'key' ? [field.key] : field.synonyms;
      for (const name of names) {
        const header = byName.get(normaliseHeader(name));
        if (header !== undefined && !used.has(header)) {
          found[field.key] = header;
          used.add(header);
          break;
        }
      }
    }
  }
  return found;
}
