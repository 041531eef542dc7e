// A person's records of a collection only this browser writes (History: each entry's key
// holds this browser's id, and the team's rules refuse any other author) go straight to the
// team's server, as claims do, never through the replica. Through the replica, every entry
// sent here stayed there for good beside History's own copy (only colleagues' entries were
// let go of), and each push made a replication round of five requests and its IndexedDB
// writes beside the sends.
// Nothing is lost while the server cannot be reached: the ids of records handed over and not
// yet taken are kept in the replica's outbox (a local document, never replicated), and a
// later start sends them again as their collection then holds them.
import { backOff, settledWithin, statusOf } from './retry';
import type { Me } from './bridge';
import type { SharedCollection, SharedRecord } from './shared-collection';
import { docId, isRecordDoc, kindAndKey, recordDoc } from './team-docs';

type AnyCollection = SharedCollection<SharedRecord>;

/** Documents per request: a first start may hand over thousands. */
const BATCH = 500;
/** Local documents are this browser's own: replication never carries them. */
const OUTBOX = '_local/direct-outbox';

interface OutboxDoc {
  _id: string;
  _rev?: string;
  ids: string[];
}

export interface DirectPushOptions {
  remote: PouchDB.Database;
  /** This browser's replica: only its outbox document is written there. */
  local: PouchDB.Database;
  me: Me;
  /** The team's rules refused this document: its collection marks it "not shared". */
  refused: (id: string, reason: string) => void;
  /** A request failed as a whole (the server could not be reached, or refused this user). */
  failed?: (error: unknown) => void;
}

interface Waiting {
  collection: AnyCollection;
  record: SharedRecord;
}

export class DirectPush {
  /** Gathered for the next request, by document id (the latest version of each wins). */
  private waiting = new Map<string, Waiting>();
  /** Revisions the server gave this browser's documents, so an update needs no read first. */
  private readonly revs = new Map<string, string>();
  private sending = Promise.resolve();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private delay = 0;
  private stopped = false;
  /** The server refused this user as a whole (401/403): retrying changes nothing. */
  private deniedUser = false;

  constructor(private readonly options: DirectPushOptions) {}

  /** What an earlier page handed over and the server never took, as the collections hold it now. */
  async resume(collections: readonly AnyCollection[]) {
    const { ids } = await this.outbox();
    const byKind = new Map<string, string[]>();
    for (const id of ids) {
      const [kind, key] = kindAndKey(id);
      byKind.set(kind, [...(byKind.get(kind) ?? []), key]);
    }
    const gone = new Set(ids);
    for (const collection of collections) {
      const keys = byKind.get(collection.kind);
      if (!keys || !collection.recordsOf) continue;
      const records = await collection.recordsOf(keys);
      this.add(collection, records);
      for (const r of records) gone.delete(docId(collection.kind, r.key));
    }
    // No longer held here (History let go of them): nothing left to send.
    await this.note([], [...gone]);
  }

  /** Records to send with the next request (`send` sends what is gathered). */
  add(collection: AnyCollection, records: readonly SharedRecord[]) {
    for (const record of records)
      this.waiting.set(docId(collection.kind, record.key), { collection, record });
  }

  /** Sends what is gathered; resolves once the server answered (or the request failed). */
  send(): Promise<void> {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.sending = this.sending.then(() => this.sendWaiting()).catch(() => undefined);
    return this.sending;
  }

  /**
   * Nothing more is sent: what is gathered, or on its way without an answer after a moment,
   * stays in the outbox for the next start.
   */
  async stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await settledWithin(this.sending, 2_000);
    const left = [...this.waiting.keys()];
    this.waiting = new Map();
    await this.note(left, []).catch(() => undefined);
  }

  /** A method, not a field read: stop() changes it while a send awaits. */
  private isStopped() {
    return this.stopped;
  }

  /**
   * The outbox is written once before and once after: a first start may hand over thousands,
   * and rewriting their list after each request would grow with its square. A page closed
   * half-way sends again what went already; the server holds it, so it is taken.
   */
  private async sendWaiting() {
    if (this.waiting.size === 0) return;
    const all = [...this.waiting.entries()];
    this.waiting = new Map();
    let sent = 0;
    const taken: string[] = [];
    try {
      // Kept before the request goes: a page closed meanwhile leaves them to the next start.
      await this.note(
        all.map(([id]) => id),
        [],
      );
      // Refused as a user: kept in the outbox until Connect team starts anew.
      if (this.stopped || this.deniedUser) return;
      for (; sent < all.length && !this.isStopped(); sent += BATCH)
        taken.push(...(await this.write(all.slice(sent, sent + BATCH))));
      await this.note([], taken);
      this.delay = 0;
      // Some had no answer of their own (or met a conflict twice): tried again later.
      if (this.waiting.size > 0) this.tryAgainLater();
    } catch (error) {
      // Not taken: back in the queue (unless a newer version came meanwhile), tried again.
      for (const [id, w] of all.slice(sent)) if (!this.waiting.has(id)) this.waiting.set(id, w);
      await this.note([], taken).catch(() => undefined);
      this.options.failed?.(error);
      const status = statusOf(error);
      this.deniedUser = status === 401 || status === 403;
      this.tryAgainLater();
    }
  }

  private tryAgainLater() {
    if (this.stopped || this.deniedUser) return;
    this.delay = backOff(this.delay);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.send(), this.delay);
  }

  /**
   * One request; the ids the server took, or refused for good. A document it holds a newer
   * revision of (written from an earlier page, or by an older console through the replica)
   * is written again on that revision: nobody but this browser writes it.
   */
  private async write(batch: readonly [string, Waiting][], again = true): Promise<string[]> {
    const docs = batch.map(([id, { collection, record }]) => this.docOf(id, collection, record));
    // By id: express-pouchdb answers its refusals first, so an answer's place says nothing.
    const answers = new Map((await this.options.remote.bulkDocs(docs)).map((a) => [a.id, a]));
    const done: string[] = [];
    const stale: [string, Waiting][] = [];
    const refused: [Waiting, string][] = [];
    for (const item of batch) {
      const [id, waiting] = item;
      const answer = answers.get(id);
      if (!answer) {
        if (!this.waiting.has(id)) this.waiting.set(id, waiting);
      } else if ('ok' in answer) {
        this.revs.set(id, answer.rev);
        done.push(id);
      } else if (answer.error === 'forbidden')
        refused.push([waiting, typeof answer.reason === 'string' ? answer.reason : '']);
      else if (answer.error === 'conflict' && again) stale.push(item);
      // Anything else: the next request tries again.
      else if (!this.waiting.has(id)) this.waiting.set(id, waiting);
    }
    if (refused.length > 0) done.push(...(await this.refusedUnlessHeld(refused)));
    if (stale.length === 0) return done;
    const { rows } = await this.options.remote.allDocs({ keys: stale.map(([id]) => id) });
    for (const row of rows) if (row.value?.rev) this.revs.set(row.key, row.value.rev);
    return [...done, ...(await this.write(stale, false))];
  }

  /**
   * Refusals, unless the server holds the document already: a record handed over again (an
   * earlier page's answer never arrived, the outbox outlived it, another tab of this browser
   * completed it first) meets the rule that a complete History entry never changes. The team
   * has it, so it is not "not shared".
   */
  private async refusedUnlessHeld(refused: readonly [Waiting, string][]) {
    const ids = refused.map(([{ collection, record }]) => docId(collection.kind, record.key));
    const { rows } = await this.options.remote.allDocs({ keys: ids, include_docs: true });
    refused.forEach(([, reason], n) => {
      const id = ids[n] ?? '';
      if (isRecordDoc(rows[n]?.doc)) return;
      this.options.refused(id, reason ? `the team's rules said: ${reason}` : 'the team refused it');
    });
    return ids;
  }

  private docOf(id: string, collection: AnyCollection, record: SharedRecord) {
    const doc = recordDoc(collection.kind, record, this.options.me);
    const rev = this.revs.get(id);
    if (rev) doc._rev = rev;
    return doc;
  }

  private async outbox(): Promise<OutboxDoc> {
    const kept = (await this.options.local.get(OUTBOX).catch(() => undefined)) as
      Partial<OutboxDoc> | undefined;
    return {
      _id: OUTBOX,
      ...(kept?._rev ? { _rev: kept._rev } : {}),
      ids: Array.isArray(kept?.ids) ? kept.ids.filter((id) => typeof id === 'string') : [],
    };
  }

  /**
   * Adds ids to the outbox and removes others. Tabs of this browser share it: a write that
   * meets another tab's (a conflict) reads it again and tries once more.
   */
  private async note(add: readonly string[], remove: readonly string[]) {
    if (add.length === 0 && remove.length === 0) return;
    for (let tries = 0; tries < 5; tries++) {
      const doc = await this.outbox();
      const ids = new Set(doc.ids);
      for (const id of add) ids.add(id);
      for (const id of remove) ids.delete(id);
      try {
        await this.options.local.put({ ...doc, ids: [...ids] });
        return;
      } catch (error) {
        if (statusOf(error) !== 409) throw error;
      }
    }
    throw new Error('The outbox kept changing under this tab');
  }
}
