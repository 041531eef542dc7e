// The service has no read endpoint, so the console remembers, per connection
// and affiliate, the last settings it sent successfully. Changes made
// elsewhere are not seen; the page says so.
import { useSyncExternalStore } from 'react';
import type { CommissionSettings } from '../api/contract';
import { createListeners } from '../lib/listeners';
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

/** Told of each "last set" this console records (not those copied from the team). */
type LocalListener = (connectionId: string, affiliateId: string, lastSet: LastSet) => void;
const localListeners = createListeners<Parameters<LocalListener>>();
export const onLocalLastSet = localListeners.subscribe;

export function rememberLastSet(
  connectionId: string,
  affiliateId: string,
  settings: CommissionSettings,
  at = Date.now(),
) {
  if (!writeLastSet(connectionId, affiliateId, { settings, at })) return;
  localListeners.emit(connectionId, affiliateId, { settings, at });
}

/** Keeps one record unless a newer one is kept already; false when storage refused it. */
export function writeLastSet(connectionId: string, affiliateId: string, lastSet: LastSet) {
  const all = readAll();
  const kept = all[keyOf(connectionId, affiliateId)];
  if (kept && kept.at > lastSet.at) return true;
  all[keyOf(connectionId, affiliateId)] = lastSet;
  // Storage full or blocked: the update itself went through; only the note is lost.
  return slot.write(all);
}

/** Every record kept, for the team's first sync. */
export function allLastSets(): { connectionId: string; affiliateId: string; lastSet: LastSet }[] {
  return Object.entries(readAll()).map(([key, lastSet]) => {
    const [connectionId = '', affiliateId = ''] = key.split('\u0000');
    return { connectionId, affiliateId, lastSet };
  });
}
