// "Import from a file": a CSV, JSON or spreadsheet read by the import's reader, its
// columns guessed and shown to be checked, then a summary of what is added and what
// is left out (and why) before anything is written.
import { useState } from 'react';
import { readTable, type Table } from '../import';
import { SelectField } from '../ui/field';
import type { AffiliateRecord } from './affiliate-record';
import {
  DIRECTORY_COLUMNS,
  guessDirectoryColumns,
  planDirectoryImport,
  type DirectoryMapping,
} from './directory-import';

type Loaded = { name: string; table: Table };

export function ImportPanel({
  directory,
  onAdd,
  onClose,
}: {
  directory: readonly AffiliateRecord[];
  onAdd: (plan: ReturnType<typeof planDirectoryImport>) => Promise<void>;
  onClose: () => void;
}) {
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [mapping, setMapping] = useState<DirectoryMapping>({});
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const read = (file: File) => {
    setBusy(true);
    setError(undefined);
    readTable({ file })
      .then((table) => {
        setLoaded({ name: file.name, table });
        setMapping(guessDirectoryColumns(table.headers));
      })
      .catch((e: unknown) => {
        setLoaded(undefined);
        setError(e instanceof Error ? e.message : String(e));
      })
      .finally(() => {
        setBusy(false);
      });
  };
  const plan = loaded ? planDirectoryImport(loaded.table, mapping, directory) : undefined;
  const noName = loaded !== undefined && mapping.name === undefined;

  return (
    <section className="card" aria-label="Import affiliates">
      <h2>Import affiliates</h2>
      <div className="field">
        <label htmlFor="affiliates-file">Choose file</label>
        <input
          id="affiliates-file"
          type="file"
          accept=".csv,.tsv,.txt,.json,.xlsx,.xls,.ods,text/csv"
          aria-describedby="affiliates-file-hint"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) read(file);
          }}
        />
        <div className="field__hint" id="affiliates-file-hint">
          A header row and columns for name, email, referral codes, affiliate IDs and notes. CSV,
          JSON, or a spreadsheet (XLSX, XLS, ODS: its first sheet with data).
        </div>
      </div>
      {busy && <p aria-busy="true">Reading…</p>}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {loaded && plan && (
        <form
          noValidate
          aria-label="Columns"
          onSubmit={(e) => {
            e.preventDefault();
            if (noName || plan.add.length === 0) return;
            setBusy(true);
            void onAdd(plan).finally(() => {
              setBusy(false);
            });
          }}
        >
          <h3>
            Columns of {loaded.name} ({loaded.table.rows.length.toLocaleString()} rows)
          </h3>
          <p className="muted small">Guessed from the headers: check each one.</p>
          <div className="grid grid--two">
            {DIRECTORY_COLUMNS.map((c) => (
              <SelectField
                key={c.key}
                label={`Column for ${c.label}`}
                value={mapping[c.key] ?? ''}
                error={
                  c.key === 'name' && noName ? 'Choose the column that holds names.' : undefined
                }
                onChange={(e) => {
                  const { [c.key]: _old, ...rest } = mapping;
                  const value = e.target.value;
                  setMapping(value === '' ? rest : { ...rest, [c.key]: value });
                }}
              >
                <option value="">Not in the file</option>
                {loaded.table.headers.map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
              </SelectField>
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
              Add {plan.add.length} affiliates
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
