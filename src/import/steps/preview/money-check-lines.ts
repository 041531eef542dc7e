// The money check as lines a person reads (and the CSV holds): the file's gross,
// then where it went, then, after sending, what actually left and what the service
// refused. One list for the panel and the file, so they never disagree.
import { accountedFor, type CurrencyCheck } from '../../pipeline/money/money-check';

/** What a send did, per currency (the bodies that left, by outcome). */
export interface AfterSend {
  currency: string;
  sent: { count: number; cents: number };
  refused: { count: number; cents: number };
  unknown: { count: number; cents: number };
  /** Kept back before leaving (the team's duplicate guard, no key): never reached the service. */
  notSent: { count: number; cents: number };
  /** Of those sent: orders the service held already (its 409), neither recorded again nor failed. */
  alreadyRecorded: { count: number; cents: number };
}

export interface CheckLine {
  label: string;
  /** Orders behind the figure, where it counts orders. */
  orders?: number;
  cents: number;
  /** How the line stands in the sum: the gross, a part of it, the remainder, or after sending. */
  role: 'gross' | 'part' | 'remainder' | 'after';
  /** Orders named beside the figure (the remainder's). */
  named?: string[];
}

export function checkLines(c: CurrencyCheck, after?: AfterSend): CheckLine[] {
  const lines: CheckLine[] = [
    { label: 'In the file (gross, as the file states it)', cents: c.gross, role: 'gross' },
    { label: 'To send (products)', orders: c.toSend.count, cents: c.toSend.cents, role: 'part' },
    ...c.leftOut.map((t): CheckLine => ({
      label: `Left out: ${t.reason}`,
      orders: t.count,
      cents: t.cents,
      role: 'part',
    })),
  ];
  if (c.held.count > 0)
    lines.push({
      label: 'Held for a person',
      orders: c.held.count,
      cents: c.held.cents,
      role: 'part',
    });
  lines.push({ label: 'Shipping', cents: c.shipping, role: 'part' });
  lines.push({ label: 'Tax on shipping', cents: c.shippingTax, role: 'part' });
  if (c.duties !== 0) lines.push({ label: 'Duties', cents: c.duties, role: 'part' });
  lines.push({ label: 'Refunds taken off', cents: c.refunds, role: 'part' });
  lines.push({
    // "None" only when no unread column could change what is sent.
    label: accountedFor(c) ? 'Not accounted for: none' : 'Not accounted for',
    cents: c.remainder,
    role: 'remainder',
    // Held orders whose own figures do not add up leave no remainder: they are counted under
    // "Held for a person", so no count stands beside "none"; the sentence says what they are.
    ...(c.remainderOrders.length > 0
      ? {
          named: c.remainderOrders.map((o) => o.orderId),
          ...(c.remainder !== 0 ? { orders: c.remainderOrders.length } : {}),
        }
      : {}),
  });
  if (after) {
    lines.push({
      label: 'Sent (the bodies that left)',
      orders: after.sent.count,
      cents: after.sent.cents,
      role: 'after',
    });
    lines.push({
      label: 'Refused by the service',
      orders: after.refused.count,
      cents: after.refused.cents,
      role: 'after',
    });
    if (after.alreadyRecorded.count > 0)
      lines.push({
        label: 'Already recorded at the service (not recorded again)',
        orders: after.alreadyRecorded.count,
        cents: after.alreadyRecorded.cents,
        role: 'after',
      });
    if (after.notSent.count > 0)
      lines.push({
        label: 'Not sent (kept back before it left)',
        orders: after.notSent.count,
        cents: after.notSent.cents,
        role: 'after',
      });
    if (after.unknown.count > 0)
      lines.push({
        label: 'Outcome unknown',
        orders: after.unknown.count,
        cents: after.unknown.cents,
        role: 'after',
      });
  }
  return lines;
}
