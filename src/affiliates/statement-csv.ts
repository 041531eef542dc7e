// "Download statement": the statement as CSV, cells that a spreadsheet opens as text.
import { toCsvLine } from '../lib/csv';
import type { AffiliateRecord } from './affiliate-record';
import { formatCents } from '../lib/format-cents';
import type { Statement } from './statement';

const pad = (n: number) => String(n).padStart(2, '0');
/** A time as the person's clock reads it ("2026-03-01 00:00"), in the zone the file names. */
const local = (at: number) => {
  const d = new Date(at);
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const settings = (s: { type: number; applyIndividual: boolean; amount: number } | undefined) =>
  s
    ? `type ${String(s.type)}, ${s.applyIndividual ? 'individually' : 'not individually'}, ${String(s.amount)}`
    : 'not known here';

/** `nameOf` gives a connection's name now (a line keeps the name it was sent under otherwise). */
export function statementCsv(
  affiliate: AffiliateRecord,
  span: { from: number; to: number },
  s: Statement,
  nameOf: (line: { connectionId: string; connection: string }) => string = (l) => l.connection,
): string {
  const lines = [
    toCsvLine(['Statement', affiliate.name]),
    // The person's days, not UTC instants: an order at 00:30 local lands on its own day.
    toCsvLine(['From', local(span.from), 'To (exclusive)', local(span.to), 'Time zone', zone()]),
    '',
    toCsvLine([
      'Connection',
      'Currency',
      'Recorded orders',
      'Total',
      'Commission returned',
      'Orders with commission',
    ]),
    ...s.currencies.map((c) =>
      toCsvLine([
        nameOf(c),
        c.currency,
        c.orders,
        formatCents(c.totalCents),
        formatCents(c.commissionCents),
        c.withCommission,
      ]),
    ),
    '',
    toCsvLine(['Outcome', 'Orders']),
    ...Object.entries(s.outcomes).map(([k, n]) => toCsvLine([k, n])),
    '',
    toCsvLine([
      'Connection',
      'Order ID',
      `Sent at (${zone()})`,
      'Referral code',
      'Currency',
      'Total',
      'Outcome',
      'Commission returned',
    ]),
    ...s.orders.map((o) =>
      toCsvLine([
        nameOf(o),
        o.orderId,
        local(o.at),
        o.code,
        o.currency,
        formatCents(o.totalCents),
        o.outcome,
        o.commissionCents === undefined ? '' : formatCents(o.commissionCents),
      ]),
    ),
    '',
    toCsvLine([
      'Connection',
      `Commission change at (${zone()})`,
      'Affiliate ID',
      'Before',
      'After',
      'Outcome',
    ]),
    ...s.changes.map((c) =>
      toCsvLine([
        nameOf(c),
        local(c.at),
        c.affiliateId,
        settings(c.before),
        settings(c.after),
        c.outcome,
      ]),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
