// Settings: the active connection's local labels for commission type numbers.
import { useState } from 'react';
import { useActiveConnection, type Connection } from '../connections';
import { SelectField, TextField } from '../ui/field';
import {
  commissionTypeStore,
  useCommissionTypes,
  type CommissionTypeLabel,
  type CommissionUnit,
} from './commission-types';

interface Row {
  value: string;
  label: string;
  unit: CommissionUnit;
}

const toRows = (types: readonly CommissionTypeLabel[]): Row[] =>
  types.map((t) => ({ ...t, value: String(t.value) }));

function validate(rows: Row[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  rows.forEach((r, i) => {
    const n = Number(r.value.trim());
    if (!/^[+-]?\d+$/.test(r.value.trim()) || !Number.isSafeInteger(n))
      errors[`${i}.value`] = 'A whole number.';
    else if (seen.has(n)) errors[`${i}.value`] = `${n} is listed twice.`;
    seen.add(n);
    if (r.label.trim() === '') errors[`${i}.label`] = 'Give it a label.';
  });
  return errors;
}

export function CommissionTypeEditor() {
  const connection = useActiveConnection();
  // A fresh editor per connection: rows being edited never carry over to another one.
  return <TypeRows key={connection.id} connection={connection} />;
}

function TypeRows({ connection }: { connection: Connection }) {
  const types = useCommissionTypes(connection.id);
  const [rows, setRows] = useState<Row[]>(() => toRows(types));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');
  const update = (i: number, patch: Partial<Row>) => {
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    setSaved('');
  };
  const save = () => {
    const found = validate(rows);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    commissionTypeStore.save(
      connection.id,
      rows.map((r) => ({ value: Number(r.value.trim()), label: r.label.trim(), unit: r.unit })),
    );
    setSaved('Saved.');
  };
  return (
    <section className="card">
      <h2>Commission types for {connection.name}</h2>
      <p className="muted small">
        The service takes the commission type as a bare number and does not say what each number
        means. These labels and units are this connection's conventions, kept on this device; check
        them against your programme. A type without a label shows no unit.
      </p>
      {rows.length === 0 && (
        <p className="muted">
          No labels for {connection.name}: the commission form asks for the type as a number.
        </p>
      )}
      {rows.map((row, i) => (
        <div
          key={i}
          role="group"
          aria-label={`Commission type ${i + 1}`}
          className="grid grid--types"
        >
          <TextField
            label="Value"
            inputMode="numeric"
            value={row.value}
            error={errors[`${i}.value`]}
            onChange={(e) => {
              update(i, { value: e.target.value });
            }}
          />
          <TextField
            label="Label"
            value={row.label}
            error={errors[`${i}.label`]}
            onChange={(e) => {
              update(i, { label: e.target.value });
            }}
          />
          <SelectField
            label="Unit"
            value={row.unit}
            onChange={(e) => {
              update(i, { unit: e.target.value as CommissionUnit });
            }}
          >
            <option value="percent">%</option>
            <option value="currency">Currency</option>
            <option value="none">None</option>
          </SelectField>
          <button
            type="button"
            className="button button--small row-remove"
            onClick={() => {
              setRows((rs) => rs.filter((_, j) => j !== i));
            }}
          >
            Remove type
          </button>
        </div>
      ))}
      <div className="row-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            setRows((rs) => [
              ...rs,
              {
                value: String(Math.max(-1, ...rs.map((r) => Number(r.value) || 0)) + 1),
                label: '',
                unit: 'none',
              },
            ]);
          }}
        >
          Add type
        </button>
        <button type="button" className="button button--primary" onClick={save}>
          Keep these types
        </button>
        {connection.demo && (
          <button
            type="button"
            className="button"
            onClick={() => {
              commissionTypeStore.reset(connection.id);
              setRows(toRows(commissionTypeStore.get(connection.id)));
              setErrors({});
              setSaved('Defaults restored.');
            }}
          >
            Restore defaults
          </button>
        )}
        <span aria-live="polite" className="muted">
          {saved}
        </span>
      </div>
    </section>
  );
}
