// Consoles before History went to the server directly (direct-push.ts) wrote this browser's
// own entries into the replica, and replication kept them there for good beside History's
// own copy. Each start finds those the server now holds, for the bridge to let go of. One the
// server lacks, or holds in an older version, stays: replication still has to deliver it.

/** Documents per look-up (one allDocs here, one on the server). */
const PAGE = 500;

/** A revision's generation: the "3" of "3-abc". */
const generation = (rev: string) => Number.parseInt(rev, 10);

/**
 * Pages of [id, rev] of `kind`'s documents written by this browser that the replica holds and
 * the server holds too, in the same version or a later one (only this browser writes them, so
 * a later one is its own direct write of the same record).
 */
export async function* sentCopiesTheServerHolds(
  local: PouchDB.Database,
  remote: PouchDB.Database,
  kind: string,
  browserId: string,
): AsyncGenerator<[id: string, rev: string][]> {
  // A record's key begins with the id of the browser that wrote it (history:<browser>:<n>).
  const prefix = `${kind}:${browserId}:`;
  let after: string | undefined;
  for (;;) {
    const { rows } = await local.allDocs({
      ...(after === undefined ? { startkey: prefix } : { startkey: after, skip: 1 }),
      endkey: `${prefix}\uffff`,
      limit: PAGE,
    });
    if (rows.length === 0) return;
    after = rows.at(-1)?.key;
    const held = await remote.allDocs({ keys: rows.map((r) => r.key) });
    const onServer = new Map<string, string>();
    for (const r of held.rows) if (r.value && !r.value.deleted) onServer.set(r.key, r.value.rev);
    const copies: [string, string][] = [];
    for (const { key, value } of rows) {
      const there = onServer.get(key);
      if (value && there !== undefined && generation(there) >= generation(value.rev))
        copies.push([key, value.rev]);
    }
    if (copies.length > 0) yield copies;
    if (rows.length < PAGE) return;
  }
}
