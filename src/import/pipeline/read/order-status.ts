// Which orders are sales. By default only settled orders are sent (paid,
// completed, succeeded…); refunded, voided, cancelled, failed and pending ones
// are left out with a reason, and a person may include them by status. A
// customer's payment status never sets the contract's `paid` (that means "in an
// affiliate payout").

export interface OrderStatus {
  /** What the status filter lists: the file's own word, or "cancelled" for a cancellation time. */
  key: string;
  /** Sent by default. */
  settled: boolean;
  /** Why it is left out by default. */
  reason?: string;
  /** Refunded so far, when the order is still a sale. */
  refunded?: number;
  /** The file says "partly refunded" without saying how much: a person must look. */
  refundUnknown?: boolean;
  /** A sale a person must look at before it is sent (why, in plain words). */
  hold?: string;
  /** The money check's line for it, when the reason names one order ("refunds 8GJ…"). */
  group?: string;
  /** This row refunds another order (PayPal writes refunds as their own rows). */
  refundOf?: { orderId: string; amount: number };
  /** Moves money out or is a refund row: never sent, whatever statuses a person ticks. */
  never?: boolean;
}

/** What a status reader can see of one order: mapped fields and any column by name. */
export interface StatusContext {
  status: string;
  cancelledAt: string;
  refunded: number | undefined;
  /** The order's total as the file states it. */
  total: number | undefined;
  column: (header: string) => string;
}

const NO_STATUS = 'no status';

const normalise = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_');

const SETTLED = new Set([
  'paid',
  'completed',
  'complete',
  'succeeded',
  'success',
  'successful',
  'processing',
  'captured',
  'settled',
  'fulfilled',
  'shipped',
  'delivered',
  'approved',
]);

/** Sales refunded in part: the amount must come from elsewhere in the file. */
const PART_REFUNDED = new Set(['partially_refunded', 'partial_refund', 'partly_refunded']);

/** Excluded words and the reason shown for them. */
const LEFT_OUT: [RegExp, string][] = [
  [/refund/, 'refunded'],
  [/^(cancell?ed|cancel)/, 'cancelled'],
  [/^void/, 'voided'],
  [/^(failed|failure|declined|denied|rejected|error)/, 'payment failed'],
  [/^(disputed|chargeback|charged_back|reversed)/, 'disputed or charged back'],
  [/^(expired|abandoned)/, 'expired'],
  [/^(authori[sz]ed|requires_capture)/, 'authorised, not captured'],
  [
    /^(pending|on_hold|awaiting|unpaid|partially_paid|requires_|incomplete|draft|ready|billed|past_due|open)/,
    'not paid yet',
  ],
];

/** One status word -> sent by default or left out with a reason. */
export function classifyStatus(raw: string): OrderStatus {
  const word = raw.trim();
  if (word === '') return { key: NO_STATUS, settled: true };
  const key = word.toLowerCase();
  const n = normalise(word);
  if (PART_REFUNDED.has(n)) return { key, settled: true, refundUnknown: true };
  if (SETTLED.has(n)) return { key, settled: true };
  for (const [re, reason] of LEFT_OUT) if (re.test(n)) return { key, settled: false, reason };
  return { key, settled: false, reason: `“${word}” is not a status known as paid` };
}

/** Whether the usual reading knows a status word (else it is asked: ./value-questions). */
export function isKnownStatus(raw: string): boolean {
  const n = normalise(raw);
  return PART_REFUNDED.has(n) || SETTLED.has(n) || LEFT_OUT.some(([re]) => re.test(n));
}

/** The usual reading: the status word, then a cancellation time, then the refunded amount. */
export function statusFromFields(ctx: StatusContext): OrderStatus {
  const base = classifyStatus(ctx.status);
  if (!base.settled) return base;
  if (ctx.cancelledAt.trim() !== '')
    return { key: 'cancelled', settled: false, reason: 'has a cancellation time' };
  // A sale is money received: an order whose total is nothing moved none (a free replacement).
  if (ctx.total === 0) return { key: 'no money', settled: false, reason: 'no money (total 0.00)' };
  return withRefund(base, ctx.refunded, ctx.total);
}

/** A refunded amount turns a sale into a partly refunded one, or a refunded one when it is all of it. */
export function withRefund(
  status: OrderStatus,
  refunded: number | undefined,
  total: number | undefined,
): OrderStatus {
  if (refunded === undefined || !(refunded > 0)) return status;
  if (total !== undefined && Math.round(refunded * 100) >= Math.round(total * 100))
    return { key: 'refunded', settled: false, reason: 'refunded in full' };
  const { refundUnknown: _known, ...rest } = status;
  return { ...rest, refunded: Math.round(refunded * 100) / 100 };
}

export interface WithStatus {
  orderId: string;
  orderStatus: OrderStatus;
  fileTotal?: number;
}

/**
 * Rows that refund another order (PayPal) count against it: in part, it is
 * flagged with the amount; in full, it is left out as refunded.
 */
export function applyRefundRows<T extends WithStatus>(orders: readonly T[]): T[] {
  const refunds = new Map<string, number>();
  for (const o of orders) {
    const r = o.orderStatus.refundOf;
    if (r) refunds.set(r.orderId, (refunds.get(r.orderId) ?? 0) + r.amount);
  }
  if (refunds.size === 0) return [...orders];
  return orders.map((o) => {
    const amount = refunds.get(o.orderId);
    if (amount === undefined || !o.orderStatus.settled) return o;
    const { refunded: before = 0, ...status } = o.orderStatus;
    const next = withRefund(status, before + amount, o.fileTotal);
    return {
      ...o,
      orderStatus: next.settled ? next : { ...next, reason: 'refunded in full by a later row' },
    };
  });
}
