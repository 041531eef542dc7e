// Mirrors each shared collection into this browser's replica of the team database,
// and writes colleagues' records back through applyRemote. PouchDB's replication
// (live, both ways, retry with backoff) carries the replica to and from the server.
import { storageSlot, type StorageSlot } from '../lib/storage-slot';
import type { DirectPush } from './direct-push';
import { settledWithin } from './retry';
import { sentCopies } from './sent-copies';
import type { Conflicting, SharedCollection, SharedRecord } from './shared-collection';
import { docId, isRecordDoc, kindAndKey, recordDoc } from './team-docs';

type AnyCollection = SharedCollection<SharedRecord>;
export interface Me {
  browserId: string;
  displayName: string;
  /** The signed-in account (CouchDB's _session): the author of every document written here. */
  account: string;
}

/** Records go to the replica in batches of this many (one allDocs and one bulkDocs each). */
const BATCH = 500;
/** Changes from colleagues are applied in batches, at most this often. */
const APPLY_EVERY_MS = 150;
/**
 * At most this many changes per apply: a first sync of 200,000 History entries goes in
 * large batches (one History transaction each), yet a batch never holds the page for long.
 */
const APPLY_AT_MOST = 2000;
/**
 * A person's local writes are gathered this long and pushed together (one allDocs + bulkDocs,
 * then a replication round trip): during a send, 150 ms made a push per two or three orders,
 * and 1 s still made about 60 rounds of five requests for 300 orders. A colleague sees an entry
 * up to this much later; nothing waits on it (claims go to the server directly), and what a
 * closed page had not pushed yet goes with the next start's first sync.
 */
const PUSH_EVERY_MS = 3_000;

/**
 * PouchDB notes every purge in the replica's `_local/purges` log and rewrites that log each
 * time. Its trim reads the limit from the wrong object (`self`, pouchdb-core 9.0.0), so the log
 * only grows and each purge costs more than the last. Only map/reduce views read the log and
 * the replica has none: it is dropped after this many purges.
 */
const FORGET_PURGE_LOG_EVERY = 100;
const PURGE_LOG = '_local/purges';
/** How long letting go waits, when colleagues' records are still being applied, to look again. */
const LET_GO_AFTER_MS = 1000;
/** One purge takes 15–30 ms; one still unsettled after this never will. */
const PURGE_AT_MOST_MS = 10_000;
/** How long stop waits for a purge under way. */
const STOP_WAITS_MS = 2_000;

/** After every ISO time. */
const NEWEST = '\uffff';

/** User Timing entries (DevTools' Performance panel; the team benchmark sums them). */
const timed = (name: string, start: number) => {
  performance.measure(name, { start, end: performance.now() });
};

/** A person's changes to one collection waiting to be pushed: the latest of each key. */
interface Outgoing {
  records: Map<string, SharedRecord>;
  removed: Set<string>;
}

type Applied = { record: SharedRecord; conflicts: Conflicting<SharedRecord>[] }[];

export class TeamBridge {
  private readonly byKind = new Map<string, AnyCollection>();
  /** Losing revisions last handed to a collection, removed once the record is written again. */
  private readonly conflicts = new Map<string, string[]>();
  private readonly stops: (() => void)[] = [];
  private pending: PouchDB.Change[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private applying: Promise<void> | undefined;
  private outgoing = new Map<string, Outgoing>();
  private pushTimer: ReturnType<typeof setTimeout> | undefined;
  /** A person's writes on their way to the replica: stop waits for them before it closes. */
  private pushing = Promise.resolve();
  /** Purges of what this browser need not hold twice, one after the other (letGo). */
  private lettingGo = Promise.resolve();
  private purgedSinceLogDropped = 0;
  private stopped = false;
  /** How far this browser has applied the local replica's changes (a restart goes on from there). */
  private readonly seqSlot: StorageSlot<string | undefined>;

  constructor(
    private readonly local: PouchDB.Database,
    collections: readonly AnyCollection[],
    private readonly me: Me,
    /** Where collections only this browser writes go (History); without it, the replica. */
    private readonly direct?: DirectPush,
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
      this.stops.push(
        c.subscribe((records, removed = []) => {
          this.queueLocal(c.kind, records, removed);
        }),
      );
    }
    for (const c of this.byKind.values()) {
      if (this.direct && c.sentDirect) this.direct.add(c, await c.all());
      else await this.push(c.kind, await c.all(), false);
    }
    if (this.direct) {
      await this.direct.resume([...this.byKind.values()]);
      // Not awaited: the server may not answer yet; what it has not taken is tried again.
      void this.direct.send();
    }
    const feed = this.local.changes({
      live: true,
      since: this.since(),
      include_docs: true,
      conflicts: true,
      return_docs: false,
    });
    feed.on('change', (change) => {
      this.pending.push(change);
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        void this.drain();
      }, APPLY_EVERY_MS);
    });
    this.stops.push(() => {
      feed.cancel();
    });
  }

  /**
   * Where this browser's feed goes on from. The replica counts in numbers, and kept as text
   * "12" would come after every number in IndexedDB's order: a restart would skip what was
   * replicated while the console was closed.
   */
  private since(): number | string {
    const seq = this.seqSlot.read();
    if (seq === undefined) return 0;
    return /^\d+$/.test(seq) ? Number(seq) : seq;
  }

  /**
   * Stops listening; resolves once what was under way has reached the replica (a person's
   * gathered writes are pushed now, a batch being applied ends), and what goes to the server
   * directly has its answer, or is kept for the next start.
   */
  async stop() {
    for (const s of this.stops.splice(0)) s();
    clearTimeout(this.timer);
    await this.flushLocal();
    await this.direct?.stop();
    await this.applying;
    this.stopped = true;
    // Between two purges it ends at once; one purge under way is not waited for long.
    await settledWithin(this.lettingGo, STOP_WAITS_MS);
  }

  /** Writes a person's changes still gathering to the replica now (before it closes). */
  async flushLocal() {
    if (this.pushTimer !== undefined) {
      clearTimeout(this.pushTimer);
      this.pushTimer = undefined;
      this.pushOutgoing();
    }
    await this.pushing;
  }

  /** Resolves once every change seen so far is applied and every local change pushed. */
  async settled() {
    await this.flushLocal();
    await this.direct?.send();
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    while (this.pending.length > 0 || this.applying) await this.drain();
  }

  /** Gathers a person's writes and removals for one push (the latest of each key wins). */
  private queueLocal(kind: string, records: readonly SharedRecord[], removed: readonly string[]) {
    let out = this.outgoing.get(kind);
    if (!out) this.outgoing.set(kind, (out = { records: new Map(), removed: new Set() }));
    for (const r of records) {
      out.records.set(r.key, r);
      out.removed.delete(r.key);
    }
    for (const key of removed) {
      out.removed.add(key);
      out.records.delete(key);
    }
    this.pushTimer ??= setTimeout(() => {
      this.pushTimer = undefined;
      this.pushOutgoing();
    }, PUSH_EVERY_MS);
  }

  private pushOutgoing() {
    const outgoing = this.outgoing;
    this.outgoing = new Map();
    this.pushing = this.pushing
      .then(async () => {
        for (const [kind, { records, removed }] of outgoing) {
          const collection = this.byKind.get(kind);
          if (this.direct && collection?.sentDirect) {
            this.direct.add(collection, [...records.values()]);
            continue;
          }
          await this.push(kind, [...records.values()], true);
          await this.remove(kind, [...removed]);
        }
        // The server's answer is not awaited here: stop() waits for it a moment at most.
        void this.direct?.send();
      })
      .catch(() => undefined);
  }

  /**
   * Writes records to the replica, stamped with this person's account (the team's rules
   * refuse any other author). The first sync writes only what the replica lacks or holds
   * older, never a record a colleague changed last (theirs to share), and never brings back
   * what a colleague deleted after this browser's version.
   */
  async push(kind: string, records: readonly SharedRecord[], mine: boolean) {
    const started = performance.now();
    for (let i = 0; i < records.length; i += BATCH) {
      const batch = records.slice(i, i + BATCH);
      const ids = batch.map((r) => docId(kind, r.key));
      const { rows } = await this.local.allDocs({ keys: ids, include_docs: true });
      const deletedAt = mine ? new Map<string, string>() : await this.deletedAt(rows);
      const docs: PouchDB.Doc[] = [];
      batch.forEach((record, n) => {
        const row = rows[n];
        const stored = row?.doc && isRecordDoc(row.doc) ? row.doc : undefined;
        if (!mine && stored && stored.record.updatedAt >= record.updatedAt) return;
        if (!mine && !this.isMine(record)) return;
        const id = docId(kind, record.key);
        const gone = deletedAt.get(id);
        if (gone !== undefined && gone >= record.updatedAt) return;
        const doc = recordDoc(kind, record, this.me);
        if (row?.value && !row.value.deleted) doc._rev = row.value.rev;
        docs.push(doc);
        docs.push(...this.losersGone(id));
      });
      if (docs.length > 0) await this.local.bulkDocs(docs);
    }
    timed('team push', started);
  }

  /** A record last changed here (by this account, or before the team stamped accounts). */
  private isMine(record: SharedRecord) {
    const by = record.updatedBy;
    return by === undefined || by === this.me.account || by === this.me.displayName;
  }

  /** The team refused a document of this browser: its collection marks the record "not shared". */
  async refused(id: string, reason: string) {
    const [kind, key] = kindAndKey(id);
    await this.byKind
      .get(kind)
      ?.refused?.([key], reason)
      .catch(() => undefined);
  }

  /**
   * When each document the replica holds as deleted was deleted: a first sync pushes a
   * record only if it changed after that.
   */
  private async deletedAt(rows: readonly PouchDB.AllDocsRow[]) {
    const times = new Map<string, string>();
    for (const row of rows) {
      if (!row.value?.deleted) continue;
      const tombstone = await this.local
        .get(row.key, { rev: row.value.rev })
        .catch(() => undefined);
      // A deletion that does not say when counts as the newest: nothing comes back.
      times.set(row.key, typeof tombstone?.deletedAt === 'string' ? tombstone.deletedAt : NEWEST);
    }
    return times;
  }

  /** A person's write after a conflict was shown is the resolution: the losers go. */
  private losersGone(id: string): PouchDB.Doc[] {
    const losers = this.conflicts.get(id) ?? [];
    this.conflicts.delete(id);
    const [kind] = kindAndKey(id);
    return losers.map((rev) => ({
      _id: id,
      _rev: rev,
      _deleted: true,
      kind,
      author: this.me.account,
    }));
  }

  /**
   * Deletes the team documents of records a person removed here: every revision still
   * standing, so that no version that lost a concurrent edit takes its place.
   */
  private async remove(kind: string, keys: readonly string[]) {
    if (keys.length === 0) return;
    const started = performance.now();
    const deletedAt = new Date().toISOString();
    const { rows } = await this.local.allDocs({
      keys: keys.map((k) => docId(kind, k)),
      include_docs: true,
      conflicts: true,
    });
    const docs: PouchDB.Doc[] = [];
    for (const row of rows) {
      if (!row.value || row.value.deleted) continue;
      const revs = [row.value.rev, ...(row.doc?._conflicts ?? [])];
      this.conflicts.delete(row.key);
      for (const rev of revs)
        // The tombstone says who and when: the first sync compares its time.
        docs.push({
          _id: row.key,
          _rev: rev,
          _deleted: true,
          kind,
          browserId: this.me.browserId,
          author: this.me.account,
          deletedAt,
        });
    }
    if (docs.length > 0) await this.local.bulkDocs(docs);
    timed('team remove', started);
  }

  /** Applies the changes gathered so far, in batches, one after the other. */
  private drain(): Promise<void> {
    this.applying ??= (async () => {
      while (this.pending.length > 0) {
        const changes = this.pending.splice(0, APPLY_AT_MOST);
        await this.apply(changes).catch(() => undefined);
      }
    })().finally(() => {
      this.applying = undefined;
    });
    return this.applying;
  }

  /**
   * Lets go of this browser's own records an older console wrote into the replica, in the
   * collections that now go to the server directly, once the server holds them
   * (sent-copies.ts); what only the replica holds the latest change of goes to the server
   * directly. One tab at a time (tabs purging the same documents can leave a purge that never
   * settles), a page at a time behind the purges. In the background after start; a failure
   * (the server does not answer) leaves the rest for the next start.
   */
  async letGoOfSentCopies(remote: PouchDB.Database) {
    const { direct } = this;
    if (!direct) return;
    const pass = async () => {
      for (const c of this.byKind.values()) {
        if (!c.sentDirect) continue;
        for await (const page of sentCopies(this.local, remote, c.kind, this.me.browserId)) {
          if (this.stopped) return;
          if (page.newerHere.length > 0) {
            direct.add(c, page.newerHere);
            void direct.send();
          }
          this.letGo(page.held);
          await this.lettingGo;
        }
      }
    };
    // Web Locks are shared by the tabs of this origin; without them (tests), every tab runs it.
    if (typeof navigator === 'undefined' || !('locks' in navigator)) return pass();
    await navigator.locks.request(
      `ac.team.sent-copies:${this.local.name}`,
      { ifAvailable: true },
      (lock) => (lock ? pass() : undefined),
    );
  }

  /**
   * Purges documents this browser need not hold twice: colleagues' once their store holds them
   * whole (History; a failed apply keeps them here), and this browser's own an older console
   * left once the server holds them (letGoOfSentCopies). In the background, one after the
   * other: applying goes on meanwhile. Stopped with the bridge; a purge left undone leaves a
   * second copy, never a lost one.
   */
  private letGo(docs: readonly [id: string, rev: string][]) {
    if (docs.length === 0) return;
    this.lettingGo = this.lettingGo.then(async () => {
      const started = performance.now();
      for (const [id, rev] of docs) {
        // Purges and replication write to the same replica: colleagues' records still coming
        // (a first catch-up) go first, and what they bring is let go of after.
        while (!this.stopped && (this.pending.length > 0 || this.applying))
          await new Promise((resume) => setTimeout(resume, LET_GO_AFTER_MS));
        if (this.stopped) return;
        // One at a time: purges at once clash on the log, and some never settle.
        // A purge whose log write met another tab's never settles (pouchdb-core 9.0.0): it
        // is given up on after a while rather than holding every later one, and stop.
        await settledWithin(
          this.local.purge(id, rev).catch(() => undefined),
          PURGE_AT_MOST_MS,
        );
        if (++this.purgedSinceLogDropped >= FORGET_PURGE_LOG_EVERY) await this.dropPurgeLog();
      }
      timed('team let go', started);
    });
  }

  private async dropPurgeLog() {
    this.purgedSinceLogDropped = 0;
    const log = await this.local.get(PURGE_LOG).catch(() => undefined);
    if (log) await this.local.remove(log).catch(() => undefined);
  }

  /**
   * Colleagues' documents read from the server itself (a first catch-up, catch-up.ts): applied
   * as the replica's changes are, though the replica never held them (nothing to let go of).
   * A failure is the caller's to handle.
   */
  async applyFromServer(docs: readonly PouchDB.Doc[]) {
    await this.apply(
      docs.map((doc) => ({ id: doc._id, seq: 0, doc })),
      false,
    );
  }

  /** `viaReplica`: the changes are the replica's (its feed goes on after them; let go of). */
  private async apply(changes: PouchDB.Change[], viaReplica = true) {
    const started = performance.now();
    const grouped = new Map<string, Applied>();
    const removed = new Map<string, string[]>();
    /** Colleagues' documents a store keeps its own copy of: let go of once it has them. */
    const applied = new Map<string, [id: string, rev: string][]>();
    const lastSeq = changes.at(-1)?.seq;
    // A document changed twice since the last batch: only its latest change counts.
    const latest = new Map<string, PouchDB.Change>();
    for (const change of changes) {
      latest.delete(change.id);
      latest.set(change.id, change);
    }
    for (const change of latest.values()) {
      const doc = change.doc;
      if (change.deleted) {
        // Deleted here: already gone from this browser's store.
        if (doc?.browserId === this.me.browserId) continue;
        const [kind, key] = kindAndKey(change.id);
        if (!this.byKind.has(kind)) continue;
        removed.set(kind, [...(removed.get(kind) ?? []), key]);
        continue;
      }
      if (!isRecordDoc(doc)) continue;
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
      if (viaReplica && collection.keepsOwnCopy && losers.length === 0 && doc._rev)
        applied.set(doc.kind, [...(applied.get(doc.kind) ?? []), [doc._id, doc._rev]]);
    }
    for (const kind of new Set([...grouped.keys(), ...removed.keys()])) {
      const writing = performance.now();
      await this.byKind.get(kind)?.applyRemote(grouped.get(kind) ?? [], removed.get(kind) ?? []);
      timed(`team apply ${kind}`, writing);
      this.letGo(applied.get(kind) ?? []);
    }
    if (viaReplica && lastSeq !== undefined) this.seqSlot.write(String(lastSeq));
    timed(viaReplica ? 'team apply' : 'team catch-up apply', started);
  }
}
