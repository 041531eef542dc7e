// Commission updates sent, newest first: affiliate, before → after where known, outcome.
import { download, stampedName } from '../lib/download';
import type { CommissionChange } from './insight-totals';
import { changesCsv } from './insights-csv';
import { settingsText } from './settings-text';
import { countOf } from '../lib/plural';

interface Props {
  changes: readonly CommissionChange[] | undefined;
  count: number | undefined;
}

const RESULT_TEXT = { recorded: 'accepted', failed: 'failed', unknown: 'unknown' } as const;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function ChangesPanel({ changes, count }: Props) {
  return (
    <section
      className="card insights-panel insights-panel--wide"
      aria-labelledby="insights-changes"
    >
      <h2 id="insights-changes">Commission changes</h2>
      {changes === undefined ? (
        <p aria-busy="true" className="muted">
          Counting…
        </p>
      ) : changes.length === 0 ? (
        <p className="muted">No commission update was sent in this range.</p>
      ) : (
        <>
          <div className="row-actions insights-actions">
            <p className="small muted">
              {count !== undefined && count > changes.length
                ? `The newest ${changes.length.toLocaleString()} of ${countOf(count, 'update')}.`
                : `${countOf(changes.length, 'update')}.`}{' '}
              “Before” is what the last accepted update from this console in this range set; the
              service cannot be asked.
            </p>
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                download(
                  stampedName('insights-commission-changes', 'csv'),
                  changesCsv(changes),
                  'text/csv',
                );
              }}
            >
              Export CSV
            </button>
          </div>
          <ol className="insights-timeline" aria-label="Commission updates, newest first">
            {changes.map((c, i) => (
              <li
                key={`${c.startedAt}-${i}`}
                className={`insights-timeline__item insights-timeline__item--${c.result}`}
              >
                <time dateTime={new Date(c.startedAt).toISOString()}>
                  {when.format(c.startedAt)}
                </time>{' '}
                <strong>{c.affiliateId || '(no id)'}</strong>:{' '}
                {c.before
                  ? settingsText(
                      c.before,
                      c.before.type === c.after?.type ? c.typeLabel : undefined,
                    )
                  : 'before not known'}{' '}
                → {c.after ? settingsText(c.after, c.typeLabel) : 'not known'}{' '}
                <span className="insights-result">({RESULT_TEXT[c.result]})</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
