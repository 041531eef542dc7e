import { formatAmount, typeName, useCommissionTypes } from './commission-types';
import { SETTING_LABELS, type Setting } from './last-set-fill';
import type { LastSet } from './last-set-store';

const listed = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

export function LastSetNote({
  lastSet,
  affiliateId,
  connectionId,
  filled,
}: {
  lastSet: LastSet | undefined;
  affiliateId: string;
  connectionId: string;
  /** Settings the form took from `lastSet`. */
  filled: readonly Setting[];
}) {
  const types = useCommissionTypes(connectionId);
  const s = lastSet?.settings;
  const unit = s && types.find((t) => t.value === s.type)?.unit;
  return (
    <>
      {affiliateId !== '' && !s && (
        <p className="muted small">
          No update for {affiliateId} has been sent from this console on this connection, and the
          service has no way to read the current settings: choose each setting.
        </p>
      )}
      {affiliateId !== '' && lastSet && (
        <p className="last-set">
          Last set from this console on {new Date(lastSet.at).toLocaleString()}: type{' '}
          {typeName(lastSet.settings.type, types)}, apply individually{' '}
          {lastSet.settings.applyIndividual ? 'yes' : 'no'}, amount{' '}
          {formatAmount(lastSet.settings.amount, unit)}.{' '}
          <span className="muted">Changes made elsewhere are not seen.</span>
        </p>
      )}
      {/* Always present, so that filling is announced when it happens. */}
      <p aria-live="polite" className="small">
        {s && filled.length > 0
          ? `${listed(filled.map((f) => SETTING_LABELS[f]))} filled in from these settings; change what you need.`
          : ''}
      </p>
    </>
  );
}
