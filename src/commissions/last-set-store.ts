// The service has no read endpoint, so the console remembers, per connection
// and affiliate, the last settings it sent successfully. Changes made
// elsewhere are not seen; the page says so.
import { useSyncExternalStore } from 'react';
import type { CommissionSettings } from '../api/contract';
import { storageSlot } from '../lib/storage-slot';

export interface LastSet {
  settings: CommissionSettings;
  at: number;
}

const keyOf = (connectionId: string, affiliateId: string) => `${connectionId}\u0000${affiliateId}`;

const isRecord = (v: unknown): v is Record<string, LastSet> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// Synchronous localStorage, read through useSyncExternalStore: a write here or
// in another tab re-renders whoever shows a "last set" note.
const slot = storageSlot<Record<string, LastSet>>({
  key: 'ac.last-commissions.v1',
  check: (stored) => (isRecord(stored) ? stored : undefined),
  fallback: {},
});
const readAll = () => ({ ...slot.read() });

/** The last settings sent from this console for an affiliate on a connection, kept fresh. */
export function useLastSet(connectionId: string, affiliateId: string): LastSet | undefined {
  useSyncExternalStore(slot.subscribe, slot.raw);
  const id = affiliateId.trim();
  return id === '' ? undefined : lastSetFor(connectionId, id);
}

export function lastSetFor(connectionId: string, affiliateId: string): LastSet | undefined {
  return readAll()[keyOf(connectionId, affiliateId.trim())];
}

/** Reads the record once for many look-ups (a bulk review of thousands of affiliates). */
export function lastSetReader(connectionId: string): (affiliateId: string) => LastSet | undefined {
  const all = readAll();
  return (affiliateId) => all[keyOf(connectionId, affiliateId.trim())];
}

export function rememberLastSet(
  connectionId: string,
  affiliateId: string,
  settings: CommissionSettings,
  at = Date.now(),
) {
  const all = readAll();
  all[keyOf(connectionId, affiliateId)] = { settings, at };
  // Storage full or blocked: the update itself went through; only the note is lost.
  slot.write(all);
}
