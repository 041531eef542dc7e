// The directory's query keys, one factory (TkDodo's "Effective React Query Keys"): a
// change to the directory invalidates `all`, which covers every look-up by prefix.
import { historyKeys } from '../history';
import { directoryLookupKeys } from '../lib/directory-lookup';

export const directoryKeys = {
  ...directoryLookupKeys,
  /**
   * A statement reads History, so its key sits under History's: a new send refreshes it.
   * The affiliate's updatedAt is in it: an edited directory entry reads its codes again.
   */
  statement: (
    /** The statement's connection ids, space-separated (several: "All connections"). */
    connectionIds: string,
    affiliateKey: string,
    updatedAt: string,
    from: number | undefined,
    to: number | undefined,
  ) => [...historyKeys.all, 'statement', connectionIds, affiliateKey, updatedAt, from, to] as const,
};
