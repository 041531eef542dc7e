// The referral codes a person mapped with "Map these codes…" (old code → the affiliate's
// code), kept per connection in this browser, so that the next import that meets an old code
// again offers the same mapping. Offered, never applied unasked: the person clicks to use it.
import { codeTableSlot } from './code-table-slot';

/** Only the newest mappings of a connection are kept. */
const KEEP_CODES = 200;

/** Connection ID → old code → new code. */
const slot = codeTableSlot('ac.import.code-mappings.v1');

/** Keeps the codes just mapped on a connection; a code mapped again keeps its newest code. */
export function rememberMappings(connectionId: string, codes: ReadonlyMap<string, string>) {
  if (codes.size === 0) return;
  const all = slot.read();
  const mine = Object.entries(all[connectionId] ?? {}).filter(([from]) => !codes.has(from));
  mine.push(...codes);
  // Storage full or blocked: the next import just does not offer it.
  slot.write({ ...all, [connectionId]: Object.fromEntries(mine.slice(-KEEP_CODES)) });
}

/** The code an old code was last mapped to on a connection, if it was. */
export function useLastMappings(
  connectionId: string | undefined,
): (code: string) => string | undefined {
  const mine = slot.useTable(connectionId);
  return (code) => (mine && Object.hasOwn(mine, code) ? mine[code] : undefined);
}
