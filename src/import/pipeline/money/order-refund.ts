// One order's refund, as the import's refund choice says: taken off the products
// (the default), the order held for a person, or sent as ordered with the refund in
// its metadata. A refund that reaches the goods' whole value leaves the order out;
// a file that says "partly refunded" without an amount holds it.
import type { ProductMoney } from './money';
import type { OrderStatus } from '../read/order-status';
import type { Problem } from '../read/problems';
import { formatCents } from '../../../lib/format-cents';
import { takeOffRefund, type RefundChoice } from './refund-lines';

export type RefundOutcome =
  | { kind: 'none' }
  /** Products net of the refund (major units, as computeMoney gives them). */
  | { kind: 'net'; products: ProductMoney[]; refund: number; warning: string; problem: Problem }
  | { kind: 'left-out'; status: OrderStatus }
  | { kind: 'hold'; error: string; problem: Problem }
  | { kind: 'as-ordered'; refunded: number; warning: string; problem: Problem };

const cents = (n: number) => Math.round(n * 100);

export function refundOutcome(
  products: readonly ProductMoney[],
  status: OrderStatus,
  choice: RefundChoice,
): RefundOutcome {
  if (status.refundUnknown && status.refunded === undefined)
    return {
      kind: 'hold',
      error:
        'The file says this order was partly refunded but not by how much: held for a person. Edit it to what the buyer kept, or skip it.',
      problem: { cause: 'refund-unknown' },
    };
  const refunded = status.refunded;
  if (refunded === undefined) return { kind: 'none' };
  const refund = cents(refunded);
  const amount = formatCents(refund);
  const lines = products.map((p) => ({
    subTotal: cents(p.subTotal),
    tax: cents(p.tax),
    total: cents(p.total),
  }));
  const result = takeOffRefund(lines, refund);
  // Whatever the choice: an order whose goods were all refunded is refunded (left out).
  if (result.coversGoods)
    return {
      kind: 'left-out',
      status: {
        key: 'refunded',
        settled: false,
        reason: 'the refund covers the goods (only shipping kept)',
      },
    };
  if (choice === 'hold')
    return {
      kind: 'hold',
      error: `Partly refunded (${amount}): held for a person, as chosen for this import.`,
      problem: { cause: 'refund-held', detail: amount },
    };
  if (choice === 'as-ordered')
    return {
      kind: 'as-ordered',
      refunded,
      warning: `As ordered; the ${amount} refund is noted in the order’s metadata, as “refunded”.`,
      problem: { cause: 'part-refunded-as-ordered', detail: amount },
    };
  const net = result.lines.reduce((s, l) => s + l.total, 0);
  return {
    kind: 'net',
    refund: refunded,
    products: result.lines.map((l) => ({
      subTotal: l.subTotal / 100,
      tax: l.tax / 100,
      total: l.total / 100,
    })),
    warning: `Net of a ${amount} refund: ${formatCents(net)}.`,
    problem: { cause: 'part-refunded', detail: amount },
  };
}
