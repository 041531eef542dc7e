// The checked orders of one import, kept where they were built (the parsing
// worker) so the page never holds them all: the page asks for what it shows —
// counts, problems by cause, the statuses' reasons, and windows of rows — and
// sends a person's fixes here. A plain module, so it is tested without a Worker.
import type { ImportedOrder } from './rows-to-orders';
import { moneyCheck, type Bucket, type CurrencyCheck } from './money/money-check';
import { groupProblems, type ProblemGroup } from './read/problems';

/** Which orders the page is looking at. */
export interface ViewFilter {
  /** Statuses sent; undefined: the settled ones. */
  statusKeys?: readonly string[] | undefined;
  /** The table lists only orders with problems or warnings. */
  onlyProblems: boolean;
}

interface Counts {
  valid: number;
  invalid: number;
  duplicate: number;
  skipped: number;
  leftOut: number;
  paidOut: number;
}

/** Everything the preview shows about the orders as a whole. */
export interface StoreView {
  /** Changes whenever an order or the filter changes: windows of an older version are stale. */
  version: number;
  total: number;
  /** Rows in the table (all orders, or those with problems). */
  shown: number;
  counts: Counts;
  /** Problems by cause among the orders the status filter sends. */
  groups: ProblemGroup[];
  /** Why orders of a status are left out, by status. */
  reasons: Record<string, string>;
  /** Valid orders, not skipped, that the status filter sends. */
  toSend: number;
  /** Skipped, with problems, or left out by status. */
  notSent: number;
  /** Where every cent of the file goes, per currency. */
  money: CurrencyCheck[];
}

export type StoreChange =
  | { kind: 'replace'; order: ImportedOrder }
  | { kind: 'skip'; index: number; skipped: boolean }
  | { kind: 'skip-other-currencies' };

/** What a send needs of an order: the rest (problems, money, draft) stays in the worker. */
export type SendOrder = Pick<ImportedOrder, 'index' | 'orderId' | 'code' | 'order'>;

export interface NotSent {
  orderId: string;
  code: string;
  reason: string;
}

const hasProblems = (o: ImportedOrder) => o.status !== 'valid' || o.warnings.length > 0;
const sendable = (o: ImportedOrder) => !o.skipped && o.status !== 'invalid' && o.order;

/** An order a person fixed: its products are what goes out, so the money check counts them
 * (and names the order should they differ from the file's figures). */
function edited(o: ImportedOrder): ImportedOrder {
  if (!o.order) return o;
  const goods = o.order.products.reduce((s, p) => s + Math.round((p.total ?? 0) * 100), 0);
  return { ...o, ledger: { ...o.ledger, goods, refund: 0 } };
}

export class OrderStore {
  private orders: ImportedOrder[] = [];
  /** Positions of the table's rows when it lists only orders with problems. */
  private shownAt: number[] | undefined;
  private filter: ViewFilter = { onlyProblems: false };
  private keys: Set<string> | undefined;
  private version = 0;

  /** New orders from a check: the status filter starts again from the settled statuses. */
  load(orders: ImportedOrder[]) {
    this.orders = orders;
    this.setFilter({ onlyProblems: this.filter.onlyProblems });
  }

  setFilter(filter: ViewFilter) {
    this.filter = filter;
    this.keys = filter.statusKeys ? new Set(filter.statusKeys) : undefined;
    this.changed();
  }

  private changed() {
    this.version++;
    this.shownAt = undefined;
    if (this.filter.onlyProblems) {
      this.shownAt = [];
      this.orders.forEach((o, i) => {
        if (hasProblems(o)) this.shownAt?.push(i);
      });
    }
  }

  get currentVersion() {
    return this.version;
  }

  included(o: ImportedOrder) {
    // Rows that move money out, and refund rows, are never sent, whatever is ticked.
    if (o.orderStatus.never) return false;
    return this.keys ? this.keys.has(o.orderStatus.key) : o.orderStatus.settled;
  }

  view(): StoreView {
    const counts: Counts = {
      valid: 0,
      invalid: 0,
      duplicate: 0,
      skipped: 0,
      leftOut: 0,
      paidOut: 0,
    };
    const reasons: Record<string, string> = {};
    const sent: ImportedOrder[] = [];
    let toSend = 0;
    for (const o of this.orders) {
      const reason = o.orderStatus.reason;
      if (reason && reasons[o.orderStatus.key] === undefined) reasons[o.orderStatus.key] = reason;
      if (!this.included(o)) {
        counts.leftOut++;
        continue;
      }
      sent.push(o);
      if (o.order?.paid === true) counts.paidOut++;
      // Duplicates are counted as such even while skipped; "skipped" counts every order left out.
      if (o.status !== 'valid' || !o.skipped) counts[o.status]++;
      if (o.skipped) counts.skipped++;
      if (sendable(o)) toSend++;
    }
    return {
      money: moneyCheck(
        this.orders.map((o) => ({
          orderId: o.orderId,
          currency: o.currency,
          ledger: o.ledger,
          bucket: this.bucket(o),
          unread: o.unread,
        })),
      ),
      version: this.version,
      total: this.orders.length,
      shown: this.shownAt ? this.shownAt.length : this.orders.length,
      counts,
      groups: groupProblems(sent),
      reasons,
      toSend,
      notSent: this.orders.length - toSend,
    };
  }

  /** Where an order's money goes in the money check. */
  private bucket(o: ImportedOrder): Bucket {
    if (!this.included(o))
      return {
        kind: 'left-out',
        reason: o.orderStatus.group ?? o.orderStatus.reason ?? o.orderStatus.key,
      };
    if (o.status === 'invalid') return { kind: 'held' };
    if (o.skipped)
      return {
        kind: 'left-out',
        reason: o.status === 'duplicate' ? 'duplicate, skipped' : 'skipped',
      };
    return { kind: 'send' };
  }

  /** The table's rows from `start`: at most `count`. */
  window(start: number, count: number): ImportedOrder[] {
    const at = this.shownAt;
    if (!at) return this.orders.slice(start, start + count);
    return at.slice(start, start + count).flatMap((i) => this.orders[i] ?? []);
  }

  change(change: StoreChange) {
    if (change.kind === 'skip-other-currencies')
      this.orders = this.orders.map((o) =>
        o.problems.some((p) => p.cause === 'other-currency') ? { ...o, skipped: true } : o,
      );
    else {
      const index = change.kind === 'replace' ? change.order.index : change.index;
      const old = this.orders[index];
      if (old?.index !== index) return;
      this.orders[index] =
        change.kind === 'replace' ? edited(change.order) : { ...old, skipped: change.skipped };
    }
    this.changed();
  }

  /** The orders to send, in batches of `size`, with only what a request is made of (less to copy to the page). */
  *sendBatches(size: number): Generator<SendOrder[]> {
    let batch: SendOrder[] = [];
    for (const o of this.orders) {
      if (!sendable(o) || !this.included(o)) continue;
      batch.push({ index: o.index, orderId: o.orderId, code: o.code, order: o.order });
      if (batch.length === size) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  notSent(): NotSent[] {
    return this.orders
      .filter((o) => !sendable(o) || !this.included(o))
      .map((o) => ({
        orderId: o.orderId,
        code: o.code,
        reason: !this.included(o)
          ? `left out: ${o.orderStatus.reason ?? o.orderStatus.key}`
          : o.skipped
            ? 'skipped'
            : Object.values(o.errors).join(' '),
      }));
  }
}
