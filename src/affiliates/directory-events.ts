// Who hears of directory changes. Kept apart from the store (which loads idb) so
// that the public module can take a subscription before any database is opened.
import { createListeners } from '../lib/listeners';
import type { AffiliateRecord } from './affiliate-record';

const localWrites = createListeners<[records: AffiliateRecord[]]>();
const anyChange = createListeners();
const channel =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('ac-affiliates');
channel?.addEventListener('message', () => {
  anyChange.emit();
});

/** The team bridge's subscription: a person's writes in this tab only. */
export const onLocalWrite = localWrites.subscribe;

/** Any change, here, from a colleague, or in another tab: what the page re-reads on. */
export const onDirectoryChange = anyChange.subscribe;

/** After a write: `local` holds what a person (or learning) changed in this tab, for the bridge. */
export function emitChange(local: AffiliateRecord[]) {
  if (local.length > 0) localWrites.emit(local);
  anyChange.emit();
  channel?.postMessage('changed');
}
