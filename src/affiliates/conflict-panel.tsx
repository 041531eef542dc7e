// Two colleagues edited one affiliate at once: every version, field by field. The
// person keeps one version whole, or picks each field; saving that is the resolution
// (a local write; the team bridge then removes the losing versions).
import { useForm } from 'react-hook-form';
import { RadioGroupField } from '../ui/field';
import {
  EDITABLE_FIELDS,
  FIELD_LABELS,
  fieldText,
  type AffiliateFields,
  type AffiliateRecord,
  type EditableField,
} from './affiliate-record';
import type { DirectoryRow } from './affiliate-store';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Version 2, by Ana, 3 Mar 2026, 10:02": who made each version, as far as known. */
function versionName(record: AffiliateRecord, index: number) {
  const by = record.updatedBy ? `by ${record.updatedBy}, ` : '';
  return `Version ${String(index + 1)}, ${by}${when(record.updatedAt)}${record.deleted ? ' (deleted)' : ''}`;
}

const fieldsOf = (r: AffiliateRecord): AffiliateFields => ({
  name: r.name,
  codes: r.codes,
  affiliateIds: r.affiliateIds,
  ...(r.email ? { email: r.email } : {}),
  ...(r.notes ? { notes: r.notes } : {}),
});

export function ConflictPanel({
  row,
  onResolve,
  onCancel,
}: {
  row: DirectoryRow;
  onResolve: (fields: AffiliateFields & { deleted?: true }) => Promise<void>;
  onCancel: () => void;
}) {
  const versions = [row.record, ...row.conflicts.map((c) => c.record)];
  const differing = EDITABLE_FIELDS.filter(
    (f) => new Set(versions.map((v) => fieldText(v, f))).size > 1,
  );
  const { register, handleSubmit } = useForm<Record<EditableField, string>>({
    defaultValues: Object.fromEntries(EDITABLE_FIELDS.map((f) => [f, '0'])),
  });
  const merge = (choice: Record<EditableField, string>) => {
    const pick = (f: EditableField) => versions[Number(choice[f])] ?? row.record;
    const email = pick('email').email;
    const notes = pick('notes').notes;
    return onResolve({
      name: pick('name').name,
      codes: pick('codes').codes,
      affiliateIds: pick('affiliateIds').affiliateIds,
      ...(email ? { email } : {}),
      ...(notes ? { notes } : {}),
    });
  };
  const title = `Conflict: ${row.record.name}`;
  return (
    <form
      noValidate
      className="card conflict"
      aria-label={title}
      onSubmit={(e) => void handleSubmit(merge)(e)}
    >
      <h2>{title}</h2>
      <p>
        Two people changed this affiliate at the same time. Nothing was dropped: here are both
        versions. Keep one, or choose field by field.
      </p>
      <div className="conflict__versions">
        {versions.map((v, i) => (
          <section key={i} className="conflict__version" aria-label={versionName(v, i)}>
            <h3>{versionName(v, i)}</h3>
            <dl className="affiliate__facts">
              {EDITABLE_FIELDS.map((f) => (
                <div key={f} className={differing.includes(f) ? 'conflict__differs' : undefined}>
                  <dt>{FIELD_LABELS[f]}</dt>
                  <dd>{fieldText(v, f) || '—'}</dd>
                </div>
              ))}
            </dl>
            <button
              type="button"
              className="button"
              onClick={() => {
                void onResolve(v.deleted ? { ...fieldsOf(v), deleted: true } : fieldsOf(v));
              }}
            >
              Keep version {i + 1}
            </button>
          </section>
        ))}
      </div>
      {differing.length > 0 && (
        <fieldset className="conflict__merge">
          <legend>Or choose each field</legend>
          {differing.map((f) => (
            <RadioGroupField
              key={f}
              label={FIELD_LABELS[f]}
              options={versions.map((v, i) => ({
                value: String(i),
                label: `${fieldText(v, f) || '(empty)'} (version ${String(i + 1)})`,
              }))}
              input={register(f)}
            />
          ))}
          <div className="affiliates-page__tools">
            <button type="submit" className="button button--primary">
              Save chosen fields
            </button>
            <button type="button" className="button" onClick={onCancel}>
              Not now
            </button>
          </div>
        </fieldset>
      )}
      {differing.length === 0 && (
        <button type="button" className="button" onClick={onCancel}>
          Not now
        </button>
      )}
    </form>
  );
}
