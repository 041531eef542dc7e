// One affiliate in the list: what is known, where it came from, and its actions.
import { EDITABLE_FIELDS, FIELD_LABELS, fieldText } from './affiliate-record';
import type { DirectoryRow } from './affiliate-store';

export function AffiliateCard({
  row,
  onEdit,
  onDelete,
  onStatement,
  onResolve,
}: {
  row: DirectoryRow;
  onEdit: () => void;
  onDelete: () => void;
  onStatement: () => void;
  onResolve: () => void;
}) {
  const r = row.record;
  const headingId = `affiliate-${r.key}`;
  return (
    <li className="card affiliate" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {r.name}
        {r.learned && <span className="badge"> Learned from a send</span>}
      </h3>
      {row.conflicts.length > 0 && (
        <div role="alert" className="notice notice--warning">
          <p>
            Edited by two people at once: {row.conflicts.length + 1} versions are kept until you
            choose.
          </p>
          <button type="button" className="button" onClick={onResolve}>
            Resolve conflict
          </button>
        </div>
      )}
      <dl className="affiliate__facts">
        {EDITABLE_FIELDS.filter((f) => f !== 'name' && fieldText(r, f) !== '').map((f) => (
          <div key={f}>
            <dt>{FIELD_LABELS[f]}</dt>
            <dd>{fieldText(r, f)}</dd>
          </div>
        ))}
      </dl>
      <div className="affiliate__actions">
        <button type="button" className="button button--small" onClick={onStatement}>
          Statement
        </button>
        <button type="button" className="button button--small" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="button button--small" onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}
