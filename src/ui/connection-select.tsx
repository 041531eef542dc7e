// "Connection": one of the console's connections, or all of them, for a view that reads
// History (Insights, an affiliate's statement).
import { SelectField } from './field';

const ALL = '*';

export function ConnectionSelect({
  connections,
  value,
  onChange,
}: {
  connections: readonly { id: string; name: string }[];
  /** A connection's id, or undefined for all of them. */
  value: string | undefined;
  onChange: (connectionId: string | undefined) => void;
}) {
  return (
    <SelectField
      label="Connection"
      value={value ?? ALL}
      onChange={(e) => {
        onChange(e.target.value === ALL ? undefined : e.target.value);
      }}
    >
      {connections.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
      <option value={ALL}>All connections</option>
    </SelectField>
  );
}
