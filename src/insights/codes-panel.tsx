// Top referral codes, by orders recorded and, per currency, by order total: bars with
// their figures beside them. Money in different currencies is never added.
import { download, stampedName } from '../lib/download';
import type { CodeFigures, topCodesByTotal } from './insight-totals';
import { codesCsv } from './insights-csv';
import { moneyIn, perCurrencyText } from './money-text';
import { ChartOrTable } from './show-as-table';

interface Props {
  byOrders: readonly CodeFigures[] | undefined;
  byTotal: ReturnType<typeof topCodesByTotal> | undefined;
}

export function CodesPanel({ byOrders, byTotal }: Props) {
  return (
    <section className="card insights-panel" aria-labelledby="insights-codes">
      <h2 id="insights-codes">Top referral codes</h2>
      {byOrders === undefined || byTotal === undefined ? (
        <p aria-busy="true" className="muted">
          Counting…
        </p>
      ) : byOrders.length === 0 ? (
        <p className="muted">No order was recorded in this range.</p>
      ) : (
        <ChartOrTable
          onCsv={() => {
            download(stampedName('insights-referral-codes', 'csv'), codesCsv(byOrders), 'text/csv');
          }}
          chart={
            <>
              <Bars
                title="By orders recorded"
                rows={byOrders.map((c) => ({ code: c.code, value: c.orders }))}
                text={(n) => n.toLocaleString()}
              />
              {byTotal.map(({ currency, rows }) => (
                <Bars
                  key={currency}
                  title={`By order total in ${currency || 'no currency given'} (product totals as sent)`}
                  rows={rows.map((r) => ({ code: r.code, value: r.total }))}
                  text={(n) => moneyIn(n, currency)}
                />
              ))}
            </>
          }
          table={
            <table className="insights-table">
              <caption className="visually-hidden">Top referral codes</caption>
              <thead>
                <tr>
                  <th scope="col">Referral code</th>
                  <th scope="col">Orders recorded</th>
                  <th scope="col">Order total</th>
                </tr>
              </thead>
              <tbody>
                {byOrders.map((c) => (
                  <tr key={c.code}>
                    <th scope="row">{c.code || '(none)'}</th>
                    <td>{c.orders.toLocaleString()}</td>
                    <td>{perCurrencyText(c.totals)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      )}
    </section>
  );
}

interface BarsProps {
  title: string;
  rows: readonly { code: string; value: number }[];
  text: (n: number) => string;
}

/** Plain bars: a figure beside each reads better than an axis, and needs no library. */
function Bars({ title, rows, text }: BarsProps) {
  const max = Math.max(...rows.map((r) => r.value), 0);
  return (
    <figure className="insights-bars">
      <figcaption>{title}</figcaption>
      <ol>
        {rows.map((c) => (
          <li key={c.code}>
            <span className="insights-bars__label">{c.code || '(none)'}</span>
            <span className="insights-bars__track" aria-hidden="true">
              <span
                className="insights-bars__bar"
                style={{ width: `${max > 0 ? Math.max((c.value / max) * 100, 1) : 0}%` }}
              />
            </span>
            <span className="insights-bars__value">{text(c.value)}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
