import { CheckboxField, SelectField, TextField } from '../ui/field';
import type { HistoryFilter } from './history-filter';

interface Props {
  filter: HistoryFilter;
  connections: { id: string; name: string }[];
  onChange: (next: HistoryFilter) => void;
}

export function HistoryFilters({ filter, connections, onChange }: Props) {
  const set = (patch: Partial<HistoryFilter>) => {
    onChange({ ...filter, ...patch });
  };
  return (
    <div role="search" className="card grid history-filters">
      <TextField
        label="Search"
        type="search"
        placeholder="Order ID, code, affiliate, email, product or coupon"
        value={filter.search}
        onChange={(e) => {
          set({ search: e.target.value });
        }}
      />
      <SelectField
        label="Operation"
        value={filter.operation}
        onChange={(e) => {
          set({ operation: e.target.value as HistoryFilter['operation'] });
        }}
      >
        <option value="all">All</option>
        <option value="order">Orders</option>
        <option value="commissions">Commission updates</option>
      </SelectField>
      <SelectField
        label="Outcome"
        value={filter.result}
        onChange={(e) => {
          const result = e.target.value as HistoryFilter['result'];
          set({
            result,
            unresolved: filter.unresolved && result !== 'all' && result !== 'recorded',
          });
        }}
      >
        <option value="all">All</option>
        <option value="recorded">Recorded</option>
        <option value="failed">Failed</option>
        <option value="unknown">Unknown</option>
      </SelectField>
      <SelectField
        label="Sent to"
        value={filter.connectionId}
        onChange={(e) => {
          set({ connectionId: e.target.value });
        }}
      >
        <option value="all">Any connection</option>
        {connections.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="From"
        type="date"
        value={filter.from}
        onChange={(e) => {
          set({ from: e.target.value });
        }}
      />
      <TextField
        label="To"
        type="date"
        value={filter.to}
        onChange={(e) => {
          set({ to: e.target.value });
        }}
      />
      {(filter.result === 'failed' || filter.result === 'unknown') && (
        <CheckboxField
          label="Only without a later recorded send"
          checked={filter.unresolved}
          onChange={(e) => {
            set({ unresolved: e.target.checked });
          }}
        />
      )}
    </div>
  );
}
