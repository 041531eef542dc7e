// One searchable list of columns shared by every field, rendered only while
// open: a combobox filters the file's columns by the words typed, arrows move
// through the matches, Enter or "Use column" picks one.
import { useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { searchColumns } from './column-options';

export function ColumnSearch({
  fieldLabel,
  headers,
  example,
  onPick,
  onCancel,
}: {
  fieldLabel: string;
  headers: readonly string[];
  example: (column: string) => string;
  onPick: (column: string) => void;
  onCancel: () => void;
}) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { shown, total } = useMemo(() => searchColumns(headers, query), [headers, query]);
  const current = shown[Math.min(active, shown.length - 1)];
  const pick = () => {
    if (current !== undefined) onPick(current);
  };
  return (
    <ConfirmDialog
      title={`Column for ${fieldLabel}`}
      confirmLabel="Use column"
      onConfirm={pick}
      onCancel={onCancel}
    >
      <TextField
        label="Find a column"
        type="search"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={current === undefined ? undefined : `${listId}-${active}`}
        aria-autocomplete="list"
        autoComplete="off"
        data-autofocus
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, shown.length - 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
          else if (e.key === 'Enter') pick();
          else return;
          e.preventDefault();
        }}
      />
      <p className="muted small" aria-live="polite">
        {total === shown.length
          ? `${total.toLocaleString('en-US')} ${total === 1 ? 'column' : 'columns'}`
          : `Showing ${shown.length} of ${total.toLocaleString('en-US')} columns: type to narrow.`}
      </p>
      <ul id={listId} role="listbox" aria-label="Columns" className="column-search__list">
        {shown.map((h, i) => (
          <li
            key={h}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className="column-search__option"
            onClick={() => {
              onPick(h);
            }}
          >
            <span className="column-search__name">{h}</span>
            <span className="muted small mono">{example(h)}</span>
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
