// How the file was read, and the choices that read it differently: its
// encoding (text files), its sheet (spreadsheets), what JSON data was left out.
import { SelectField } from '../../../ui/field';
import { ENCODINGS, isEncodingName, type EncodingName } from '../../../tables/encoding';
import type { Parsed } from '../../session/session-owner';

interface Props {
  parsed: Parsed;
  busy: boolean;
  onEncoding: (encoding: EncodingName) => void;
  onSheet: (sheet: string) => void;
}

/** "refunds.id", "refunds.note" -> one line "refunds: id, note", so a long list stays short. */
function byParent(paths: readonly string[]): { parent: string; names: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const cut = path.lastIndexOf('.');
    const parent = cut < 0 ? path : path.slice(0, cut);
    const names = groups.get(parent) ?? [];
    if (cut >= 0) names.push(path.slice(cut + 1));
    groups.set(parent, names);
  }
  return [...groups].map(([parent, names]) => ({ parent, names }));
}

const groupText = ({ parent, names }: { parent: string; names: string[] }) =>
  names.length === 0
    ? parent
    : names.length === 1
      ? `${parent}.${names[0] ?? ''}`
      : `${parent}: ${names.join(', ')}`;

export function FileDetails({ parsed, busy, onEncoding, onSheet }: Props) {
  const { encoding, sheets, sheet, wrapper, notImported } = parsed;
  // Guessed, not shown by the file: worth a second look.
  const guessed = encoding?.detected && encoding.name === 'windows-1252';
  return (
    <div className="file-details">
      {encoding && (
        <SelectField
          label="Encoding"
          value={encoding.name}
          disabled={busy}
          hint={
            <span className={guessed ? 'warning' : undefined}>
              {encoding.note}
              {guessed && ' If letters look wrong in the examples below, choose another encoding.'}
            </span>
          }
          onChange={(e) => {
            if (isEncodingName(e.target.value)) onEncoding(e.target.value);
          }}
        >
          {ENCODINGS.map((e) => (
            <option key={e.name} value={e.name}>
              {e.label}
            </option>
          ))}
        </SelectField>
      )}
      {sheets && sheets.length > 1 && (
        <SelectField
          label="Sheet"
          value={sheet}
          disabled={busy}
          hint={`${String(sheets.length)} sheets in this workbook.`}
          onChange={(e) => {
            onSheet(e.target.value);
          }}
        >
          {sheets.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      )}
      {sheets && sheets.length === 1 && <p className="muted small">Sheet: {sheet}</p>}
      {sheets && parsed.headers.length === 0 && (
        <p className="warning">This sheet is empty: choose another sheet.</p>
      )}
      {wrapper && <p className="muted small">Orders read from the list under “{wrapper}”.</p>}
      {notImported && notImported.length > 0 && (
        <details className="small">
          <summary>
            {notImported.length === 1
              ? '1 nested field not imported'
              : `${String(notImported.length)} nested fields not imported`}
          </summary>
          <ul>
            {byParent(notImported).map((group) => (
              <li key={group.parent}>
                not imported: <code>{groupText(group)}</code> (nested data)
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
