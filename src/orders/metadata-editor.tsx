// Metadata as key/value rows with a type each, or as raw JSON. Switching
// carries the content across when it can be read; otherwise it stays put.
import { useCallback, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../ui/field';
import { useFocusAfterRemove } from '../ui/focus-after-remove';
import type { MetadataRow, MetadataType } from './order-form-values';
import { metadataFromRows, rowsFromObject } from './metadata-rows';
import { useErrorAt, useOrderForm } from './order-resolver';

/** The metadata object the rows make, or undefined when they have errors. */
function objectFromRows(rows: MetadataRow[]): Record<string, unknown> | undefined | 'invalid' {
  const problems: string[] = [];
  const obj = metadataFromRows(rows, (_i, _field, message) => problems.push(message));
  return problems.length > 0 ? 'invalid' : obj;
}

export function MetadataEditor() {
  const { control, register, setValue, getValues, setFocus } = useOrderForm();
  const errorAt = useErrorAt();
  const mode = useWatch({ control, name: 'metadataMode' });
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'metadataRows' });
  const [switchNote, setSwitchNote] = useState('');
  const focusRow = useCallback(
    (i: number) => {
      setFocus(`metadataRows.${i}.key`);
    },
    [setFocus],
  );
  const { addButton, willRemove } = useFocusAfterRemove(fields.length, focusRow);

  const switchTo = (next: 'rows' | 'json') => {
    if (next === mode) return;
    if (next === 'json') {
      const obj = objectFromRows(getValues('metadataRows'));
      if (obj === 'invalid') {
        setSwitchNote('Fix the entries first: they cannot be turned into JSON yet.');
        return;
      }
      setValue('metadataJson', obj ? JSON.stringify(obj, null, 2) : '');
    } else {
      const text = getValues('metadataJson').trim();
      let parsed: unknown;
      try {
        parsed = text === '' ? {} : JSON.parse(text);
      } catch {
        setSwitchNote('Fix the JSON first: it cannot be turned into entries yet.');
        return;
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        setSwitchNote('Metadata must be a JSON object before it can be turned into entries.');
        return;
      }
      replace(rowsFromObject(parsed as Record<string, unknown>));
    }
    setSwitchNote('');
    setValue('metadataMode', next);
  };

  return (
    <fieldset className="card">
      <legend>Metadata</legend>
      <div className="segmented" role="radiogroup" aria-label="Metadata format">
        {(['rows', 'json'] as const).map((m) => (
          <label key={m}>
            <input
              type="radio"
              name="metadata-format"
              checked={mode === m}
              onChange={() => {
                switchTo(m);
              }}
            />
            {m === 'rows' ? 'Key and value' : 'JSON'}
          </label>
        ))}
      </div>
      {switchNote && <p className="field__error">{switchNote}</p>}
      {errorAt('metadataRows') && <p className="field__error">{errorAt('metadataRows')}</p>}
      {mode === 'json' ? (
        <TextAreaField
          label="Metadata JSON"
          rows={5}
          spellCheck={false}
          className="mono"
          placeholder='{"channel": "newsletter"}'
          error={errorAt('metadataJson')}
          hint="A JSON object."
          {...register('metadataJson')}
        />
      ) : (
        <>
          {fields.length === 0 && <p className="muted">No metadata. Optional.</p>}
          {fields.map((field, i) => (
            <div
              key={field.id}
              role="group"
              aria-label={`Entry ${i + 1}`}
              className="grid grid--metadata"
            >
              <TextField
                label="Key"
                autoComplete="off"
                error={errorAt(`metadataRows.${i}.key`)}
                {...register(`metadataRows.${i}.key`)}
              />
              <SelectField label="Type" {...register(`metadataRows.${i}.type`)}>
                {(['text', 'number', 'boolean', 'json'] satisfies MetadataType[]).map((t) => (
                  <option key={t} value={t}>
                    {t === 'boolean' ? 'true/false' : t === 'json' ? 'JSON' : t}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Value"
                autoComplete="off"
                error={errorAt(`metadataRows.${i}.value`)}
                {...register(`metadataRows.${i}.value`)}
              />
              <button
                type="button"
                className="button button--small row-remove"
                onClick={() => {
                  willRemove(i);
                  remove(i);
                }}
              >
                Remove entry
              </button>
            </div>
          ))}
          <button
            ref={addButton}
            type="button"
            className="button"
            onClick={() => {
              append({ key: '', type: 'text', value: '' });
            }}
          >
            Add metadata entry
          </button>
        </>
      )}
    </fieldset>
  );
}
