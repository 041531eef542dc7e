// "Download statement": the statement as CSV, cells that a spreadsheet opens as text.
import { toCsvLine } from '../lib/csv';
import type { AffiliateRecord } from './affiliate-record';
import { formatCents, type Statement } from './statement';

const iso = (at: number) => new Date(at).toISOString();
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
    toCsvLine(['From', iso(span.from), 'To (exclusive)', iso(span.to)]),
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
      'Sent at',
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
        iso(o.at),
        o.code,
        o.currency,
        formatCents(o.totalCents),
        o.outcome,
        o.commissionCents === undefined ? '' : formatCents(o.commissionCents),
      ]),
    ),
    '',
    toCsvLine(['Connection', 'Commission change at', 'Affiliate ID', 'Before', 'After', 'Outcome']),
    ...s.changes.map((c) =>
      toCsvLine([
        nameOf(c),
        iso(c.at),
        c.affiliateId,
        settings(c.before),
        settings(c.after),
        c.outcome,
      ]),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
