// Problems grouped by cause ("412 orders: date format not recognised"), each
// with the one fix that applies to all of them.
import type { ReactNode } from 'react';
import { plural, type Cause, type ProblemGroup } from '../../pipeline/read/problems';

export interface Fixes {
  /** Moves focus to a control on the page marked data-fix (the date format, the referral code source…). */
  focus: (id: string) => void;
  keepFirstRepeated: () => void;
  skipOtherCurrencies: () => void;
  /** Orders without a referral code are left out (organic sales), never given one by default. */
  leaveOutNoAffiliate: () => void;
}

function fixFor(cause: Cause, fixes: Fixes): ReactNode {
  const button = (label: string, onClick: () => void) => (
    <button type="button" className="button button--small" onClick={onClick}>
      {label}
    </button>
  );
  switch (cause) {
    case 'date-format':
    case 'date-ambiguous':
      return button('Choose the date format', () => {
        fixes.focus('date-format');
      });
    case 'no-referral':
      return (
        <span className="row-actions">
          {button('Leave out orders without an affiliate', fixes.leaveOutNoAffiliate)}
          {button('Set the referral code source', () => {
            fixes.focus('source-referralCode');
          })}
        </span>
      );
    case 'referral-unmatched':
      return button('Set the referral code source', () => {
        fixes.focus('source-referralCode');
      });
    case 'repeated-lines':
      return button('Keep the first of each', fixes.keepFirstRepeated);
    case 'other-currency':
      return button('Skip them', fixes.skipOtherCurrencies);
    case 'unreconciled':
      return (
        <span className="muted small">
          Each order shows both figures. Check “Prices include tax”, the mapped totals, or edit the
          order.
        </span>
      );
    case 'in-file-duplicate':
    case 'already-sent':
      return <span className="muted small">Skipped until you include them.</span>;
    case 'part-refunded':
      return (
        <span className="muted small">
          The refund comes off the products in proportion; each order says what is sent.
        </span>
      );
    case 'shipping-tax-unknown':
      return button('Answer “Tax on shipping”', () => {
        fixes.focus('shipping-tax');
      });
    case 'tax-basis-unknown':
      return button('Answer “Prices include tax”', () => {
        fixes.focus('tax-basis');
      });
    case 'part-refunded-as-ordered':
    case 'refund-held':
      return button('Choose how refunds are sent', () => {
        fixes.focus('refund-choice');
      });
    default:
      return <span className="muted small">Edit the orders, or change the mapping.</span>;
  }
}

export function ProblemGroups({
  groups,
  fixes,
}: {
  /** Problems by cause among the orders that would be sent. */
  groups: readonly ProblemGroup[];
  fixes: Fixes;
}) {
  if (groups.length === 0) return null;
  return (
    <div className="problem-groups">
      <h3>Problems by cause</h3>
      <ul>
        {groups.map((g) => (
          <li
            key={`${g.cause}:${g.text}`}
            className={g.blocking ? 'problem problem--blocking' : 'problem'}
          >
            <span>
              <strong>{plural(g.count, 'order')}</strong>: {g.text}
              {g.example ? <span className="muted small mono"> (e.g. {g.example})</span> : null}
            </span>
            {fixFor(g.cause, fixes)}
          </li>
        ))}
      </ul>
    </div>
  );
}
