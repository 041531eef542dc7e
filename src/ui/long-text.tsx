// A block of code-like text that may be huge: only its start is put in the page
// (a 10 MB <pre> freezes it), with "Show all" and "Download" when there is more.
import { useMemo, useState } from 'react';
import { download } from '../lib/download';
import { DISPLAY_LIMIT, type Shown } from '../lib/format-json';

const kb = (n: number) => `${Math.round(n / 1024).toLocaleString()} KB`;

interface Props {
  label: string;
  /** The text to show, cut at `limit` characters. Called again with Infinity for "Show all". */
  show: (limit: number) => Shown;
  /** The whole text, for the download. */
  full: () => string;
  fileName: string;
  /** Said under the text, e.g. that the service sent more than was read. */
  note?: string;
}

export function LongText({ label, show, full, fileName, note }: Props) {
  const [all, setAll] = useState(false);
  const shown = useMemo(() => show(all ? Infinity : DISPLAY_LIMIT), [show, all]);
  return (
    <>
      <pre className="code" tabIndex={0} aria-label={label}>
        {shown.text}
      </pre>
      {(shown.cut || note) && (
        <div className="cut-note">
          {shown.cut && <span className="muted small">Showing the first {kb(DISPLAY_LIMIT)}.</span>}
          {note && <span className="muted small">{note}</span>}
          {shown.cut && (
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                setAll(true);
              }}
            >
              Show all
            </button>
          )}
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              download(fileName, full());
            }}
          >
            Download
          </button>
        </div>
      )}
    </>
  );
}
