// The checked orders before anything is sent. First what the person decides now:
// the counts, questions, problems by cause with their fixes, the money check's
// verdict, then the send; how the file was read and which statuses are sent stand
// as one line each, their controls on demand; then every order with its problems.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../../../ui/after-next-paint';
import { openAround } from '../../../ui/disclosure';
import type { StoreChange, StoreView } from '../../pipeline/order-store';
import type { BuildSummary, ImportedOrder } from '../../pipeline/rows-to-orders';
import { EditOrderDialog } from './edit-order-dialog';
import { FileSettingsPanel } from './file-settings';
import { MoneyCheckPanel } from './money-check-panel';
import { ProblemGroups, type Fixes } from './problem-groups';
import { PreviewTable, type RowArrivals } from './preview-table';
import { plural } from '../../pipeline/read/problems';
import { StatusFilter } from './status-filter';
import type { MoneyField } from '../../pipeline/money/unread-columns';
import type { FileSettings } from './use-build-settings';
import { ZoneQuestions } from './zone-questions';

/** The table's rows, held by the parsing worker. */
export interface RowSource {
  orderAt: (i: number) => ImportedOrder | undefined;
  showRows: (start: number, end: number) => void;
  arrivals: RowArrivals;
}

const focusFix = (id: string) => {
  const el = document.querySelector<HTMLElement>(`[data-fix="${id}"]`);
  if (el) openAround(el);
  el?.scrollIntoView({ block: 'center' });
  el?.focus();
};

export function PreviewSection({
  view,
  rows,
  onlyProblems,
  onOnlyProblems,
  summary,
  settings,
  busy,
  checkedInMs,
  included,
  statusKeys,
  onStatusKeys,
  onSettings,
  onChange,
  onReadAs,
  focusRequest,
  children,
}: {
  view: StoreView;
  rows: RowSource;
  onlyProblems: boolean;
  onOnlyProblems: (only: boolean) => void;
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
  onChange: (change: StoreChange) => void;
  /** Maps an unread money column to a field for the whole file, and checks every order again. */
  onReadAs?: (column: string, field: MoneyField) => void;
  /** Changes when "Check orders" is pressed: focus then goes to the summary, once it is ready. */
  focusRequest: number;
  /** How to send: after the decisions, before the table. */
  children: ReactNode;
}) {
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const focused = useRef(0);
  useEffect(() => {
    if (busy || focused.current === focusRequest) return;
    // After the preview's first paint: focus lays the page out, and in the render's own task
    // that added 18 ms to a task of 50.
    return afterNextPaint(() => {
      focused.current = focusRequest;
      summaryRef.current?.focus();
    });
  }, [busy, focusRequest]);
  const [editing, setEditing] = useState<ImportedOrder | undefined>();
  const { counts } = view;
  const replace = (updated: ImportedOrder) => {
    onChange({ kind: 'replace', order: updated });
  };
  const fixes: Fixes = {
    focus: focusFix,
    keepFirstRepeated: () => {
      onSettings({ ...settings, keepFirstRepeatedLines: true });
    },
    skipOtherCurrencies: () => {
      onChange({ kind: 'skip-other-currencies' });
    },
    leaveOutNoAffiliate: () => {
      onSettings({ ...settings, leaveOutNoAffiliate: true });
    },
  };
  const isIncludedKey = (key: string, settled: boolean) =>
    statusKeys ? statusKeys.has(key) : settled;

  return (
    <section className="card" aria-label="Preview" aria-busy={busy}>
      <h2>Preview</h2>
      <p className="counts" ref={summaryRef} tabIndex={-1}>
        <strong>{plural(view.total, 'order')}</strong>:{' '}
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
      <ZoneQuestions summary={summary} settings={settings} busy={busy} onChange={onSettings} />
      <ProblemGroups groups={view.groups} fixes={fixes} />
      <MoneyCheckPanel checks={view.money} unread={{ columns: summary.unread, onReadAs, busy }} />
      <FileSettingsPanel summary={summary} settings={settings} busy={busy} onChange={onSettings} />
      <StatusFilter
        summary={summary}
        reasons={view.reasons}
        isIncluded={isIncludedKey}
        onChange={onStatusKeys}
      />
      {children}
      <label className="inline-check">
        <input
          type="checkbox"
          checked={onlyProblems}
          onChange={(e) => {
            onOnlyProblems(e.target.checked);
          }}
        />
        Only orders with problems
      </label>
      <PreviewTable
        count={view.shown}
        orderAt={rows.orderAt}
        showRows={rows.showRows}
        arrivals={rows.arrivals}
        version={view.version}
        isLeftOut={(o) => !included(o)}
        onEdit={setEditing}
        onToggleSkip={(o) => {
          onChange({ kind: 'skip', index: o.index, skipped: !o.skipped });
        }}
      />
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
