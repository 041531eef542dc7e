// The last question before a bulk change leaves: which connection, how many
// affiliates, and what changes, restated as the settings sent (type, apply
// individually, amount as read) with how many get each. Amounts that may be misread
// are asked again by value. On production the person types the count.
import { useId, useState } from 'react';
import type { CommissionTypeLabel } from '../commissions';
import type { Connection } from '../connections';
import type { DecimalSign } from '../lib/parse-decimal';
import { ConfirmDialog } from '../ui/dialog';
import { CheckboxField } from '../ui/field';
import { bulkAmountChecks, settingsGroups } from './confirm-settings';
import type { ReviewRow } from './review-rows';
import { undoSentence, type Summary } from './summary';
import { countOf } from '../lib/plural';

const SHOWN_GROUPS = 8;
const SHOWN_IDS = 3;

export function ConfirmBulkDialog({
  connection,
  summary,
  leftOut,
  sending,
  types,
  sign,
  onConfirm,
  onCancel,
}: {
  connection: Connection;
  summary: Summary;
  leftOut: string;
  /** The rows that will be sent. */
  sending: readonly ReviewRow[];
  types: readonly CommissionTypeLabel[];
  /** The decimal sign the amounts were read with; undefined: the person's. */
  sign?: DecimalSign | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const inputId = useId();
  const count = String(summary.count);
  const typedOk = !connection.production || typed.trim() === count;
  const groups = settingsGroups(sending, types, sign);
  const checks = bulkAmountChecks(sending, types, sign);
  const [checked, setChecked] = useState(false);
  const checkedOk = checks.length === 0 || checked;
  return (
    <ConfirmDialog
      title={`Change the commissions of ${countOf(summary.count, 'affiliate')}?`}
      confirmLabel={connection.production ? 'Send to production' : 'Send changes'}
      danger={connection.production || checks.length > 0}
      onCancel={onCancel}
      onConfirm={() => {
        setTried(true);
        if (typedOk && checkedOk) onConfirm();
      }}
    >
      <p>
        To{' '}
        <strong className={connection.production ? 'prod-label' : undefined}>
          {connection.name}
        </strong>
        {connection.production ? ', a production connection' : ''} ({connection.baseUrl}):{' '}
        {summary.count.toLocaleString()} requests, one per affiliate.
      </p>
      <p>
        <strong>{summary.sentence}.</strong>
        {leftOut ? ` Not sent: ${leftOut}.` : ''}
      </p>
      <table className="diff" role="table" aria-label="Settings to send">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Commission type
            </th>
            <th scope="col" role="columnheader">
              Apply individually
            </th>
            <th scope="col" role="columnheader">
              Amount
            </th>
            <th scope="col" role="columnheader">
              Affiliates
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {groups.slice(0, SHOWN_GROUPS).map((g) => (
            <tr key={`${g.type}|${g.apply}|${g.amount}`} role="row">
              <td role="cell" data-label="Commission type">
                {g.type}
              </td>
              <td role="cell" data-label="Apply individually">
                {g.apply}
              </td>
              <td role="cell" data-label="Amount">
                {g.amount}
              </td>
              <td role="cell" data-label="Affiliates">
                {g.count.toLocaleString()}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {groups.length > SHOWN_GROUPS && (
        <p className="small">
          And {(groups.length - SHOWN_GROUPS).toLocaleString()} other settings: see the review
          table.
        </p>
      )}
      {checks.length > 0 && (
        <div className="warning" role="group" aria-label="Check the amounts">
          <p>
            <strong>Check the amounts:</strong>
          </p>
          <ul>
            {checks.map((c) => (
              <li key={c.text}>
                {c.text} ({c.ids.length.toLocaleString()}{' '}
                {c.ids.length === 1 ? 'affiliate' : 'affiliates'}:{' '}
                {c.ids.slice(0, SHOWN_IDS).join(', ')}
                {c.ids.length > SHOWN_IDS ? ', …' : ''})
              </li>
            ))}
          </ul>
          <CheckboxField
            label="Yes, send these amounts"
            checked={checked}
            error={
              tried && !checked
                ? 'Tick “Yes, send these amounts” to send, or Cancel and correct them.'
                : undefined
            }
            onChange={(e) => {
              setChecked(e.target.checked);
            }}
          />
        </div>
      )}
      <p>{undoSentence(summary)}</p>
      {connection.production && (
        <div className={`field${tried && !typedOk ? ' field--invalid' : ''}`}>
          <label htmlFor={inputId}>Type {count} to confirm</label>
          <input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            aria-invalid={tried && !typedOk ? true : undefined}
            aria-describedby={tried && !typedOk ? `${inputId}-error` : undefined}
            onChange={(e) => {
              setTyped(e.target.value);
            }}
          />
          {tried && !typedOk && (
            <div className="field__error" id={`${inputId}-error`}>
              Type {count}, the number of affiliates, to send to production.
            </div>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
