// The money check on screen: per currency, the file's gross and where every cent
// of it went; after sending, what left and what the service refused. Figures are
// exact (integer cents); the same lines go into the CSV.
import { download, stampedName } from '../../lib/download';
import './money-check.css';
import type { CurrencyCheck } from './money-check';
import { moneyCheckCsv } from './money-check-csv';
import { checkLines, type AfterSend, type CheckLine } from './money-check-lines';
import { formatCents } from './refund';

const NAMED = 5;

function remainderText(l: CheckLine) {
  const names = l.named ?? [];
  if (names.length === 0)
    return l.cents === 0
      ? 'Every cent of the file is accounted for.'
      : 'No single order explains it.';
  const shown = names.slice(0, NAMED).join(', ');
  const more = names.length > NAMED ? ` and ${names.length - NAMED} more` : '';
  const orders = `order${names.length === 1 ? '' : 's'} ${shown}${more}`;
  // Orders whose own figures do not add up are held: the sum then balances through "Held".
  return l.cents === 0
    ? `The file’s own figures do not add up in ${orders}: held, and counted whole under “Held for a person”.`
    : `From ${orders}.`;
}

function CurrencyTable({ check, after }: { check: CurrencyCheck; after?: AfterSend | undefined }) {
  const name = check.currency || 'no currency given';
  return (
    <table className="money-check__table">
      <caption>{name}</caption>
      <thead>
        <tr>
          <th scope="col">Where it went</th>
          <th scope="col">Orders</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {checkLines(check, after).map((l) => (
          <tr key={l.label} className={`money-check__${l.role}`}>
            <th scope="row">
              {l.label}
              {l.role === 'remainder' && (
                <span className="muted small money-check__note">{remainderText(l)}</span>
              )}
            </th>
            <td>{l.orders?.toLocaleString('en-US') ?? ''}</td>
            <td className="mono">{formatCents(l.cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MoneyCheckPanel({
  checks,
  after,
}: {
  checks: readonly CurrencyCheck[];
  after?: readonly AfterSend[];
}) {
  if (checks.length === 0) return null;
  return (
    <section className="money-check" aria-label="Money check">
      <h3>Money check</h3>
      <p className="small">
        The file’s gross = to send + left out + held + shipping + tax on shipping + duties + refunds
        taken off. What remains is named with the orders it comes from.
      </p>
      <div className="money-check__currencies">
        {checks.map((c) => (
          <CurrencyTable
            key={c.currency}
            check={c}
            {...(after ? { after: after.find((a) => a.currency === c.currency) } : {})}
          />
        ))}
      </div>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          download(
            stampedName('money-check', 'csv'),
            moneyCheckCsv(checks, after),
            'text/csv;charset=utf-8',
          );
        }}
      >
        Download money check
      </button>
    </section>
  );
}
