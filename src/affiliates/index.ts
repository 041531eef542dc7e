// The affiliate directory's public module. Light: the store, its idb and History's
// reads load on first use. Orders and Commissions offer directory entries through
// findAffiliates (src/app hands it to lib/directory-lookup.ts); src/app hands
// affiliateCollection to the team bridge.
import type { SharedCollection } from '../team/shared-collection';
import type { AffiliateRecord } from './affiliate-record';
import { onLocalWrite } from './directory-events';
import { learnFromSends } from './learn-from-sends';

export type { AffiliateRecord } from './affiliate-record';

const store = () => import('./affiliate-store');

/** The directory as the team shares it (kind 'affiliate'). */
export const affiliateCollection: SharedCollection<AffiliateRecord> = {
  kind: 'affiliate',
  all: async () => (await store()).allRecords(),
  // While the team listens, the directory also learns from this tab's answers as they
  // come, so colleagues get an affiliate a send named without Affiliates being opened here.
  // (Alone, learning when the directory is read gives the same, and costs the first page nothing.)
  subscribe: (listener) => {
    const stopLearning = learnFromSends();
    const stop = onLocalWrite(listener);
    return () => {
      stop();
      stopLearning();
    };
  },
  applyRemote: async (changes) => (await store()).applyRemote(changes),
};

/** Directory entries whose name, code or ID starts with `text` (learned ones included). */
export const findAffiliates = async (text: string) =>
  (await import('./find-affiliates')).findAffiliates(text);
