// Which statuses are sent: by default only settled orders (paid, completed…);
// refunded, voided, cancelled, failed and pending ones are left out with a
// count and a reason, and a person may tick them in. The line says what is sent
// and what is left out; the boxes open on demand.
import { Disclosure } from '../../../ui/disclosure';
import type { BuildSummary } from '../../pipeline/rows-to-orders';
import { plural } from '../../pipeline/read/problems';

export function StatusFilter({
  summary,
  reasons,
  isIncluded,
  onChange,
}: {
  summary: BuildSummary;
  /** Why orders of a status are left out, by status. */
  reasons: Readonly<Record<string, string>>;
  isIncluded: (key: string, settled: boolean) => boolean;
  onChange: (keys: Set<string>) => void;
}) {
  const statuses = summary.statuses;
  if (statuses.length === 1 && statuses[0]?.settled) return null;
  const leftOut = statuses.filter((s) => !isIncluded(s.key, s.settled));
  const leftCount = leftOut.reduce((n, s) => n + s.count, 0);
  const current = new Set(statuses.filter((s) => isIncluded(s.key, s.settled)).map((s) => s.key));
  const line =
    leftCount === 0
      ? 'Every order’s status is sent.'
      : `${plural(leftCount, 'order')} left out by status: ${leftOut
          .map((s) => `${s.count} ${s.key}`)
          .join(', ')}.`;
  return (
    <Disclosure summary={`Statuses: ${line}`}>
      <fieldset className="status-filter">
        <legend>Send orders with status</legend>
        <div className="status-filter__options">
          {statuses.map((s) => (
            <label key={s.key} className="inline-check">
              <input
                type="checkbox"
                checked={current.has(s.key) && !s.never}
                disabled={s.never}
                onChange={(e) => {
                  const next = new Set(current);
                  if (e.target.checked) next.add(s.key);
                  else next.delete(s.key);
                  onChange(next);
                }}
              />
              {/* One item beside the box, so a long status wraps as text. */}
              <span className="status-filter__text">
                {s.key} ({s.count.toLocaleString('en-US')})
                {!s.settled && reasons[s.key] && reasons[s.key] !== s.key && (
                  <span className="muted small"> — {reasons[s.key]}</span>
                )}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </Disclosure>
  );
}
