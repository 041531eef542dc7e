import { ConnectionSelect } from '../ui/connection-select';
import { TextField } from '../ui/field';
import type { InsightsRange } from './insights-range';

interface Props {
  range: InsightsRange;
  connections: readonly { id: string; name: string }[];
  onChange: (next: InsightsRange) => void;
}

export function InsightsFilters({ range, connections, onChange }: Props) {
  return (
    <div role="search" aria-label="Insights range" className="card grid insights-filters">
      <ConnectionSelect
        connections={connections}
        value={range.connectionId}
        onChange={(connectionId) => {
          onChange({ ...range, connectionId });
        }}
      />
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
