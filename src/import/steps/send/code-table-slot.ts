// A table of referral codes kept in this browser under an outer key (a connection, a job),
// each a map of inner keys (an old code, an order's index) to codes: the shape both code
// stores keep (code-mappings-store, sent-codes-store), read once per stored text.
import { useSyncExternalStore } from 'react';
import { storageSlot } from '../../../lib/storage-slot';

export type CodeTables = Record<string, Record<string, string>>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCodes = (v: unknown): v is Record<string, string> =>
  isRecord(v) && Object.values(v).every((code) => typeof code === 'string');
const isTables = (v: unknown): v is CodeTables => isRecord(v) && Object.values(v).every(isCodes);

export function codeTableSlot(key: string) {
  const slot = storageSlot<CodeTables>({
    key,
    check: (stored) => (isTables(stored) ? stored : undefined),
    fallback: {},
  });
  let parsed: { raw: string | null; all: CodeTables } | undefined;
  const readOnce = (raw: string | null): CodeTables => {
    if (parsed?.raw !== raw) parsed = { raw, all: slot.read() };
    return parsed.all;
  };
  /** The table kept under `outer`, rendered again when the stored text changes. */
  function useTable(outer: string | undefined): Record<string, string> | undefined {
    const raw = useSyncExternalStore(slot.subscribe, slot.raw);
    return outer === undefined ? undefined : readOnce(raw)[outer];
  }
  return { read: slot.read, write: slot.write, useTable };
}
