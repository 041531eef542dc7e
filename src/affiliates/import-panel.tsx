// "Import from a file": a CSV, JSON or spreadsheet read by the shared reader (tables/), its
// columns guessed and shown to be checked, then a summary of what is added and what
// is left out (and why) before anything is written.
import { useState } from 'react';
import { ColumnSelect } from '../tables/column-select';
import { ColumnsHeading, TableFileField, TableFileState } from '../tables/table-file-field';
import { useTableFile } from '../tables/use-table-file';
import type { AffiliateRecord } from './affiliate-record';
import {
  DIRECTORY_COLUMNS,
  guessDirectoryColumns,
  planDirectoryImport,
  type DirectoryMapping,
} from './directory-import';
import { countOf } from '../lib/plural';
import { useFocusOnOpen } from '../ui/use-focus-on-open';

export function ImportPanel({
  directory,
  onAdd,
  onClose,
}: {
  directory: readonly AffiliateRecord[];
  onAdd: (plan: ReturnType<typeof planDirectoryImport>) => Promise<void>;
  onClose: () => void;
}) {
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  const [mapping, setMapping] = useState<DirectoryMapping>({});
  const {
    loaded,
    error,
    busy: reading,
    read,
  } = useTableFile((table) => {
    setMapping(guessDirectoryColumns(table.headers));
  });
  const [adding, setAdding] = useState(false);
  const busy = reading || adding;
  const plan = loaded ? planDirectoryImport(loaded.table, mapping, directory) : undefined;
  const noName = loaded !== undefined && mapping.name === undefined;

  return (
    <section className="card" aria-label="Import affiliates">
      <h2 ref={heading} tabIndex={-1}>
        Import affiliates
      </h2>
      <TableFileField
        id="affiliates-file"
        busy={busy}
        hint="A header row and columns for name (or first and last name), email, referral codes, affiliate IDs and notes."
        onFile={(file) => {
          read({ file }, file.name);
        }}
      />
      <TableFileState busy={reading} error={error} />
      {loaded && plan && (
        <form
          noValidate
          aria-label="Columns"
          onSubmit={(e) => {
            e.preventDefault();
            if (noName || plan.add.length === 0) return;
            setAdding(true);
            void onAdd(plan).finally(() => {
              setAdding(false);
            });
          }}
        >
          <ColumnsHeading name={loaded.name} rows={loaded.table.rows.length} />
          <div className="grid grid--two">
            {DIRECTORY_COLUMNS.map((c) => (
              <ColumnSelect
                key={c.key}
                column={c}
                headers={loaded.table.headers}
                mapping={mapping}
                onChange={setMapping}
                error={
                  c.key === 'name' && noName ? 'Choose the column that holds names.' : undefined
                }
              />
            ))}
          </div>
          {!noName && (
            <div role="status">
              <p>
                {plan.add.length} to add, {plan.leftOut.length} left out.
              </p>
              {plan.leftOut.length > 0 && (
                <ul className="small">
                  {plan.leftOut.slice(0, 50).map((l) => (
                    <li key={l.line}>
                      Line {l.line}: {l.reason}
                    </li>
                  ))}
                  {plan.leftOut.length > 50 && <li>… and {plan.leftOut.length - 50} more.</li>}
                </ul>
              )}
            </div>
          )}
          <div className="submit-bar">
            <button
              type="submit"
              className="button button--primary"
              disabled={busy || noName || plan.add.length === 0}
            >
              Add {countOf(plan.add.length, 'affiliate')}
            </button>
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {!loaded && (
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      )}
    </section>
  );
}
