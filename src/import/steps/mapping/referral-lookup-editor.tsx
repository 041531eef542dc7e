// The referral code from the coupon a buyer used: which column holds the
// coupon, and the table from coupon code to referral code, pasted or loaded
// from a two-column CSV. The table is part of the mapping, so it is saved with
// a preset.
import { useState } from 'react';
import { SelectField, TextAreaField } from '../../../ui/field';
import { formatLookupTable, parseLookupTable } from '../../pipeline/read/referral-lookup';
import type { FieldSource } from '../../pipeline/fields';

type Lookup = Extract<FieldSource, { kind: 'lookup' }>;

export function ReferralLookupEditor({
  source,
  columns,
  onChange,
}: {
  source: Lookup;
  columns: readonly string[];
  onChange: (source: Lookup) => void;
}) {
  const [text, setText] = useState(() => formatLookupTable(source.entries));
  const [errors, setErrors] = useState<string[]>([]);
  const apply = (next: string) => {
    setText(next);
    const parsed = parseLookupTable(next);
    setErrors(parsed.errors);
    onChange({ ...source, entries: parsed.entries });
  };
  const listed =
    source.column !== '' && !columns.includes(source.column)
      ? [source.column, ...columns]
      : columns;
  return (
    <div className="lookup-editor">
      <SelectField
        label="Coupon code column"
        value={source.column}
        onChange={(e) => {
          onChange({ ...source, column: e.target.value });
        }}
      >
        <option value="">Choose…</option>
        {listed.map((h) => (
          <option key={h} value={h}>
            {h}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Referral lookup table"
        rows={4}
        className="mono-input"
        spellCheck={false}
        value={text}
        onChange={(e) => {
          apply(e.target.value);
        }}
        hint={`One coupon code and its referral code per line, e.g. WELCOME10,ALICE. ${source.entries.length} ${source.entries.length === 1 ? 'entry' : 'entries'}; saved with the preset.`}
        error={errors.length > 0 ? errors.join(' ') : undefined}
      />
      <label className="button button--small file-button">
        Load lookup CSV
        <input
          type="file"
          accept=".csv,.tsv,.txt,text/csv"
          className="visually-hidden"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void file.text().then(apply);
          }}
        />
      </label>
    </div>
  );
}
