import type { CommissionUpdate } from '../api/contract';
import type { Connection } from '../connections/connection';
import { ConfirmDialog } from '../ui/dialog';
import { formatAmount, typeName, useCommissionTypes } from './commission-types';
import type { LastSet } from './last-set-store';

interface Props {
  update: CommissionUpdate;
  connection: Connection;
  lastSet: LastSet | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** States exactly what will be sent, where, and what changes against the last update from this console. */
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
  return (
    <ConfirmDialog
      title="Update commissions?"
      confirmLabel="Confirm update"
      danger={connection.production}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        Affiliate <strong className="mono">{update.id}</strong> on{' '}
        {connection.production ? (
          <strong className="prod-label">{connection.name} (PRODUCTION: real data)</strong>
        ) : (
          <strong>{connection.name}</strong>
        )}
      </p>
      <table className="diff">
        <thead>
          <tr>
            <th scope="col">Setting</th>
            {before && <th scope="col">Last set from this console</th>}
            <th scope="col">Will be sent</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, after, was]) => (
            <tr
              key={name}
              className={was !== undefined && was !== after ? 'diff--changed' : undefined}
            >
              <th scope="row">{name}</th>
              {before && <td>{was}</td>}
              <td>
                {after}
                {was !== undefined && was !== after && (
                  <span className="visually-hidden"> (changed)</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">
        {lastSet
          ? `Last set from this console on ${new Date(lastSet.at).toLocaleString()}. Changes made elsewhere are not seen.`
          : 'No earlier update from this console for this affiliate; the service cannot be asked for its current settings.'}
      </p>
      <p className="mono small">{JSON.stringify(update)}</p>
    </ConfirmDialog>
  );
}
