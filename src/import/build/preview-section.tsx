// The checked orders before anything is sent: how the file was read (and the
// controls that change it), which statuses are sent, problems by cause with
// their fixes, counts, and every order with its problems and a person's fixes.
import { useMemo, useState, type ReactNode } from 'react';
import type { BuildSummary, ImportedOrder } from './build-orders';
import { EditOrderDialog } from './edit-order-dialog';
import { FileSettingsPanel } from './file-settings';
import { ProblemGroups, type Fixes } from './problem-groups';
import { PreviewTable } from './preview-table';
import { plural } from './problems';
import { StatusFilter } from './status-filter';
import type { FileSettings } from './use-build-settings';

function countByStatus(orders: readonly ImportedOrder[], included: (o: ImportedOrder) => boolean) {
  const c = { valid: 0, invalid: 0, duplicate: 0, skipped: 0, leftOut: 0, paidOut: 0 };
  for (const o of orders) {
    if (!included(o)) {
      c.leftOut++;
      continue;
    }
    if (o.order?.paid === true) c.paidOut++;
    // Duplicates are counted as such even while skipped; "skipped" counts every order left out.
    if (o.status !== 'valid' || !o.skipped) c[o.status]++;
    if (o.skipped) c.skipped++;
  }
  return c;
}

const focusFix = (id: string) => {
  const el = document.querySelector<HTMLElement>(`[data-fix="${id}"]`);
  el?.scrollIntoView({ block: 'center' });
  el?.focus();
};

export function PreviewSection({
  orders,
  summary,
  settings,
  busy,
  checkedInMs,
  included,
  statusKeys,
  onStatusKeys,
  onSettings,
  onChange,
  children,
}: {
  orders: readonly ImportedOrder[];
  summary: BuildSummary;
  settings: FileSettings;
  busy: boolean;
  checkedInMs: number | undefined;
  /** Whether the status filter sends an order. */
  included: (o: ImportedOrder) => boolean;
  statusKeys: Set<string> | undefined;
  onStatusKeys: (keys: Set<string>) => void;
  /** A changed reading of the file: every order is checked again. */
  onSettings: (next: FileSettings) => void;
  /** Applies a person's fix to the orders. */
  onChange: (update: (orders: ImportedOrder[]) => ImportedOrder[]) => void;
  /** What follows the table: how to send. */
  children: ReactNode;
}) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [editing, setEditing] = useState<ImportedOrder | undefined>();
  const counts = useMemo(() => countByStatus(orders, included), [orders, included]);
  const sendable = useMemo(() => orders.filter(included), [orders, included]);
  const shown = useMemo(
    () =>
      onlyProblems ? orders.filter((o) => o.status !== 'valid' || o.warnings.length > 0) : orders,
    [orders, onlyProblems],
  );
  const replace = (updated: ImportedOrder) => {
    onChange((all) => all.map((x) => (x.index === updated.index ? updated : x)));
  };
  const fixes: Fixes = {
    focus: focusFix,
    keepFirstRepeated: () => {
      onSettings({ ...settings, keepFirstRepeatedLines: true });
    },
    skipOtherCurrencies: () => {
      onChange((all) =>
        all.map((o) =>
          o.problems.some((p) => p.cause === 'other-currency') ? { ...o, skipped: true } : o,
        ),
      );
    },
  };
  const isIncludedKey = (key: string, settled: boolean) =>
    statusKeys ? statusKeys.has(key) : settled;

  return (
    <section className="card" aria-label="Preview" aria-busy={busy}>
      <h2>Preview</h2>
      <p className="counts">
        <strong>{plural(orders.length, 'order')}</strong>:{' '}
        <span className="tag tag--valid">{counts.valid.toLocaleString()} valid</span>{' '}
        <span className="tag tag--invalid">{counts.invalid.toLocaleString()} with problems</span>{' '}
        <span className="tag tag--duplicate">{counts.duplicate.toLocaleString()} duplicates</span>{' '}
        <span className="tag tag--skipped">{counts.skipped.toLocaleString()} skipped</span>{' '}
        <span className="tag tag--left-out">
          {counts.leftOut.toLocaleString()} left out by status
        </span>{' '}
        <span className="tag">{counts.paidOut.toLocaleString()} marked paid out</span>
        {checkedInMs !== undefined && (
          <span className="muted small"> · checked in {checkedInMs} ms</span>
        )}
      </p>
      <FileSettingsPanel summary={summary} settings={settings} busy={busy} onChange={onSettings} />
      <StatusFilter
        summary={summary}
        orders={orders}
        isIncluded={isIncludedKey}
        onChange={onStatusKeys}
      />
      <ProblemGroups orders={sendable} fixes={fixes} />
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
        isLeftOut={(o) => !included(o)}
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
