// Claims on order IDs, written straight to the team's server (not the replica): a
// create-only document per connection and order ID, so a conflict (409) means a
// colleague has it. A whole batch is one _bulk_docs round trip, plus one allDocs for
// those already held. A claim whose holder's send failed is taken over.
import type { ClaimOutcome, ClaimResult } from './claim-types';
import type { Me } from './bridge';

interface ClaimDoc extends PouchDB.Doc {
  kind: 'claim';
  connectionUrl: string;
  orderId: string;
  browserId: string;
  /** The holder's account (the team's rules refuse any other author); `by` is its "Your name". */
  author: string;
  by: string;
  at: string;
  result?: ClaimOutcome;
}

/** One id per service (by its base URL, as colleagues' connections are shared) and order ID. */
export const claimId = (baseUrl: string, orderId: string) =>
  `claim:${encodeURIComponent(normalizeBaseUrl(baseUrl))}:${orderId}`;

const normalizeBaseUrl = (url: string) => url.trim().replace(/\/+$/, '').toLowerCase();

const isClaim = (doc: PouchDB.Doc | null | undefined): doc is ClaimDoc =>
  !!doc && doc.kind === 'claim' && typeof doc.browserId === 'string';

const reasonOf = (e: unknown) => {
  const status = typeof e === 'object' && e !== null && 'status' in e ? Number(e.status) : 0;
  if (status === 401) return 'the team user name or password was refused';
  if (status === 403) return 'this user may not write to the team database';
  if (status === 404) return 'the team database does not exist';
  return 'the team server could not be reached';
};

/**
 * Outcomes are gathered this long per write: during a send each write is a round trip to the
 * server beside the sends (200 ms made ~110 of them for 300 orders). Only the outcome waits:
 * the claim itself is written before its send.
 */
const SETTLE_EVERY_MS = 1_000;

export class Claims {
  /**
   * Claims this browser holds, as last written (with their revision), so their outcome is
   * added in one write, without reading them back first.
   */
  private readonly held = new Map<string, ClaimDoc>();
  private outcomes = new Map<string, ClaimOutcome>();
  private flushing: Promise<void> | undefined;
  /** One batch of outcomes at a time: a later one writes on the revision the earlier made. */
  private written = Promise.resolve();

  constructor(
    private readonly remote: PouchDB.Database,
    private readonly me: Me,
  ) {}

  async claim(baseUrl: string, orderIds: readonly string[]): Promise<Map<string, ClaimResult>> {
    const started = performance.now();
    try {
      return await this.claimAll(baseUrl, orderIds);
    } finally {
      // User Timing (DevTools; the team benchmark sums them).
      performance.measure('team claim', { start: started, end: performance.now() });
    }
  }

  private async claimAll(
    baseUrl: string,
    orderIds: readonly string[],
  ): Promise<Map<string, ClaimResult>> {
    const results = new Map<string, ClaimResult>();
    const unique = [...new Set(orderIds)];
    const at = new Date().toISOString();
    const docs: ClaimDoc[] = unique.map((orderId) => ({
      _id: claimId(baseUrl, orderId),
      kind: 'claim',
      connectionUrl: normalizeBaseUrl(baseUrl),
      orderId,
      browserId: this.me.browserId,
      author: this.me.account,
      by: this.me.displayName,
      at,
    }));
    let written: (PouchDB.Ok | PouchDB.Failed)[];
    try {
      written = await this.remote.bulkDocs(docs);
    } catch (e) {
      for (const id of unique) results.set(id, { kind: 'unreachable', reason: reasonOf(e) });
      return results;
    }
    const held: string[] = [];
    const answers = answersById(written);
    docs.forEach((doc) => {
      const { orderId } = doc;
      const w = answers.get(doc._id);
      if (!w)
        results.set(orderId, { kind: 'unreachable', reason: 'the team did not answer for it' });
      else if ('ok' in w) {
        this.held.set(w.id, { ...doc, _rev: w.rev });
        results.set(orderId, { kind: 'mine' });
      } else if (w.error === 'conflict' || w.status === 409 || w.error === 'forbidden')
        // Held already: CouchDB answers a conflict; a server that runs the team's rules
        // before looking at revisions (express-pouchdb) refuses changing a colleague's claim.
        held.push(orderId);
      else results.set(orderId, { kind: 'unreachable', reason: reasonOf(w) });
    });
    if (held.length > 0) await this.readHolders(baseUrl, held, at, results);
    return results;
  }

  private async readHolders(
    baseUrl: string,
    orderIds: string[],
    at: string,
    results: Map<string, ClaimResult>,
  ) {
    try {
      const { rows } = await this.remote.allDocs({
        keys: orderIds.map((o) => claimId(baseUrl, o)),
        include_docs: true,
      });
      const takeOver: ClaimDoc[] = [];
      rows.forEach((row, i) => {
        const orderId = orderIds[i] ?? '';
        const doc = row.doc;
        if (!isClaim(doc)) {
          results.set(orderId, { kind: 'unreachable', reason: 'the claim could not be read' });
        } else if (doc.browserId === this.me.browserId && doc.author === this.me.account) {
          this.held.set(doc._id, doc);
          results.set(orderId, { kind: 'mine' });
        } else if (doc.result === 'failed') {
          // The colleague's send failed: the order is not recorded, so this browser may take it.
          const { result: _failed, ...rest } = doc;
          takeOver.push({
            ...rest,
            browserId: this.me.browserId,
            author: this.me.account,
            by: this.me.displayName,
            at,
          });
        } else {
          results.set(orderId, {
            kind: 'theirs',
            by: doc.by,
            ...(typeof doc.author === 'string' ? { account: doc.author } : {}),
            at: doc.at,
            ...(doc.result ? { result: doc.result } : {}),
          });
        }
      });
      if (takeOver.length === 0) return;
      const answers = answersById(await this.remote.bulkDocs(takeOver));
      takeOver.forEach((doc) => {
        const w = answers.get(doc._id);
        if (w && 'ok' in w) {
          this.held.set(w.id, { ...doc, _rev: w.rev });
          results.set(doc.orderId, { kind: 'mine' });
        } else
          results.set(doc.orderId, {
            kind: 'unreachable',
            reason: 'a colleague took it at the same moment',
          });
      });
    } catch (e) {
      for (const id of orderIds)
        if (!results.has(id)) results.set(id, { kind: 'unreachable', reason: reasonOf(e) });
    }
  }

  /** Adds how the send ended to this browser's claim; gathered and written in batches. */
  settle(baseUrl: string, orderId: string, result: ClaimOutcome) {
    const id = claimId(baseUrl, orderId);
    if (!this.held.has(id)) return Promise.resolve();
    this.outcomes.set(id, result);
    this.flushing ??= new Promise<void>((resolve) => setTimeout(resolve, SETTLE_EVERY_MS)).then(
      () => this.flush(),
    );
    return this.flushing;
  }

  private flush() {
    this.written = this.written.then(async () => {
      const started = performance.now();
      await this.writeOutcomes();
      performance.measure('team settle', { start: started, end: performance.now() });
    });
    return this.written;
  }

  private async writeOutcomes() {
    const outcomes = this.outcomes;
    this.outcomes = new Map();
    this.flushing = undefined;
    const docs = [...outcomes].flatMap(([id, result]) => {
      const doc = this.held.get(id);
      return doc ? [{ ...doc, result }] : [];
    });
    try {
      // A claim changed meanwhile (taken over after a failed send) refuses the old revision.
      const answers = answersById(await this.remote.bulkDocs(docs));
      for (const doc of docs) {
        const w = answers.get(doc._id);
        if (w && 'ok' in w) this.held.set(w.id, { ...doc, _rev: w.rev });
      }
    } catch {
      // Offline: the claim stays without its outcome; colleagues see "no outcome yet".
    }
  }
}

/**
 * A bulk write's answers by document ID: CouchDB answers in the order written, but
 * express-pouchdb's validation puts its refusals first, so an answer's place says nothing.
 */
function answersById(written: readonly (PouchDB.Ok | PouchDB.Failed)[]) {
  return new Map(written.map((w) => [w.id, w]));
}
