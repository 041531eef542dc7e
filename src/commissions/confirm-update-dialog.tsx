import { useState } from 'react';
import type { CommissionUpdate } from '../api/contract';
import type { Connection } from '../connections';
import { ConfirmDialog } from '../ui/dialog';
import { CheckboxField } from '../ui/field';
import { amountChecks } from './amount-checks';
import { formatAmount, typeName, useCommissionTypes } from './commission-types';
import type { LastSet } from './last-set-store';
import { AffiliateNameAfter } from './affiliate-name-after';

interface Props {
  update: CommissionUpdate;
  connection: Connection;
  lastSet: LastSet | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/**
 * States exactly what will be sent and where; that all three settings are replaced;
 * and which of them stay as last set from this console (or that none is known).
 */
export function ConfirmUpdateDialog({ update, connection, lastSet, onConfirm, onCancel }: Props) {
  const types = useCommissionTypes(connection.id);
  const next = update.commissions;
  const before = lastSet?.settings;
  const unitOf = (type: number) => types.find((t) => t.value === type)?.unit;
  const rows: [string, string, string | undefined][] = [
    ['Commission type', typeName(next.type, types), before && typeName(before.type, types)],
    ['Apply individually', yesNo(next.applyIndividual), before && yesNo(before.applyIndividual)],
    [
      'Amount',
      formatAmount(next.amount, unitOf(next.type)),
      before && formatAmount(before.amount, unitOf(before.type)),
    ],
  ];
  const unchanged = rows.filter(([, after, was]) => was === after).map(([name]) => name);
  // An amount that may be misread (a percentage over 100, ten times the last set) is
  // confirmed once more, by name, before the update can go.
  const checks = amountChecks(next, before, types);
  const [checked, setChecked] = useState(false);
  const [tried, setTried] = useState(false);
  const amountShown = formatAmount(next.amount, unitOf(next.type));
  return (
    <ConfirmDialog
      title="Update commissions?"
      confirmLabel="Confirm update"
      danger={connection.production || checks.length > 0}
      onConfirm={() => {
        setTried(true);
        if (checks.length === 0 || checked) onConfirm();
      }}
      onCancel={onCancel}
    >
      <p>
        Affiliate <strong className="mono">{update.id}</strong>
        <AffiliateNameAfter id={update.id} /> on{' '}
        {connection.production ? (
          <strong className="prod-label">{connection.name} (PRODUCTION: real data)</strong>
        ) : (
          <strong>{connection.name}</strong>
        )}
      </p>
      <p>
        <strong>All three settings are replaced</strong> by the values below: commission type, apply
        individually and amount.
      </p>
      {/* Roles spelled out: narrow screens stack the table, which would otherwise lose them. */}
      <table className="diff" role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Setting
            </th>
            <th scope="col" role="columnheader">
              Will be sent
            </th>
            {before && (
              <th scope="col" role="columnheader">
                Last set from this console
              </th>
            )}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map(([name, after, was]) => (
            <tr
              key={name}
              role="row"
              className={
                was === undefined ? undefined : was === after ? 'diff--same' : 'diff--changed'
              }
            >
              <th scope="row" role="rowheader">
                {name}
              </th>
              <td role="cell" data-label="Will be sent">
                {after}
                {was !== undefined && (
                  <span className={`tag ${was === after ? '' : 'tag--changed'}`}>
                    {was === after ? 'not changed' : 'changed'}
                  </span>
                )}
              </td>
              {before && (
                <td role="cell" data-label="Last set from this console">
                  {was}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small">
        {lastSet
          ? unchanged.length > 0
            ? `You did not change: ${unchanged.join(', ')} (as last set from this console on ${new Date(lastSet.at).toLocaleString()}). Changes made elsewhere are not seen.`
            : `You changed all three since they were last set from this console on ${new Date(lastSet.at).toLocaleString()}. Changes made elsewhere are not seen.`
          : `No settings for ${update.id} have been sent from this console on ${connection.name}, so what they are now is not known; the service cannot be asked.`}
      </p>
      {checks.length > 0 && (
        <div className="warning" role="group" aria-label="Check the amount">
          <p>
            <strong>Check the amount:</strong>
          </p>
          <ul>
            {checks.map((c) => (
              <li key={c.kind}>{c.text}</li>
            ))}
          </ul>
          <CheckboxField
            label={`Yes, send ${amountShown}`}
            checked={checked}
            error={
              tried && !checked
                ? `Tick “Yes, send ${amountShown}” to send it, or Cancel and correct the amount.`
                : undefined
            }
            onChange={(e) => {
              setChecked(e.target.checked);
            }}
          />
        </div>
      )}
      <p className="small">Exact request body:</p>
      <pre className="dialog__json mono small">{JSON.stringify(update, null, 2)}</pre>
    </ConfirmDialog>
  );
}
