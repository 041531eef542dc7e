import { useState, type DragEvent } from 'react';
import { TextAreaField } from '../../../ui/field';
import type { EncodingName } from '../../../tables/encoding';
import { FileDetails } from './file-details';
import type { Parsed } from '../../session/session-owner';

const ACCEPT = [
  '.csv,.tsv,.txt,.json,.ndjson,.jsonl,.xlsx,.xls,.ods',
  'text/csv,application/json',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel,application/vnd.oasis.opendocument.spreadsheet',
].join(',');

export function SourceStep({
  onFile,
  onText,
  busy,
  parsed,
  onEncoding,
  onSheet,
}: {
  onFile: (f: File) => void;
  onText: (text: string) => void;
  busy: boolean;
  /** The file read last: how it was read, and choices to read it differently. */
  parsed?: Parsed | undefined;
  onEncoding: (encoding: EncodingName) => void;
  onSheet: (sheet: string) => void;
}) {
  const [over, setOver] = useState(false);
  const [text, setText] = useState('');
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <section className="card">
      <h2>1. Choose orders</h2>
      <div
        className={`dropzone${over ? ' dropzone--over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => {
          setOver(false);
        }}
        onDrop={onDrop}
      >
        <p>Drop a CSV, XLSX, XLS, ODS, JSON or NDJSON file here, or</p>
        <label className="button button--primary file-button">
          Choose file
          <input
            type="file"
            accept={ACCEPT}
            className="visually-hidden"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onFile(file);
              e.target.value = '';
            }}
          />
        </label>
        <p className="muted small">
          Shopify order exports are recognised. Nothing is sent until you press Send.
        </p>
      </div>
      {parsed && (
        <FileDetails parsed={parsed} busy={busy} onEncoding={onEncoding} onSheet={onSheet} />
      )}
      <details>
        <summary>Paste instead</summary>
        <TextAreaField
          label="Pasted orders"
          rows={6}
          className="mono"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
          }}
          hint="CSV with a header row, a JSON array, or one JSON object per line."
        />
        <button
          type="button"
          className="button"
          disabled={busy || text.trim() === ''}
          onClick={() => {
            onText(text);
          }}
        >
          Read pasted text
        </button>
      </details>
    </section>
  );
}
