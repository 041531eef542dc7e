// One kind of record the team shares. The feature's own local store (IndexedDB) stays the
// console's source of truth and works alone without a team; when a team is configured, the
// team bridge (src/team/, lazily loaded with PouchDB) mirrors each collection into the team
// database and writes colleagues' records back through applyRemote.
// src/app wires the collections to the bridge, so team/ never imports the features that own them.

/** What every shared record carries. */
export interface SharedRecord {
  /** Unique within its collection; the team document's _id is `${kind}:${key}`. */
  key: string;
  /** ISO time of the last local change. */
  updatedAt: string;
  /**
   * The team account of whoever changed it last (absent without a team). The team's rules
   * refuse a record whose updatedBy is not the account writing it.
   */
  updatedBy?: string;
}

/** A version of a record that lost a concurrent edit, kept until a person chooses. */
export interface Conflicting<T extends SharedRecord> {
  record: T;
  /** The team revision it came from; the bridge uses it to remove the loser once resolved. */
  rev: string;
}

export interface SharedCollection<T extends SharedRecord> {
  /** Document type prefix, e.g. 'affiliate', 'history', 'last-set'. Never holds keys or passwords. */
  readonly kind: string;
  /**
   * The store keeps colleagues' records whole in its own database (History): once applied,
   * the replica lets go of them (PouchDB's purge), so this browser holds one copy of each.
   * A later revision from the team arrives again as usual.
   */
  readonly keepsOwnCopy?: boolean;
  /**
   * Only this browser writes these records (their keys hold its id; the team's rules refuse
   * anyone else): the bridge sends a person's writes straight to the team's server, and the
   * replica never holds them (direct-push.ts). Such a collection gives `recordsOf`.
   */
  readonly sentDirect?: boolean;
  /** The records of these keys as the store holds them now (what an earlier page left unsent). */
  recordsOf?(keys: readonly string[]): Promise<T[]>;
  /** Every record, for the first sync. */
  all(): Promise<T[]>;
  /**
   * Local writes (not those applied by applyRemote), so the bridge can push them, and the
   * keys of records a person removed here (the bridge deletes their team documents).
   * A store that marks removals inside the record (the affiliate directory) never
   * reports removed keys. Returns unsubscribe.
   */
  subscribe(onLocalChange: (records: T[], removedKeys?: readonly string[]) => void): () => void;
  /**
   * Records that came from colleagues (the winning revision), with the versions that lost a
   * concurrent edit. A store that shows conflicts (the affiliate directory) keeps `conflicts`
   * beside the record until a person resolves them; a local write of that record after it
   * means "resolved": the bridge then removes the losing revisions.
   * `removedKeys`: records a colleague removed (their team documents were deleted); the
   * store forgets them without reporting it back.
   */
  applyRemote(
    changes: Array<{ record: T; conflicts: Conflicting<T>[] }>,
    removedKeys?: readonly string[],
  ): Promise<void>;
  /**
   * The team refused these records of this browser (its rules, or this user): the store keeps
   * them and marks them "not shared" with the reason in plain words. Optional: a store
   * without a mark leaves it to the team status.
   */
  refused?(keys: readonly string[], reason: string): Promise<void>;
}
