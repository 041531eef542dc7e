// The service has no read endpoint, so the console remembers, per connection
// and affiliate, the last settings it sent successfully. Changes made
// elsewhere are not seen; the page says so.
import { useSyncExternalStore } from 'react';
import type { CommissionSettings } from '../api/contract';

export interface LastSet {
  settings: CommissionSettings;
  at: number;
}

const SLOT = 'ac.last-commissions.v1';
const keyOf = (connectionId: string, affiliateId: string) => `${connectionId}\u0000${affiliateId}`;

function readAll(): Record<string, LastSet> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SLOT) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, LastSet>) : {};
  } catch {
    return {};
  }
}

// Synchronous localStorage, read through useSyncExternalStore: a write here or
// in another tab re-renders whoever shows a "last set" note.
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};
function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === SLOT) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The raw slot is the snapshot: a string compares by value, so unchanged storage means no re-render. */
const readSlot = () => localStorage.getItem(SLOT);

/** The last settings sent from this console for an affiliate on a connection, kept fresh. */
export function useLastSet(connectionId: string, affiliateId: string): LastSet | undefined {
  useSyncExternalStore(subscribe, readSlot);
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
const localListeners = new Set<LocalListener>();
export function onLocalLastSet(listener: LocalListener) {
  localListeners.add(listener);
  return () => {
    localListeners.delete(listener);
  };
}

export function rememberLastSet(
  connectionId: string,
  affiliateId: string,
  settings: CommissionSettings,
  at = Date.now(),
) {
  if (!writeLastSet(connectionId, affiliateId, { settings, at })) return;
  for (const l of localListeners) l(connectionId, affiliateId, { settings, at });
}

/** Keeps one record unless a newer one is kept already; false when storage refused it. */
export function writeLastSet(connectionId: string, affiliateId: string, lastSet: LastSet) {
  const all = readAll();
  const kept = all[keyOf(connectionId, affiliateId)];
  if (kept && kept.at > lastSet.at) return true;
  all[keyOf(connectionId, affiliateId)] = lastSet;
  try {
    localStorage.setItem(SLOT, JSON.stringify(all));
    emit();
    return true;
  } catch {
    // Storage full or blocked: the update itself went through; only the note is lost.
    return false;
  }
}

/** Every record kept, for the team's first sync. */
export function allLastSets(): { connectionId: string; affiliateId: string; lastSet: LastSet }[] {
  return Object.entries(readAll()).map(([key, lastSet]) => {
    const [connectionId = '', affiliateId = ''] = key.split('\u0000');
    return { connectionId, affiliateId, lastSet };
  });
}
