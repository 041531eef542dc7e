// Who hears of directory changes. Kept apart from the store (which loads idb) so
// that the public module can take a subscription before any database is opened.
import type { AffiliateRecord } from './affiliate-record';

type LocalListener = (records: AffiliateRecord[]) => void;
const localWrites = new Set<LocalListener>();
const anyChange = new Set<() => void>();
const channel =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('ac-affiliates');
const tell = () => {
  anyChange.forEach((l) => {
    l();
  });
};
channel?.addEventListener('message', tell);

/** The team bridge's subscription: a person's writes in this tab only. */
export function onLocalWrite(listener: LocalListener) {
  localWrites.add(listener);
  return () => {
    localWrites.delete(listener);
  };
}

/** Any change, here, from a colleague, or in another tab: what the page re-reads on. */
export function onDirectoryChange(listener: () => void) {
  anyChange.add(listener);
  return () => {
    anyChange.delete(listener);
  };
}

/** After a write: `local` holds what a person (or learning) changed in this tab, for the bridge. */
export function emitChange(local: AffiliateRecord[]) {
  if (local.length > 0)
    localWrites.forEach((l) => {
      l(local);
    });
  tell();
  channel?.postMessage('changed');
}
