// Step 2: which column feeds each field. The detected preset is named; every
// field has a readable select of columns, a shared search for files with many
// columns, and an example value from the file.
import { useMemo, useState } from 'react';
import { SelectField, TextField } from '../../../ui/field';
import type { ValueAnswers } from '../../pipeline/read/value-meanings';
import type { Parsed } from '../../session/session-owner';
import { LIST_ALL_UP_TO, suggestColumns } from './column-options';
import { ColumnSearch } from './column-search';
import { ColumnSelect } from './column-select';
import { presetMapping } from './detect-preset';
import {
  IMPORT_FIELDS,
  MAPPING_SECTIONS,
  type FieldKey,
  type FieldSource,
  type Mapping,
} from '../../pipeline/fields';
import { deletePreset, savePreset, savedPresets } from './presets';
import { BUILT_IN_PRESETS, presetById } from '../../pipeline/presets/built-in';
import { ReferralLookupEditor } from './referral-lookup-editor';
import type { MappingState } from './use-mapping';
import { countOf } from '../../../lib/plural';

interface Props {
  parsed: Parsed;
  state: MappingState;
  onChange: (m: Mapping) => void;
  onApplyPreset: (m: Mapping, presetId: string | undefined, answers?: ValueAnswers) => void;
  onBuild: () => void;
  busy: boolean;
}

const SAVED = 'saved:';

/** The table in parts a person can take in one at a time: each field in the part fields.ts names. */
const SECTIONS = MAPPING_SECTIONS.map((title) => ({
  title,
  fields: IMPORT_FIELDS.filter((f) => f.section === title),
}));
/** A lookup starts from the column already mapped to Coupons: that is what it looks up. */
function withCouponColumn(s: FieldSource, mapping: Mapping): FieldSource {
  const coupons = mapping.coupons;
  return s.kind === 'lookup' && s.column === '' && coupons?.kind === 'column'
    ? { ...s, column: coupons.column }
    : s;
}

const BUILT_IN = 'built-in:';

export function MappingStep({ parsed, state, onChange, onApplyPreset, onBuild, busy }: Props) {
  const { mapping } = state;
  const [presetName, setPresetName] = useState('');
  const [presetNote, setPresetNote] = useState('');
  const [deleting, setDeleting] = useState('');
  const [searching, setSearching] = useState<FieldKey | undefined>();
  const saved = savedPresets();
  const preset = presetById(state.presetId);
  const headers = parsed.headers;
  const listAll = headers.length <= LIST_ALL_UP_TO;
  const suggestions = useMemo(
    () => (listAll ? undefined : suggestColumns(headers)),
    [headers, listAll],
  );
  const columnsFor = (field: FieldKey) => (listAll ? headers : (suggestions?.get(field) ?? []));
  const example = (column: string) => {
    const i = headers.indexOf(column);
    return i < 0 ? '' : (parsed.sample.find((row) => (row[i] ?? '') !== '')?.[i] ?? '');
  };
  const set = (field: FieldKey, source: FieldSource) => {
    onChange({ ...mapping, [field]: source });
  };
  const code = mapping.referralCode;
  const noCode =
    !code ||
    code.kind === 'none' ||
    (code.kind === 'constant' && code.value.trim() === '') ||
    (code.kind === 'lookup' && (code.column === '' || code.entries.length === 0));
  const noId = mapping.orderId?.kind !== 'column';
  const searchingField = IMPORT_FIELDS.find((f) => f.key === searching);

  return (
    <section className="card" aria-labelledby="mapping-heading">
      <h2 id="mapping-heading">2. Map columns</h2>
      <p className="muted">
        {parsed.name}: {countOf(parsed.rowCount, 'row')}, {countOf(headers.length, 'column')} (
        {parsed.format.toUpperCase()}
        {parsed.delimiter
          ? `, delimiter ${parsed.delimiter === '\t' ? 'tab' : `"${parsed.delimiter}"`}`
          : ''}
        ).
      </p>
      <p className="preset-line">
        {preset ? (
          <>
            <strong>Preset: {preset.name}</strong>,{' '}
            {state.presetSource === 'detected' ? 'detected from the column names' : 'applied'}. Its
            rules for money, status and dates apply; change any column below.
          </>
        ) : (
          <>
            <strong>No preset</strong>: columns guessed from their names; change anything.
          </>
        )}
      </p>
      <div className="with-button preset-bar">
        <SelectField
          label="Apply a preset"
          value=""
          onChange={(e) => {
            const v = e.target.value;
            const builtIn = presetById(v.startsWith(BUILT_IN) ? v.slice(BUILT_IN.length) : '');
            if (builtIn) onApplyPreset(presetMapping(builtIn, headers), builtIn.id);
            const mine = saved.find((p) => `${SAVED}${p.name}` === v);
            if (mine) onApplyPreset(mine.mapping, mine.basedOn, mine.answers);
          }}
        >
          {/* A preset in use is named: "Choose…" would read as if none applied. */}
          <option value="">{preset ? `${preset.name} (in use)` : 'Choose…'}</option>
          <optgroup label="Built in">
            {BUILT_IN_PRESETS.map((p) => (
              <option key={p.id} value={`${BUILT_IN}${p.id}`}>
                {p.name}
              </option>
            ))}
          </optgroup>
          {saved.length > 0 && (
            <optgroup label="Saved">
              {saved.map((p) => (
                <option key={p.name} value={`${SAVED}${p.name}`}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          )}
        </SelectField>
      </div>
      {saved.length > 0 && (
        <div className="with-button preset-bar">
          <SelectField
            label="Saved preset to delete"
            value={deleting}
            onChange={(e) => {
              setDeleting(e.target.value);
            }}
          >
            {/* A preset in use is named: "Choose…" would read as if none applied. */}
            <option value="">{preset ? `${preset.name} (in use)` : 'Choose…'}</option>
            {saved.map((p) => (
              <option key={p.name} value={p.name}>
                {p.name}
              </option>
            ))}
          </SelectField>
          <button
            type="button"
            className="button"
            disabled={!saved.some((p) => p.name === deleting)}
            onClick={() => {
              const gone = deletePreset(deleting);
              setPresetNote(
                gone
                  ? `Deleted “${deleting}”, with its referral lookup table.`
                  : 'This browser’s storage is full or unavailable; the preset was not deleted.',
              );
              setDeleting('');
            }}
          >
            Delete preset
          </button>
        </div>
      )}
      <table className="mapping">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Comes from</th>
            <th scope="col">Example</th>
          </tr>
        </thead>
        {SECTIONS.map((section) => (
          <tbody key={section.title}>
            <tr className="mapping__section">
              <th scope="colgroup" colSpan={3}>
                {section.title}
              </th>
            </tr>
            {section.fields.map((field) => {
              const source = mapping[field.key];
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
                    <ColumnSelect
                      label={field.label}
                      source={source}
                      columns={columnsFor(field.key)}
                      totalColumns={headers.length}
                      lookup={field.key === 'referralCode'}
                      describedBy={noteId}
                      fixId={`source-${field.key}`}
                      onChange={(s) => {
                        set(field.key, withCouponColumn(s, mapping));
                      }}
                      onSearch={() => {
                        setSearching(field.key);
                      }}
                    />
                    {source?.kind === 'constant' && (
                      <input
                        aria-label={`Value for all rows: ${field.label}`}
                        value={source.value}
                        onChange={(e) => {
                          set(field.key, { kind: 'constant', value: e.target.value });
                        }}
                      />
                    )}
                    {source?.kind === 'lookup' && (
                      <ReferralLookupEditor
                        source={source}
                        columns={columnsFor('coupons')}
                        onChange={(s) => {
                          set(field.key, s);
                        }}
                      />
                    )}
                  </td>
                  <td className="mono small mapping__example">
                    {source?.kind === 'column' || source?.kind === 'lookup'
                      ? example(source.column)
                      : ''}
                  </td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
      {noCode && (
        <p className="warning">
          Map the referral code, or look it up from a coupon code. Orders without one (organic
          sales) can be left out after “Check orders”; “One value for all rows” gives every order to
          that one affiliate.
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
              const saved = savePreset({
                name: presetName.trim(),
                mapping,
                ...(state.presetId ? { basedOn: state.presetId } : {}),
                ...(state.answers ? { answers: state.answers } : {}),
              });
              setPresetNote(
                saved
                  ? `Saved “${presetName.trim()}”, with its referral lookup table${state.answers ? ' and what its values mean' : ''}.`
                  : 'This browser’s storage is full or unavailable; the preset was not saved.',
              );
            }}
          >
            Save mapping as preset
          </button>
        </div>
        <span aria-live="polite" className="muted">
          {presetNote}
        </span>
      </div>
      {searchingField && (
        <ColumnSearch
          fieldLabel={searchingField.label}
          headers={headers}
          example={example}
          onCancel={() => {
            setSearching(undefined);
          }}
          onPick={(column) => {
            set(searchingField.key, { kind: 'column', column });
            setSearching(undefined);
          }}
        />
      )}
    </section>
  );
}
