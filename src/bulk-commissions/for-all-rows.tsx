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
  onChange: (value: ForAllRows) => void;
  onOtherType: (text: string) => void;
}) {
  const types = useCommissionTypes(connectionId);
  if (!needs.type && !needs.apply) return null;
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
                ? 'Choose a commission type, or keep the last set.'
                : undefined
            }
            hint="The same for every affiliate in the file."
            onChange={(e) => {
              onChange({ ...value, type: e.target.value });
            }}
          >
            <option value="">Choose a type…</option>
            <option value={KEEP}>{KEEP_LABEL}</option>
            {types.map((t) => (
              <option key={t.value} value={String(t.value)}>
                {t.value} · {t.label}
              </option>
            ))}
            <option value={OTHER}>Other…</option>
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
              { value: KEEP, label: KEEP_LABEL },
            ]}
            error={
              tried && value.apply === '' ? 'Choose Yes, No, or keep the last set.' : undefined
            }
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
