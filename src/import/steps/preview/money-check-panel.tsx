// The money check on screen: per currency, the file's gross and where every cent
// of it went; after sending, what left and what the service refused. Figures are
// exact (integer cents); the same lines go into the CSV. The verdict comes first;
// the tables open on demand, or by themselves when a cent needs a person's look.
import { download, stampedName } from '../../../lib/download';
import { Disclosure } from '../../../ui/disclosure';
import './money-check.css';
import { accountedFor, toLookAt, type CurrencyCheck } from '../../pipeline/money/money-check';
import { moneyCheckCsv } from './money-check-csv';
import { checkLines, type AfterSend, type CheckLine } from './money-check-lines';
import { formatCents } from '../../../lib/format-cents';
import { plural } from '../../pipeline/read/problems';
import { UnreadColumns, type UnreadInfo } from './unread-columns-list';

const NAMED = 5;

function remainderText(l: CheckLine, check: CurrencyCheck) {
  const names = l.named ?? [];
  const look = toLookAt(check);
  // Money in a column nobody reads could change what is sent: never "accounted for" then.
  const lookText =
    look.length > 0
      ? `Not every cent is accounted for: look at ${look
          .map(
            (u) =>
              `the unread column ${u.column} (${formatCents(u.cents)} in ${plural(u.orders, 'order')})`,
          )
          .join(', ')}.`
      : '';
  const withLook = (text: string) => (lookText ? `${text} ${lookText}` : text);
  if (names.length === 0)
    return l.cents === 0
      ? lookText || 'Every cent of the file is accounted for.'
      : withLook('No single order explains it.');
  const shown = names.slice(0, NAMED).join(', ');
  const more = names.length > NAMED ? ` and ${names.length - NAMED} more` : '';
  const orders = `order${names.length === 1 ? '' : 's'} ${shown}${more}`;
  // Orders whose own figures do not add up are held: the sum then balances through "Held".
  return withLook(
    l.cents === 0
      ? `${plural(names.length, 'order')} whose own figures do not add up (${shown}${more}) ${names.length === 1 ? 'is' : 'are'} held: counted whole under “Held for a person”.`
      : `From ${orders}.`,
  );
}

/** The check's verdict for one currency: accounted for, or what is not and where to look. */
function verdictOf(check: CurrencyCheck) {
  const remainder = checkLines(check).find((l) => l.role === 'remainder');
  const text = remainder ? remainderText(remainder, check) : '';
  return {
    ok: accountedFor(check),
    text:
      check.remainder === 0 ? text : `${formatCents(check.remainder)} not accounted for. ${text}`,
  };
}

function CurrencyTable({
  check,
  after,
  unread,
}: {
  check: CurrencyCheck;
  after?: AfterSend | undefined;
  unread: UnreadInfo;
}) {
  const name = check.currency || 'no currency given';
  return (
    <div className="money-check__currency">
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
                  <span className="muted small money-check__note">{remainderText(l, check)}</span>
                )}
              </th>
              <td>{l.orders?.toLocaleString('en-US') ?? ''}</td>
              <td className="mono">{formatCents(l.cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <UnreadColumns check={check} info={unread} />
    </div>
  );
}

export function MoneyCheckPanel({
  checks,
  after,
  unread = {},
}: {
  checks: readonly CurrencyCheck[];
  after?: readonly AfterSend[];
  /** What the check knows of the unread columns (the preview's; none after sending). */
  unread?: UnreadInfo;
}) {
  if (checks.length === 0) return null;
  const verdicts = checks.map((c) => ({ currency: c.currency, ...verdictOf(c) }));
  // Open by itself when cents are unaccounted for or a column has a one-step answer
  // inside; a column only to look at is named in the verdict already.
  const answerable = checks.some((c) =>
    toLookAt(c).some(
      (u) => unread.onReadAs && unread.columns?.find((x) => x.column === u.column)?.field,
    ),
  );
  const needsLook = checks.some((c) => c.remainder !== 0) || answerable;
  return (
    <section className="money-check" aria-label="Money check">
      <h3>Money check</h3>
      <ul className="money-check__verdicts">
        {verdicts.map((v) => (
          <li key={v.currency} className={v.ok ? undefined : 'money-check__verdict--look'}>
            <strong>{v.currency || 'No currency given'}:</strong> {v.text}
          </li>
        ))}
      </ul>
      <Disclosure
        summary="Where every cent went, per currency"
        attention={needsLook || after !== undefined}
      >
        <p className="small">
          The file’s gross = to send + left out + held + shipping + tax on shipping + duties +
          refunds taken off. What remains is named with the orders it comes from.
        </p>
        <div className="money-check__currencies">
          {checks.map((c) => (
            <CurrencyTable
              key={c.currency}
              check={c}
              unread={unread}
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
      </Disclosure>
    </section>
  );
}
