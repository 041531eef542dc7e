// Top referral codes, by orders recorded and by order total: bars with their figures beside them.
import { download, stampedName } from '../lib/download';
import type { CodeFigures } from './insight-totals';
import { cents, codesCsv } from './insights-csv';
import { ChartOrTable } from './show-as-table';

interface Props {
  byOrders: readonly CodeFigures[] | undefined;
  byTotal: readonly CodeFigures[] | undefined;
}

const money = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

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
                rows={byOrders}
                value={(c) => c.orders}
                text={(n) => String(n)}
              />
              <Bars
                title="By order total (product totals as sent)"
                rows={byTotal}
                value={(c) => c.total}
                text={(n) => money.format(cents(n))}
              />
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
                    <td>{c.orders}</td>
                    <td>{money.format(cents(c.total))}</td>
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
  rows: readonly CodeFigures[];
  value: (c: CodeFigures) => number;
  text: (n: number) => string;
}

/** Plain bars: a figure beside each reads better than an axis, and needs no library. */
function Bars({ title, rows, value, text }: BarsProps) {
  const max = Math.max(...rows.map(value), 0);
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
                style={{ width: `${max > 0 ? Math.max((value(c) / max) * 100, 1) : 0}%` }}
              />
            </span>
            <span className="insights-bars__value">{text(value(c))}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
