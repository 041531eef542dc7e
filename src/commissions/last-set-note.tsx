import { formatAmount, typeName, useCommissionTypes } from './commission-types';
import type { LastSet } from './last-set-store';

export function LastSetNote({
  lastSet,
  affiliateId,
  connectionId,
}: {
  lastSet: LastSet | undefined;
  affiliateId: string;
  connectionId: string;
}) {
  const types = useCommissionTypes(connectionId);
  if (affiliateId === '') return null;
  if (!lastSet)
    return (
      <p className="muted small">
        No update for {affiliateId} has been sent from this console on this connection. The service
        has no way to read the current settings.
      </p>
    );
  const s = lastSet.settings;
  const unit = types.find((t) => t.value === s.type)?.unit;
  return (
    <p className="last-set">
      Last set from this console on {new Date(lastSet.at).toLocaleString()}: type{' '}
      {typeName(s.type, types)}, apply individually {s.applyIndividual ? 'yes' : 'no'}, amount{' '}
      {formatAmount(s.amount, unit)}.{' '}
      <span className="muted">Changes made elsewhere are not seen.</span>
    </p>
  );
}
