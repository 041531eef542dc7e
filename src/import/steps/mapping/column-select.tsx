// A field's source: a native select, so its name ("Source of Order ID") and its
// options ("One value for all rows", each column by its plain name) work with
// every browser, keyboard and test. It keeps the chosen column's full name in
// view; in a file with very many columns it lists a few and offers the search.
import type { FieldSource } from '../../pipeline/fields';

const NONE = '\u0000none';
const CONSTANT = '\u0000constant';
const LOOKUP = '\u0000lookup';
const SEARCH = '\u0000search';

interface Props {
  label: string;
  source: FieldSource | undefined;
  /** The columns to list (all, or the suggestions in a large file). */
  columns: readonly string[];
  totalColumns: number;
  /** Offers "Look up from a coupon code" (the referral code only). */
  lookup?: boolean;
  describedBy?: string;
  /** Lets a fix in the preview bring focus here. */
  fixId?: string;
  onChange: (source: FieldSource) => void;
  onSearch: () => void;
}

export function ColumnSelect({
  label,
  source,
  columns,
  totalColumns,
  lookup,
  describedBy,
  fixId,
  onChange,
  onSearch,
}: Props) {
  const value =
    source?.kind === 'column'
      ? source.column
      : source?.kind === 'constant'
        ? CONSTANT
        : source?.kind === 'lookup'
          ? LOOKUP
          : NONE;
  const listed =
    source?.kind === 'column' && !columns.includes(source.column)
      ? [source.column, ...columns]
      : columns;
  return (
    <select
      aria-label={`Source of ${label}`}
      aria-describedby={describedBy}
      className="column-select"
      data-fix={fixId}
      value={value}
      title={source?.kind === 'column' ? source.column : undefined}
      onChange={(e) => {
        const v = e.target.value;
        if (v === SEARCH) onSearch();
        else if (v === NONE) onChange({ kind: 'none' });
        else if (v === CONSTANT) onChange({ kind: 'constant', value: '' });
        else if (v === LOOKUP)
          onChange({
            kind: 'lookup',
            column: source?.kind === 'column' || source?.kind === 'lookup' ? source.column : '',
            entries: source?.kind === 'lookup' ? source.entries : [],
          });
        else onChange({ kind: 'column', column: v });
      }}
    >
      <option value={NONE}>Not mapped</option>
      <option value={CONSTANT}>One value for all rows</option>
      {lookup && <option value={LOOKUP}>Look up from a coupon code</option>}
      <optgroup label={listed.length < totalColumns ? 'Some columns' : 'Columns'}>
        {listed.map((h) => (
          <option key={h} value={h}>
            {h}
          </option>
        ))}
      </optgroup>
      <option value={SEARCH}>
        {listed.length < totalColumns
          ? `Search all ${totalColumns.toLocaleString('en-US')} columns…`
          : 'Search columns…'}
      </option>
    </select>
  );
}
