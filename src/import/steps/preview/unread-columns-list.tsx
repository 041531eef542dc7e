// The money check's list of money columns the mapping leaves unread, per currency:
// each with its sum and the orders it is in, and what it means — the preset's note,
// nothing (all zero), or a question with a one-step answer: "Read Delivery as
// Shipping charge" maps it for the whole file and checks every order again.
import type { BuildSummary } from '../../pipeline/rows-to-orders';
import { labelOf } from '../../pipeline/read/field-label';
import type { CurrencyCheck } from '../../pipeline/money/money-check';
import { plural } from '../../pipeline/read/problems';
import { formatCents } from '../../../lib/format-cents';
import type { MoneyField } from '../../pipeline/money/unread-columns';

export interface UnreadInfo {
  /** The unread columns as the check found them (field each reads as, the preset's note). */
  columns?: BuildSummary['unread'];
  /** Maps a column to a field for the whole file and checks again. */
  onReadAs?: ((column: string, field: MoneyField) => void) | undefined;
  busy?: boolean;
}

export function UnreadColumns({ check, info }: { check: CurrencyCheck; info: UnreadInfo }) {
  if (check.unread.length === 0) return null;
  const name = check.currency || 'no currency given';
  return (
    <div className="money-check__unread">
      <h4>Money columns the mapping does not read ({name})</h4>
      <ul>
        {check.unread.map((u) => {
          const col = info.columns?.find((c) => c.column === u.column);
          const field = col?.field;
          const { onReadAs } = info;
          return (
            <li key={u.column} className={!u.known && u.cents !== 0 ? 'money-check__look' : ''}>
              <span>
                <strong>{u.column}</strong>: <span className="mono">{formatCents(u.cents)}</span> in{' '}
                {plural(u.orders, 'order')}.{' '}
              </span>
              {u.known ? (
                <span className="muted small">
                  Known: {col?.known ?? 'moves nothing that is sent'}.
                </span>
              ) : u.cents === 0 ? (
                <span className="muted small">It adds up to nothing: it changes nothing sent.</span>
              ) : field && onReadAs ? (
                <>
                  <span className="small">Is it the {labelOf(field).toLowerCase()}? </span>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={info.busy}
                    onClick={() => {
                      onReadAs(u.column, field);
                    }}
                  >
                    Read {u.column} as {labelOf(field)}
                  </button>
                </>
              ) : (
                <span className="small">
                  Look at it: if it is part of what the buyers paid, map it in Columns above and
                  check the orders again.
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
