// "From a file": a CSV, JSON or spreadsheet file or a pasted table, read by the shared
// reader (tables/), its columns guessed from the headers and shown to be checked.
import { useState } from 'react';
import { ColumnSelect } from '../tables/column-select';
import { ColumnsHeading, TableFileField, TableFileState } from '../tables/table-file-field';
import type { Table } from '../tables/parse-input';
import { useTableFile } from '../tables/use-table-file';
import { lastSetReader } from '../commissions';
import { TextAreaField } from '../ui/field';
import type { DecimalSign } from '../lib/parse-decimal';
import {
  BULK_COLUMNS,
  FOR_ALL_COLUMNS,
  guessBulkColumns,
  KEEP,
  tableToInputs,
  type ColumnMapping,
  type ForAllRows,
} from './file-columns';
import { ForAllRowsFields, OTHER } from './for-all-rows';
import type { BulkInput } from './review-rows';

/** How many of the table's affiliate IDs this console has a last set for. */
function lastSetsOf(table: Table, mapping: ColumnMapping, connectionId: string) {
  const at = mapping.id === undefined ? -1 : table.headers.indexOf(mapping.id);
  const ids = at < 0 ? [] : table.rows.map((r) => (r[at] ?? '').trim()).filter((id) => id !== '');
  const lastSet = lastSetReader(connectionId);
  return { known: ids.filter((id) => lastSet(id) !== undefined).length, total: ids.length };
}

export function FileStep({
  connectionId,
  onReview,
}: {
  connectionId: string;
  onReview: (inputs: BulkInput[], title: string, sign: DecimalSign | undefined) => void;
}) {
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [forAll, setForAll] = useState<ForAllRows>({ type: '', apply: '' });
  const [otherType, setOtherType] = useState('');
  const [pasted, setPasted] = useState('');
  const [tried, setTried] = useState(false);
  const table = useTableFile((read) => {
    const guessed = guessBulkColumns(read.headers);
    setMapping(guessed);
    // Every affiliate of the file set from this console before: keeping it is the choice
    // that turns no row into a problem. Otherwise nothing is chosen for the person.
    const { known, total } = lastSetsOf(read, guessed, connectionId);
    const keep = total > 0 && known === total ? KEEP : '';
    setForAll({ type: keep, apply: keep });
  });
  const { loaded, error, busy } = table;
  const read = (input: { file: File } | { text: string }, name: string) => {
    setTried(false);
    table.read(input, name);
  };
  const optional = new Set<string>(FOR_ALL_COLUMNS);
  const unmapped = BULK_COLUMNS.filter((c) => mapping[c.key] === undefined && !optional.has(c.key));
  const needs = { type: mapping.type === undefined, apply: mapping.apply === undefined };
  const chosen = {
    type: forAll.type === OTHER ? otherType.trim() : forAll.type,
    apply: forAll.apply,
  };
  const missingForAll = (needs.type && chosen.type === '') || (needs.apply && chosen.apply === '');

  return (
    <div className="bulk-file">
      <TableFileField
        id="bulk-file"
        busy={busy}
        hint="Columns for affiliate ID, commission type (a number or a label such as “Percentage”), apply individually (yes/no, true/false, 1/0) and amount."
        onFile={(file) => {
          read({ file }, file.name);
        }}
      />
      <TextAreaField
        label="Or paste a table"
        className="bulk-mono"
        rows={5}
        spellCheck={false}
        value={pasted}
        hint="Copied from a spreadsheet (tabs) or CSV text, with a header row."
        onChange={(e) => {
          setPasted(e.target.value);
        }}
      />
      <button
        type="button"
        className="button"
        disabled={busy || pasted.trim() === ''}
        onClick={() => {
          read({ text: pasted }, 'pasted table');
        }}
      >
        Read pasted table
      </button>
      <TableFileState busy={busy} error={error} />
      {loaded && (
        <form
          noValidate
          aria-label="Columns"
          className="mapping"
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            if (unmapped.length > 0 || missingForAll) return;
            const { inputs, sign } = tableToInputs(loaded.table, mapping, chosen);
            onReview(inputs, loaded.name, sign);
          }}
        >
          <ColumnsHeading name={loaded.name} rows={loaded.table.rows.length}>
            {' '}
            A sheet of IDs and new amounts is enough: choose the rest once, below.
          </ColumnsHeading>
          <div className="grid grid--two">
            {BULK_COLUMNS.map((c) => (
              <ColumnSelect
                key={c.key}
                column={c}
                headers={loaded.table.headers}
                mapping={mapping}
                onChange={setMapping}
                error={
                  tried && mapping[c.key] === undefined && !optional.has(c.key)
                    ? 'Choose a column.'
                    : undefined
                }
                noneLabel={
                  optional.has(c.key) ? 'Not in the file: the same for all rows' : 'Not in the file'
                }
              />
            ))}
          </div>
          <ForAllRowsFields
            connectionId={connectionId}
            needs={needs}
            value={forAll}
            otherType={otherType}
            tried={tried}
            lastSets={lastSetsOf(loaded.table, mapping, connectionId)}
            onChange={setForAll}
            onOtherType={setOtherType}
          />
          <div className="submit-bar">
            <button type="submit" className="button button--primary">
              Review changes
            </button>
            <span className="muted">Nothing is sent before you review and confirm.</span>
          </div>
        </form>
      )}
    </div>
  );
}
