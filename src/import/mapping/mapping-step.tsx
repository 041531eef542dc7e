import { useState } from 'react';
import { SelectField, TextField } from '../../ui/field';
import { IMPORT_FIELDS, type FieldKey, type FieldSource, type Mapping } from './fields';
import { BUILT_IN_PRESETS, savePreset, savedPresets } from './presets';
import type { Parsed } from '../parse/use-parser';

interface Props {
  parsed: Parsed;
  mapping: Mapping;
  onChange: (m: Mapping) => void;
  onBuild: () => void;
  busy: boolean;
}

const CONSTANT = '\u0000constant';
const NONE = '\u0000none';

export function MappingStep({ parsed, mapping, onChange, onBuild, busy }: Props) {
  const [presetName, setPresetName] = useState('');
  const [presetNote, setPresetNote] = useState('');
  const presets = [...BUILT_IN_PRESETS, ...savedPresets()];
  const example = (source: FieldSource | undefined) => {
    if (source?.kind !== 'column') return '';
    const i = parsed.headers.indexOf(source.column);
    return parsed.sample.find((row) => (row[i] ?? '') !== '')?.[i] ?? '';
  };
  const set = (field: FieldKey, source: FieldSource) => {
    onChange({ ...mapping, [field]: source });
  };
  const noCode =
    !mapping.referralCode ||
    mapping.referralCode.kind === 'none' ||
    (mapping.referralCode.kind === 'constant' && mapping.referralCode.value.trim() === '');
  const noId = mapping.orderId?.kind !== 'column';

  return (
    <section className="card">
      <h2>2. Map columns</h2>
      <p className="muted">
        {parsed.name}: {parsed.rowCount.toLocaleString()} rows, {parsed.headers.length} columns (
        {parsed.format.toUpperCase()}
        {parsed.delimiter
          ? `, delimiter ${parsed.delimiter === '\t' ? 'tab' : `"${parsed.delimiter}"`}`
          : ''}
        ). Guessed from the column names; change anything.
      </p>
      <div className="with-button preset-bar">
        <SelectField
          label="Apply a preset"
          value=""
          onChange={(e) => {
            const p = presets.find((x) => x.name === e.target.value);
            if (p) onChange(p.mapping);
          }}
        >
          <option value="">Choose…</option>
          {presets.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}
            </option>
          ))}
        </SelectField>
      </div>
      <table className="mapping">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Comes from</th>
            <th scope="col">Example</th>
          </tr>
        </thead>
        <tbody>
          {IMPORT_FIELDS.map((field) => {
            const source = mapping[field.key];
            const value =
              source?.kind === 'column'
                ? source.column
                : source?.kind === 'constant'
                  ? CONSTANT
                  : NONE;
            const note = 'note' in field ? field.note : undefined;
            const noteId = note ? `mapping-note-${field.key}` : undefined;
            return (
              <tr key={field.key}>
                <th scope="row">
                  {field.label}
                  {note && (
                    <span className="mapping__note" id={noteId}>
                      {note}
                    </span>
                  )}
                </th>
                <td>
                  <select
                    aria-label={`Source of ${field.label}`}
                    aria-describedby={noteId}
                    value={value}
                    onChange={(e) => {
                      const v = e.target.value;
                      set(
                        field.key,
                        v === NONE
                          ? { kind: 'none' }
                          : v === CONSTANT
                            ? { kind: 'constant', value: '' }
                            : { kind: 'column', column: v },
                      );
                    }}
                  >
                    <option value={NONE}>Not mapped</option>
                    <option value={CONSTANT}>One value for all rows</option>
                    {parsed.headers.map((h) => (
                      <option key={h} value={h}>
                        Column: {h}
                      </option>
                    ))}
                  </select>
                  {source?.kind === 'constant' && (
                    <input
                      aria-label={`Value for all rows: ${field.label}`}
                      value={source.value}
                      onChange={(e) => {
                        set(field.key, { kind: 'constant', value: e.target.value });
                      }}
                    />
                  )}
                </td>
                <td className="mono small">{example(source)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {noCode && (
        <p className="warning">
          Map the referral code, or choose “One value for all rows” and enter it.
        </p>
      )}
      {noId && <p className="warning">Map the order ID: rows that share it become one order.</p>}
      <div className="row-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || noId}
          onClick={onBuild}
        >
          Check orders
        </button>
        <div className="with-button">
          <TextField
            label="Preset name"
            value={presetName}
            onChange={(e) => {
              setPresetName(e.target.value);
            }}
          />
          <button
            type="button"
            className="button"
            disabled={presetName.trim() === ''}
            onClick={() => {
              savePreset({ name: presetName.trim(), mapping });
              setPresetNote(`Saved “${presetName.trim()}”.`);
            }}
          >
            Save mapping as preset
          </button>
        </div>
        <span aria-live="polite" className="muted">
          {presetNote}
        </span>
      </div>
    </section>
  );
}
