// Consoles before History went to the server directly (direct-push.ts) wrote this browser's
// own entries into the replica, and replication kept them there for good beside History's
// own copy. Each start finds those the server now holds, for the bridge to let go of. One the
// server lacks stays: replication still has to deliver it. One the server holds only in an
// older change (an old console's tab, still open after an update, completed an entry in the
// replica that the new one had sent begun) stays too, and goes to the server directly.
import { isRecordDoc } from './team-docs';
import type { SharedRecord } from './shared-collection';

/** Documents per look-up (one allDocs here, one on the server). */
const PAGE = 500;

export interface SentCopies {
  /** The replica's copies the server holds in the same change or a later one: [id, rev]. */
  held: [id: string, rev: string][];
  /** Records whose latest change only the replica holds. */
  newerHere: SharedRecord[];
}

const updatedAt = (doc: PouchDB.Doc | null | undefined) =>
  isRecordDoc(doc) ? doc.record.updatedAt : undefined;

/**
 * Pages of `kind`'s documents written by this browser that the replica holds, sorted by what
 * the server holds of them. The same revision is the same change. Another revision is judged
 * by the record's time of change (`updatedAt`): the server's at least as late holds it.
 */
export async function* sentCopies(
  local: PouchDB.Database,
  remote: PouchDB.Database,
  kind: string,
  browserId: string,
  pageSize = PAGE,
): AsyncGenerator<SentCopies> {
  // A record's key begins with the id of the browser that wrote it (history:<browser>:<n>).
  const prefix = `${kind}:${browserId}:`;
  let from = prefix;
  for (;;) {
    const { rows } = await local.allDocs({
      startkey: from,
      endkey: `${prefix}\uffff`,
      limit: pageSize,
    });
    const last = rows.at(-1)?.key;
    if (last === undefined) return;
    // Just after the last one: no document is skipped if that one is let go of meanwhile.
    from = `${last}\u0000`;
    const there = await remote.allDocs({ keys: rows.map((r) => r.key) });
    const serverRev = new Map<string, string>();
    for (const r of there.rows) if (r.value && !r.value.deleted) serverRev.set(r.key, r.value.rev);
    const page: SentCopies = { held: [], newerHere: [] };
    const differing: string[] = [];
    for (const { key, value } of rows) {
      const rev = serverRev.get(key);
      if (!value || rev === undefined) continue;
      if (rev === value.rev) page.held.push([key, value.rev]);
      else differing.push(key);
    }
    if (differing.length > 0) {
      const [mine, theirs] = await Promise.all([
        local.allDocs({ keys: differing, include_docs: true }),
        remote.allDocs({ keys: differing, include_docs: true }),
      ]);
      mine.rows.forEach(({ key, value, doc }, n) => {
        if (!value || !isRecordDoc(doc)) return;
        const atServer = updatedAt(theirs.rows[n]?.doc);
        if (atServer !== undefined && atServer >= doc.record.updatedAt)
          page.held.push([key, value.rev]);
        else page.newerHere.push(doc.record);
      });
    }
    yield page;
    if (rows.length < pageSize) return;
  }
}
