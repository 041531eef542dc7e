// This week's work in three figures: today, the last 7 days, the whole range.
import type { DayRow } from './charts/day-chart';

export function SummaryPanel({
  rows,
  today,
}: {
  rows: readonly DayRow[] | undefined;
  today: string;
}) {
  const lastDay = rows?.at(-1)?.day;
  const recorded = (from: number) => rows?.slice(from).reduce((n, r) => n + r.recorded, 0) ?? 0;
  return (
    <section className="card insights-panel" aria-labelledby="insights-summary">
      <h2 id="insights-summary">Orders recorded</h2>
      {rows === undefined ? (
        <p aria-busy="true" className="muted">
          Counting…
        </p>
      ) : (
        <dl className="insights-summary">
          <div>
            <dt>{lastDay === today ? 'Today' : `On ${lastDay ?? ''}`}</dt>
            <dd>{recorded(-1)}</dd>
          </div>
          <div>
            <dt>Last 7 days</dt>
            <dd>{recorded(-7)}</dd>
          </div>
          <div>
            <dt>Whole range ({rows.length === 1 ? '1 day' : `${rows.length} days`})</dt>
            <dd>{recorded(0)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
