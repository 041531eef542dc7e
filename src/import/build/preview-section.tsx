// The checked orders before anything is sent: counts, the rule that derived the
// money, every order with its problems, and a person's fixes (edit, skip).
import { useMemo, useState, type ReactNode } from 'react';
import { DERIVATION_RULE, type ImportedOrder } from './build-orders';
import { EditOrderDialog } from './edit-order-dialog';
import { PreviewTable } from './preview-table';

function countByStatus(orders: readonly ImportedOrder[]) {
  const c = { valid: 0, invalid: 0, duplicate: 0, skipped: 0 };
  for (const o of orders) {
    // Duplicates are counted as such even while skipped; "skipped" counts every order left out.
    if (o.status !== 'valid' || !o.skipped) c[o.status]++;
    if (o.skipped) c.skipped++;
  }
  return c;
}

export function PreviewSection({
  orders,
  checkedInMs,
  onChange,
  children,
}: {
  orders: readonly ImportedOrder[];
  checkedInMs: number | undefined;
  /** Applies a person's fix to the orders. */
  onChange: (update: (orders: ImportedOrder[]) => ImportedOrder[]) => void;
  /** What follows the table: how to send. */
  children: ReactNode;
}) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [editing, setEditing] = useState<ImportedOrder | undefined>();
  const counts = useMemo(() => countByStatus(orders), [orders]);
  const shown = useMemo(
    () =>
      onlyProblems ? orders.filter((o) => o.status !== 'valid' || o.warnings.length > 0) : orders,
    [orders, onlyProblems],
  );
  const replace = (updated: ImportedOrder) => {
    onChange((all) => all.map((x) => (x.index === updated.index ? updated : x)));
  };

  return (
    <section className="card" aria-label="Preview">
      <h2>Preview</h2>
      <p className="counts">
        <strong>{orders.length.toLocaleString()}</strong> orders:{' '}
        <span className="tag tag--valid">{counts.valid.toLocaleString()} valid</span>{' '}
        <span className="tag tag--invalid">{counts.invalid.toLocaleString()} with problems</span>{' '}
        <span className="tag tag--duplicate">{counts.duplicate.toLocaleString()} duplicates</span>{' '}
        <span className="tag tag--skipped">{counts.skipped.toLocaleString()} skipped</span>
        {checkedInMs !== undefined && (
          <span className="muted small"> · checked in {checkedInMs} ms</span>
        )}
      </p>
      <p className="muted small">
        {DERIVATION_RULE} Financial status “paid” sets Paid. Duplicates are skipped until you
        include them.
      </p>
      <label className="inline-check">
        <input
          type="checkbox"
          checked={onlyProblems}
          onChange={(e) => {
            setOnlyProblems(e.target.checked);
          }}
        />
        Only orders with problems
      </label>
      <PreviewTable
        orders={shown}
        onEdit={setEditing}
        onToggleSkip={(o) => {
          replace({ ...o, skipped: !o.skipped });
        }}
      />
      {children}
      {editing && (
        <EditOrderDialog
          order={editing}
          onCancel={() => {
            setEditing(undefined);
          }}
          onSave={(updated) => {
            replace(updated);
            setEditing(undefined);
          }}
        />
      )}
    </section>
  );
}
