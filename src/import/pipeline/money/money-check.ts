// The money check: per currency, where every cent of the file went. The file's
// gross = to send + left out (by reason) + held for a person + shipping + shipping
// tax + duties + refunds taken off; whatever is left is a remainder, named with the
// orders it comes from. Integer cents only. Runs in the import worker; the page gets
// the summary.

/** One order's money, in cents. */
export interface OrderLedger {
  /** The order's gross as the file states it (worked out from its parts when it states none). */
  gross: number;
  /** The products as they would be sent (after any refund taken off). */
  goods: number;
  /** Shipping net of its tax. */
  shipping: number;
  shippingTax: number;
  duties: number;
  /** Taken off the goods (net of refunds). */
  refund: number;
}

/** What the file's figures leave unexplained in one order (0 when they add up). */
export const remainderOf = (l: OrderLedger) =>
  l.gross - l.goods - l.shipping - l.shippingTax - l.duties - l.refund;

export type Bucket = { kind: 'send' } | { kind: 'held' } | { kind: 'left-out'; reason: string };

export interface CheckEntry {
  orderId: string;
  currency: string | undefined;
  ledger: OrderLedger;
  bucket: Bucket;
  /** The order's values in money columns the mapping leaves unread. */
  unread?: readonly { column: string; cents: number; known?: true }[] | undefined;
}

/** A money column the mapping leaves unread: its sum in one currency and the orders it is in. */
interface UnreadSum {
  column: string;
  cents: number;
  orders: number;
  /** The preset knows it moves nothing that is sent. */
  known: boolean;
}

interface Tally {
  count: number;
  cents: number;
}

export interface CurrencyCheck {
  /** ISO code, or "" when the file gives none. */
  currency: string;
  gross: number;
  toSend: Tally;
  leftOut: (Tally & { reason: string })[];
  held: Tally;
  shipping: number;
  shippingTax: number;
  duties: number;
  refunds: number;
  /** gross less every line above: 0.00 when the file is accounted for. */
  remainder: number;
  /** Orders whose own figures leave a remainder (at most 20 named), all held. */
  remainderOrders: { orderId: string; cents: number }[];
  /** Money columns the mapping leaves unread, in the file's column order of first sight. */
  unread: UnreadSum[];
}

const NAMED = 20;

function fresh(currency: string): CurrencyCheck {
  return {
    currency,
    gross: 0,
    toSend: { count: 0, cents: 0 },
    leftOut: [],
    held: { count: 0, cents: 0 },
    shipping: 0,
    shippingTax: 0,
    duties: 0,
    refunds: 0,
    remainder: 0,
    remainderOrders: [],
    unread: [],
  };
}

/** The check per currency, currencies in the order the file first names them. */
export function moneyCheck(entries: Iterable<CheckEntry>): CurrencyCheck[] {
  const by = new Map<string, CurrencyCheck>();
  for (const e of entries) {
    const key = e.currency ?? '';
    let c = by.get(key);
    if (!c) by.set(key, (c = fresh(key)));
    const l = e.ledger;
    c.gross += l.gross;
    for (const u of e.unread ?? []) {
      let t = c.unread.find((x) => x.column === u.column);
      if (!t)
        c.unread.push((t = { column: u.column, cents: 0, orders: 0, known: u.known === true }));
      t.cents += u.cents;
      t.orders++;
    }
    const rest = remainderOf(l);
    if (rest !== 0 && c.remainderOrders.length < NAMED)
      c.remainderOrders.push({ orderId: e.orderId, cents: rest });
    if (e.bucket.kind === 'held') {
      c.held.count++;
      c.held.cents += l.gross;
    } else if (e.bucket.kind === 'left-out') {
      const reason = e.bucket.reason;
      let t = c.leftOut.find((x) => x.reason === reason);
      if (!t) c.leftOut.push((t = { reason, count: 0, cents: 0 }));
      t.count++;
      t.cents += l.gross;
    } else {
      c.toSend.count++;
      c.toSend.cents += l.goods;
      c.shipping += l.shipping;
      c.shippingTax += l.shippingTax;
      c.duties += l.duties;
      c.refunds += l.refund;
    }
  }
  for (const c of by.values())
    c.remainder =
      c.gross -
      c.toSend.cents -
      c.leftOut.reduce((s, t) => s + t.cents, 0) -
      c.held.cents -
      c.shipping -
      c.shippingTax -
      c.duties -
      c.refunds;
  return [...by.values()];
}

/** Unread columns that could change what is sent: money in them the preset does not explain. */
export const toLookAt = (c: CurrencyCheck) => c.unread.filter((u) => !u.known && u.cents !== 0);

/** Every cent of the currency is accounted for: nothing remains, and no unread column could change what is sent. */
export const accountedFor = (c: CurrencyCheck) => c.remainder === 0 && toLookAt(c).length === 0;
