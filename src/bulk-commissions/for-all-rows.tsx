// A sheet without a type or apply-individually column: the setting chosen once for
// every row, or kept as this console last set it for each affiliate. Nothing is guessed.
import { useCommissionTypes } from '../commissions';
import { RadioGroupField, SelectField, TextField } from '../ui/field';
import { KEEP, type ForAllRows } from './file-columns';

/** The select's choice for a number without a label: the typed number is then the type. */
export const OTHER = 'other';
const KEEP_LABEL = 'Keep each affiliate’s last set';

export function ForAllRowsFields({
  connectionId,
  needs,
  value,
  otherType,
  tried,
  lastSets,
  onChange,
  onOtherType,
}: {
  connectionId: string;
  /** The settings the file has no column for. */
  needs: { type: boolean; apply: boolean };
  /** The type select's choice (OTHER: the typed number) and the apply choice. */
  value: ForAllRows;
  otherType: string;
  tried: boolean;
  /** How many of the file's affiliates this console has a last set for. */
  lastSets: { known: number; total: number };
  onChange: (value: ForAllRows) => void;
  onOtherType: (text: string) => void;
}) {
  const types = useCommissionTypes(connectionId);
  if (!needs.type && !needs.apply) return null;
  // Offered only when some affiliate has a last set (else every row would become a
  // problem), and after the values: it is the choice that leaves rows out.
  const canKeep = lastSets.known > 0;
  const keepLabel =
    lastSets.known === lastSets.total
      ? KEEP_LABEL
      : `${KEEP_LABEL} (${lastSets.known.toLocaleString()} of ${lastSets.total.toLocaleString()} have one)`;
  const orKeep = canKeep ? ', or keep the last set' : '';
  return (
    <fieldset className="bulk-for-all">
      <legend>For all rows (the file has no column for these)</legend>
      <div className="grid">
        {needs.type && (
          <SelectField
            label="Commission type"
            value={value.type}
            error={
              tried && (value.type === '' || (value.type === OTHER && otherType.trim() === ''))
                ? `Choose a commission type${orKeep}.`
                : undefined
            }
            hint={
              canKeep
                ? 'The same for every affiliate in the file.'
                : 'The same for every affiliate in the file. This console has set none of them before, so there is no last set to keep.'
            }
            onChange={(e) => {
              onChange({ ...value, type: e.target.value });
            }}
          >
            <option value="">Choose a type…</option>
            {types.map((t) => (
              <option key={t.value} value={String(t.value)}>
                {t.value} · {t.label}
              </option>
            ))}
            <option value={OTHER}>Other…</option>
            {canKeep && <option value={KEEP}>{keepLabel}</option>}
          </SelectField>
        )}
        {needs.type && value.type === OTHER && (
          <TextField
            label="Type number"
            inputMode="numeric"
            autoComplete="off"
            value={otherType}
            hint="Any whole number the service accepts."
            onChange={(e) => {
              onOtherType(e.target.value);
            }}
          />
        )}
        {needs.apply && (
          <RadioGroupField
            label="Apply individually"
            options={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
              ...(canKeep ? [{ value: KEEP, label: keepLabel }] : []),
            ]}
            checkedValue={value.apply}
            error={tried && value.apply === '' ? `Choose Yes or No${orKeep}.` : undefined}
            input={{
              name: 'bulk-file-apply',
              onChange: (e) => {
                onChange({ ...value, apply: e.target.value });
              },
            }}
          />
        )}
      </div>
    </fieldset>
  );
}
