// One affiliate's statement for a chosen period on a chosen connection (the active one
// first) or on all of them, from this console's History, and "Download statement" (CSV).
// All connections are summed per connection and currency, never across either.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { connectionIdForUrl, useConnections } from '../connections';
import { loadAffiliateReads, OlderTeamNotice, type HistoryEntry } from '../history';
import { directoryKeys } from './keys';
import { download, stampedName } from '../lib/download';
import { ConnectionSelect } from '../ui/connection-select';
import { TextField } from '../ui/field';
import type { AffiliateRecord } from './affiliate-record';
import { CardRow, CardTable } from './card-table';
import { formatCents } from '../lib/format-cents';
import { buildStatement, type Outcome } from './statement';
import { statementCsv } from './statement-csv';
import { useFocusOnOpen } from '../ui/use-focus-on-open';

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (d: Date) =>
  `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** A typed day (yyyy-mm-dd) as local midnight; undefined when it is not a day. */
function localMidnight(day: string, plusDays = 0): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const at = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays).getTime();
  return Number.isNaN(at) ? undefined : at;
}

const OUTCOME_WORDS: Record<Outcome, string> = {
  recorded: 'Recorded',
  failed: 'Failed',
  unknown: 'Outcome unknown',
  pending: 'Waiting for an answer',
};
const settingsText = (s: { type: number; applyIndividual: boolean; amount: number } | undefined) =>
  s
    ? `type ${String(s.type)}, ${String(s.amount)}, ${s.applyIndividual ? 'individually' : 'not individually'}`
    : 'not known here';
/** The connection choice that means every connection in this browser. */
const ALL = 'all-connections';

const time = (at: number) =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const ORDER_COLUMNS = [
  'Connection',
  'Order ID',
  'Sent',
  'Code',
  'Total',
  'Outcome',
  'Commission',
] as const;

export function StatementPanel({
  affiliate,
  onClose,
}: {
  affiliate: AffiliateRecord;
  onClose: () => void;
}) {
  const { connections, active } = useConnections();
  const [scope, setScope] = useState(active.id);
  const chosen = scope === ALL ? connections : connections.filter((c) => c.id === scope);
  // A connection removed meanwhile: back to the active one.
  const targets = chosen.length > 0 ? chosen : [active];
  const all = scope === ALL;
  const targetIds = targets.map((c) => c.id).join(' ');
  /** A line's connection by its name now (or the one it was sent under, if it is gone). */
  const nameOf = (line: { connectionId: string; connection: string }) =>
    connections.find((c) => c.id === line.connectionId)?.name ?? line.connection;
  const now = new Date();
  const [from, setFrom] = useState(dayText(new Date(now.getFullYear(), now.getMonth(), 1)));
  const [to, setTo] = useState(dayText(now));
  const span = { from: localMidnight(from), to: localMidnight(to, 1) };
  const spanError =
    span.from === undefined || span.to === undefined
      ? 'Enter both days.'
      : span.to <= span.from
        ? 'The last day comes before the first.'
        : undefined;
  const { data, error, isPending } = useQuery({
    queryKey: directoryKeys.statement(
      targetIds,
      affiliate.key,
      affiliate.updatedAt,
      span.from,
      span.to,
    ),
    enabled: spanError === undefined,
    queryFn: async () => {
      const { readStatementEntries, historyConnections } = await loadAffiliateReads();
      const range = { from: span.from ?? 0, to: span.to ?? 0 };
      // All: this browser's connections and any other History holds (a colleague's, a removed one).
      const ids = new Set(targets.map((c) => c.id));
      if (all) for (const c of await historyConnections()) ids.add(c.id);
      const read = await Promise.all(
        [...ids].map((connectionId) =>
          readStatementEntries({
            connectionId,
            codes: affiliate.codes,
            affiliateIds: affiliate.affiliateIds,
            ...range,
          }),
        ),
      );
      return {
        orders: read.flatMap((r) => r.orders),
        commissions: read.flatMap((r) => r.commissions),
        range,
      };
    },
  });
  // Older History asked of the team server for this affiliate and period (when asked).
  const olderKey = `${affiliate.key}\u0000${String(span.from)}\u0000${String(span.to)}`;
  const [older, setOlder] = useState<{ key: string; entries: HistoryEntry[] }>();
  const olderHere = older?.key === olderKey ? older.entries : undefined;
  const statement = useMemo(() => {
    if (!data) return undefined;
    const ids = new Set(targetIds.split(' '));
    const extra = (olderHere ?? []).filter((e) => all || ids.has(e.connectionId));
    const orders = extra.filter(
      (e) => e.operation === 'order' && affiliate.codes.includes(e.referralCode ?? ''),
    );
    const commissions = extra.filter(
      (e) => e.operation === 'commissions' && affiliate.affiliateIds.includes(e.affiliateId ?? ''),
    );
    return buildStatement(
      [...data.orders, ...orders],
      [...data.commissions, ...commissions],
      data.range,
    );
  }, [data, olderHere, all, targetIds, affiliate]);
  const title = `Statement: ${affiliate.name}`;
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  return (
    <section className="card statement" aria-label={title}>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className="muted">
        From this console’s History on{' '}
        {all ? 'all connections, each apart' : (targets[0] ?? active).name}: orders sent to{' '}
        {affiliate.codes.join(', ') || 'no code'}, commission changes of{' '}
        {affiliate.affiliateIds.join(', ') || 'no affiliate ID'}. Days and times are in{' '}
        {Intl.DateTimeFormat().resolvedOptions().timeZone} time.
      </p>
      <div className="grid">
        <ConnectionSelect
          connections={connections}
          value={all ? undefined : (targets[0] ?? active).id}
          onChange={(connectionId) => {
            setScope(connectionId ?? ALL);
          }}
        />
        <TextField
          label="First day"
          type="date"
          value={from}
          error={spanError}
          onChange={(e) => {
            setFrom(e.target.value);
          }}
        />
        <TextField
          label="Last day"
          type="date"
          value={to}
          onChange={(e) => {
            setTo(e.target.value);
          }}
        />
      </div>
      {error && (
        <p role="alert" className="field__error">
          History could not be read: {error.message}
        </p>
      )}
      {spanError === undefined && isPending && <p aria-busy="true">Reading History…</p>}
      {spanError === undefined && span.from !== undefined && span.to !== undefined && (
        <OlderTeamNotice
          key={olderKey}
          query={{
            from: span.from,
            to: span.to,
            match: { referralCodes: affiliate.codes, affiliateIds: affiliate.affiliateIds },
          }}
          connectionIdFor={connectionIdForUrl}
          action="Include older History from the team server"
          covers="The statement covers"
          onFound={(entries, settingsBefore) => {
            // Updates from before the period only say what its first changes changed from.
            setOlder({ key: olderKey, entries: [...entries, ...settingsBefore] });
          }}
        />
      )}
      {data && statement && (
        <>
          <h3>Totals by currency</h3>
          {statement.currencies.length === 0 ? (
            <p>No recorded orders in this period.</p>
          ) : (
            <CardTable
              columns={[
                ...(all ? ['Connection'] : []),
                'Currency',
                'Recorded orders',
                'Total',
                'Commission returned',
              ]}
            >
              {statement.currencies.map((c) => (
                <CardRow
                  key={`${c.connectionId}-${c.currency}`}
                  before={all ? [['Connection', nameOf(c)]] : []}
                  title={c.currency}
                  cells={[
                    ['Recorded orders', c.orders],
                    ['Total', formatCents(c.totalCents)],
                    [
                      'Commission returned',
                      c.withCommission === 0
                        ? 'none returned'
                        : `${formatCents(c.commissionCents)} (${String(c.withCommission)} of ${String(c.orders)} ${c.orders === 1 ? 'order' : 'orders'})`,
                    ],
                  ]}
                />
              ))}
            </CardTable>
          )}
          <h3>Outcomes</h3>
          <ul className="statement__outcomes">
            {(Object.keys(OUTCOME_WORDS) as Outcome[]).map((o) => (
              <li key={o}>
                {OUTCOME_WORDS[o]}: {statement.outcomes[o]}
              </li>
            ))}
          </ul>
          {statement.orders.length > 0 && (
            <details>
              <summary>Orders ({statement.orders.length})</summary>
              <CardTable columns={ORDER_COLUMNS.filter((c) => all || c !== 'Connection')}>
                {statement.orders.map((o) => (
                  <CardRow
                    key={`${o.connectionId}-${o.orderId}-${String(o.at)}`}
                    before={all ? [['Connection', nameOf(o)]] : []}
                    title={o.orderId}
                    cells={[
                      ['Sent', time(o.at)],
                      ['Code', o.code],
                      ['Total', `${formatCents(o.totalCents)} ${o.currency}`],
                      ['Outcome', OUTCOME_WORDS[o.outcome]],
                      [
                        'Commission',
                        o.commissionCents === undefined ? '—' : formatCents(o.commissionCents),
                      ],
                    ]}
                  />
                ))}
              </CardTable>
            </details>
          )}
          <h3>Commission changes</h3>
          {statement.changes.length === 0 ? (
            <p>No commission changes in this period.</p>
          ) : (
            <ul>
              {statement.changes.map((c) => (
                <li key={`${c.connectionId}-${c.affiliateId}-${String(c.at)}`}>
                  {time(c.at)}, {all ? `${nameOf(c)}, ` : ''}
                  {c.affiliateId}: {settingsText(c.before)} → {settingsText(c.after)} (
                  {OUTCOME_WORDS[c.outcome]})
                </li>
              ))}
            </ul>
          )}
          <div className="affiliates-page__tools">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                download(
                  stampedName(`statement-${affiliate.name.replace(/[^\w-]+/g, '-')}`, 'csv'),
                  statementCsv(affiliate, data.range, statement, nameOf),
                  'text/csv',
                );
              }}
            >
              Download statement
            </button>
            <button type="button" className="button" onClick={onClose}>
              Close statement
            </button>
          </div>
        </>
      )}
    </section>
  );
}
