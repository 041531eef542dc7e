// What a record looks like in the team database: `${kind}:${key}`, the record itself,
// and which account and browser wrote it last. The record is the feature's own shared record; no
// key, password or draft is ever part of one.
import type { Me } from './bridge';
import type { SharedRecord } from './shared-collection';

export interface RecordDoc extends PouchDB.Doc {
  kind: string;
  browserId: string;
  /** The account that wrote it (the team's rules refuse any other); its "Your name" beside it. */
  author: string;
  authorName: string;
  record: SharedRecord;
}

export const docId = (kind: string, key: string) => `${kind}:${key}`;

/** A record as this person writes it to the team (the replica or the server), stamped with their account. */
export const recordDoc = (kind: string, record: SharedRecord, by: Me): RecordDoc => ({
  _id: docId(kind, record.key),
  kind,
  browserId: by.browserId,
  author: by.account,
  authorName: by.displayName,
  record: { ...record, updatedBy: by.account },
});

/** The kind and key a document's _id was made of (kinds hold no ':'; keys may). */
export function kindAndKey(id: string): [kind: string, key: string] {
  const colon = id.indexOf(':');
  return colon < 0 ? [id, ''] : [id.slice(0, colon), id.slice(colon + 1)];
}

export function isRecordDoc(doc: PouchDB.Doc | undefined | null): doc is RecordDoc {
  return (
    !!doc &&
    typeof doc.kind === 'string' &&
    typeof doc.browserId === 'string' &&
    typeof doc.record === 'object' &&
    doc.record !== null
  );
}
