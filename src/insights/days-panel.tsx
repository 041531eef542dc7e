// Orders recorded per day, stacked by outcome; a day opens History filtered to it.
import { Link, useLocation } from 'wouter';
import { download, stampedName } from '../lib/download';
import type { DayRow } from './charts/day-chart';
import { DayChartView } from './day-chart-view';
import { historyHref } from './history-links';
import { daysCsv } from './insights-csv';
import { ChartOrTable } from './show-as-table';

interface Props {
  rows: readonly DayRow[] | undefined;
  connectionId: string | undefined;
}

export function DaysPanel({ rows, connectionId }: Props) {
  const [, navigate] = useLocation();
  const dayHref = (day: string) =>
    historyHref({ connectionId, from: day, to: day, operation: 'order' });
  return (
    <section className="card insights-panel insights-panel--wide" aria-labelledby="insights-days">
      <h2 id="insights-days">Orders per day</h2>
      {rows === undefined ? (
        <p aria-busy="true" className="muted">
          Counting…
        </p>
      ) : (
        <ChartOrTable
          onCsv={() => {
            download(stampedName('insights-orders-per-day', 'csv'), daysCsv(rows), 'text/csv');
          }}
          chart={
            <>
              <Legend />
              <DayChartView
                rows={rows}
                label={chartLabel(rows)}
                onDay={(day) => {
                  navigate(dayHref(day));
                }}
              />
              <p className="small muted">Click a day to open its orders in History.</p>
            </>
          }
          table={
            <table className="insights-table">
              <caption className="visually-hidden">Orders per day, by outcome</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Recorded</th>
                  <th scope="col">Failed</th>
                  <th scope="col">Unknown</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.day}>
                    <th scope="row">
                      <Link href={dayHref(r.day)}>{r.day}</Link>
                    </th>
                    <td>{r.recorded}</td>
                    <td>{r.failed}</td>
                    <td>{r.unknown}</td>
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

function Legend() {
  return (
    <ul className="insights-legend" aria-hidden="true">
      <li>
        <span className="insights-swatch insights-swatch--recorded" /> Recorded
      </li>
      <li>
        <span className="insights-swatch insights-swatch--failed" /> Failed
      </li>
      <li>
        <span className="insights-swatch insights-swatch--unknown" /> Unknown
      </li>
    </ul>
  );
}

function chartLabel(rows: readonly DayRow[]): string {
  const sum = (k: 'recorded' | 'failed' | 'unknown') => rows.reduce((n, r) => n + r[k], 0);
  const first = rows[0]?.day ?? '';
  const last = rows.at(-1)?.day ?? '';
  return `Orders per day from ${first} to ${last}: ${sum('recorded')} recorded, ${sum('failed')} failed, ${sum('unknown')} unknown. “Show as table” lists each day.`;
}
