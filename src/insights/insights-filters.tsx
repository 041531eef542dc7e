import { SelectField, TextField } from '../ui/field';
import type { InsightsRange } from './insights-range';

interface Props {
  range: InsightsRange;
  connections: readonly { id: string; name: string }[];
  onChange: (next: InsightsRange) => void;
}

const ALL = '*';

export function InsightsFilters({ range, connections, onChange }: Props) {
  return (
    <div role="search" aria-label="Insights range" className="card grid insights-filters">
      <SelectField
        label="Connection"
        value={range.connectionId ?? ALL}
        onChange={(e) => {
          onChange({ ...range, connectionId: e.target.value === ALL ? undefined : e.target.value });
        }}
      >
        {connections.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
        <option value={ALL}>All connections</option>
      </SelectField>
      <TextField
        label="From"
        type="date"
        value={range.from}
        max={range.to}
        onChange={(e) => {
          if (e.target.value) onChange({ ...range, from: e.target.value });
        }}
      />
      <TextField
        label="To"
        type="date"
        value={range.to}
        min={range.from}
        onChange={(e) => {
          if (e.target.value) onChange({ ...range, to: e.target.value });
        }}
      />
    </div>
  );
}
