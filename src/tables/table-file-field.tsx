// "Choose file" for a sheet, with what the reader takes in the hint, and the reader's
// progress and error beneath it.
import type { ReactNode } from 'react';
import { countOf } from '../lib/plural';

const ACCEPT = '.csv,.tsv,.txt,.json,.xlsx,.xls,.ods,text/csv';
const FORMATS = 'CSV, JSON, or a spreadsheet (XLSX, XLS, ODS: its first sheet with data).';

export function TableFileField({
  id,
  hint,
  busy,
  onFile,
}: {
  id: string;
  /** What the sheet should hold; the formats read follow it. */
  hint: ReactNode;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>Choose file</label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        aria-describedby={`${id}-hint`}
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
        }}
      />
      <div className="field__hint" id={`${id}-hint`}>
        {hint} {FORMATS}
      </div>
    </div>
  );
}

/** "Reading…" while busy, and why a table could not be read. */
export function TableFileState({ busy, error }: { busy: boolean; error: string | undefined }) {
  return (
    <>
      {busy && <p aria-busy="true">Reading…</p>}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** "Columns of sheet.csv (1 row)", and that the guesses are to be checked. */
export function ColumnsHeading({
  name,
  rows,
  children,
}: {
  name: string;
  rows: number;
  /** More to say under the heading; "check each one" comes first. */
  children?: ReactNode;
}) {
  return (
    <>
      <h3>
        Columns of {name} ({countOf(rows, 'row')})
      </h3>
      <p className="muted small">Guessed from the headers: check each one.{children}</p>
    </>
  );
}
