// Autocomplete's read: the last values sent on a connection whose key starts with a
// prefix, from the `suggestions` store that suggestions.ts writes. Apart from the writes
// because it opens the database (history-store's db()), which loads history-db.ts,
// which writes suggestions: kept together they were an import cycle.
import { db } from './history-store';
import type { SuggestionKind, SuggestionRecord, SuggestionValues } from './suggestions';

/** How many suggestions a field offers. */
const SUGGESTION_LIMIT = 8;
/** How many prefix matches are read (in key order) before the newest are picked. */
const PREFIX_READ = 50;

/**
 * The values last sent on `connectionId` whose key starts with `prefix` (any case),
 * newest first; an empty prefix gives the newest of that kind. Index reads only.
 */
export async function findSuggestions<K extends SuggestionKind>(
  connectionId: string,
  kind: K,
  prefix: string,
): Promise<SuggestionValues[K][]> {
  const database = await db();
  const start = prefix.trim().toLowerCase();
  let found: SuggestionRecord[];
  if (start === '') {
    found = [];
    const range = IDBKeyRange.bound(
      [connectionId, kind, -Infinity],
      [connectionId, kind, Infinity],
    );
    let cursor = await database
      .transaction('suggestions')
      .store.index('recent')
      .openCursor(range, 'prev');
    for (; cursor && found.length < SUGGESTION_LIMIT; cursor = await cursor.continue())
      found.push(cursor.value);
  } else {
    const range = IDBKeyRange.bound(
      [connectionId, kind, start],
      [connectionId, kind, `${start}\uffff`],
    );
    found = await database.getAll('suggestions', range, PREFIX_READ);
    found.sort((a, b) => b.usedAt - a.usedAt);
  }
  return found.slice(0, SUGGESTION_LIMIT).map((s) => s.value as SuggestionValues[K]);
}
