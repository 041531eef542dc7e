// Mirrors each shared collection into this browser's replica of the team database,
// and writes colleagues' records back through applyRemote. PouchDB's replication
// (live, both ways, retry with backoff) carries the replica to and from the server.
import { storageSlot, type StorageSlot } from '../lib/storage-slot';
import type { Conflicting, SharedCollection, SharedRecord } from './shared-collection';
import { docId, isRecordDoc, type RecordDoc } from './team-docs';

type AnyCollection = SharedCollection<SharedRecord>;
export interface Me {
  browserId: string;
  displayName: string;
}

/** Records go to the replica in batches of this many (one allDocs and one bulkDocs each). */
const BATCH = 500;
/** Changes from colleagues are applied in batches, at most this often. */
const APPLY_EVERY_MS = 150;

/** User Timing entries (DevTools' Performance panel; the team benchmark sums them). */
const timed = (name: string, start: number) => {
  performance.measure(name, { start, end: performance.now() });
};

export class TeamBridge {
  private readonly byKind = new Map<string, AnyCollection>();
  /** Losing revisions last handed to a collection, removed once the record is written again. */
  private readonly conflicts = new Map<string, string[]>();
  private readonly stops: (() => void)[] = [];
  private pending: PouchDB.Change[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private applying = Promise.resolve();
  /** How far this browser has applied the local replica's changes (a restart goes on from there). */
  private readonly seqSlot: StorageSlot<string | undefined>;

  constructor(
    private readonly local: PouchDB.Database,
    collections: readonly AnyCollection[],
    private readonly me: Me,
  ) {
    for (const c of collections) this.byKind.set(c.kind, c);
    this.seqSlot = storageSlot<string | undefined>({
      key: `ac.team.seq.${local.name}`,
      format: 'text',
      check: (stored) => (typeof stored === 'string' ? stored : undefined),
      fallback: undefined,
    });
  }

  /** First sync of every collection, then live: local writes out, colleagues' records in. */
  async start() {
    for (const c of this.byKind.values()) {
      this.stops.push(c.subscribe((records) => void this.push(c.kind, records, true)));
    }
    for (const c of this.byKind.values()) await this.push(c.kind, await c.all(), false);
    const feed = this.local.changes({
      live: true,
      since: this.seqSlot.read() ?? 0,
      include_docs: true,
      conflicts: true,
      return_docs: false,
    });
    feed.on('change', (change) => {
      this.pending.push(change);
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.flushChanges();
      }, APPLY_EVERY_MS);
    });
    this.stops.push(() => {
      feed.cancel();
    });
  }

  stop() {
    for (const s of this.stops.splice(0)) s();
    clearTimeout(this.timer);
  }

  /** Resolves once every change seen so far is applied (tests, benchmarks). */
  async settled() {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.flushChanges();
    }
    await this.applying;
  }

  /**
   * Writes records to the replica. A local change (`mine`) is stamped with this person's
   * name; the first sync writes only what the replica lacks or holds older.
   */
  async push(kind: string, records: readonly SharedRecord[], mine: boolean) {
    const started = performance.now();
    for (let i = 0; i < records.length; i += BATCH) {
      const batch = records.slice(i, i + BATCH);
      const ids = batch.map((r) => docId(kind, r.key));
      const { rows } = await this.local.allDocs({ keys: ids, include_docs: true });
      const docs: PouchDB.Doc[] = [];
      batch.forEach((record, n) => {
        const row = rows[n];
        const stored = row?.doc && isRecordDoc(row.doc) ? row.doc : undefined;
        if (!mine && stored && stored.record.updatedAt >= record.updatedAt) return;
        const doc: RecordDoc = {
          _id: docId(kind, record.key),
          kind,
          browserId: this.me.browserId,
          record:
            mine && this.me.displayName ? { ...record, updatedBy: this.me.displayName } : record,
        };
        if (row?.value && !row.value.deleted) doc._rev = row.value.rev;
        docs.push(doc);
        // A person's write after a conflict was shown is the resolution: the losers go.
        for (const rev of this.conflicts.get(doc._id) ?? [])
          docs.push({ _id: doc._id, _rev: rev, _deleted: true });
        this.conflicts.delete(doc._id);
      });
      if (docs.length > 0) await this.local.bulkDocs(docs);
    }
    timed('team push', started);
  }

  private flushChanges() {
    const changes = this.pending;
    this.pending = [];
    this.applying = this.applying.then(() => this.apply(changes)).catch(() => undefined);
  }

  private async apply(changes: PouchDB.Change[]) {
    const started = performance.now();
    const grouped = new Map<
      string,
      { record: SharedRecord; conflicts: Conflicting<SharedRecord>[] }[]
    >();
    let lastSeq: number | string | undefined;
    for (const change of changes) {
      lastSeq = change.seq;
      const doc = change.doc;
      if (change.deleted || !isRecordDoc(doc)) continue;
      const collection = this.byKind.get(doc.kind);
      if (!collection) continue;
      const losers = doc._conflicts ?? [];
      // This browser's own write coming back from the replica: nothing new to apply.
      if (doc.browserId === this.me.browserId && losers.length === 0) continue;
      const conflicts: Conflicting<SharedRecord>[] = [];
      for (const rev of losers) {
        const lost = await this.local.get(doc._id, { rev }).catch(() => undefined);
        if (isRecordDoc(lost)) conflicts.push({ record: lost.record, rev });
      }
      if (losers.length > 0) this.conflicts.set(doc._id, losers);
      const list = grouped.get(doc.kind) ?? [];
      list.push({ record: doc.record, conflicts });
      grouped.set(doc.kind, list);
    }
    for (const [kind, list] of grouped) {
      const writing = performance.now();
      await this.byKind.get(kind)?.applyRemote(list);
      timed(`team apply ${kind}`, writing);
    }
    if (lastSeq !== undefined) this.seqSlot.write(String(lastSeq));
    timed('team apply', started);
  }
}
