// One "Column for …" choice of a sheet's mapping: a header of the file, or none.
import { SelectField } from '../ui/field';

export function ColumnSelect<K extends string>({
  column,
  headers,
  mapping,
  onChange,
  error,
  noneLabel = 'Not in the file',
}: {
  column: { key: K; label: string };
  headers: readonly string[];
  mapping: Partial<Record<K, string>>;
  onChange: (mapping: Partial<Record<K, string>>) => void;
  error?: string | undefined;
  noneLabel?: string;
}) {
  return (
    <SelectField
      label={`Column for ${column.label}`}
      value={mapping[column.key] ?? ''}
      error={error}
      onChange={(e) => {
        const value = e.target.value;
        // Not in the file: the key goes, so "is it mapped" stays `mapping[key] !== undefined`.
        const rest = Object.fromEntries(
          Object.entries(mapping).filter(([key]) => key !== column.key),
        ) as Partial<Record<K, string>>;
        onChange(value === '' ? rest : { ...rest, [column.key]: value });
      }}
    >
      <option value="">{noneLabel}</option>
      {headers.map((h) => (
        <option key={h} value={h}>
          {h}
        </option>
      ))}
    </SelectField>
  );
}
