import { useDeferredValue, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ConfirmDialog } from '../ui/dialog';
import type { HistoryEntry } from './history-entry';
import { download, stampedName } from '../ui/download';
import { historyCsv, historyJson } from './history-export';
import { emptyFilter, matcher, type HistoryFilter } from './history-filter';
import { HistoryDetail } from './history-detail';
import { HistoryFilters } from './history-filters';
import { HistoryList } from './history-list';
import { clearHistory, retention } from './history-store';
import { useHistoryEntries } from './queries';

function entryParam(search: string): number | undefined {
  const id = Number(new URLSearchParams(search).get('entry') ?? NaN);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function HistoryPage() {
  const { data: entries, error: readError } = useHistoryEntries();
  const error = readError?.message;
  const [filter, setFilter] = useState<HistoryFilter>(emptyFilter);
  // Typing stays responsive while a large history filters behind it.
  const deferredFilter = useDeferredValue(filter);
  // The open entry lives in the address (/history?entry=<id>), so an outcome can link to it.
  const [, navigate] = useLocation();
  const selectedId = entryParam(useSearch());
  const setSelected = (e: HistoryEntry | undefined) => {
    navigate(e?.id === undefined ? '/history' : `/history?entry=${e.id}`, { replace: true });
  };
  const [confirmClear, setConfirmClear] = useState(false);

  const all = useMemo(() => entries ?? [], [entries]);
  const shown = useMemo(() => all.filter(matcher(deferredFilter)), [all, deferredFilter]);
  const selected = selectedId === undefined ? undefined : all.find((e) => e.id === selectedId);
  const connections = useMemo(() => {
    const byId = new Map<string, string>();
    for (const e of all) if (!byId.has(e.connectionId)) byId.set(e.connectionId, e.connectionName);
    return [...byId].map(([id, name]) => ({ id, name }));
  }, [all]);

  return (
    <>
      <h1>History</h1>
      <p className="muted">
        Every request this console sent from this browser, newest first. Kept on this device only
        (the newest {retention().toLocaleString()}; change in Settings). Keys are never stored.
      </p>
      <HistoryFilters filter={filter} connections={connections} onChange={setFilter} />
      {error && <p className="field__error">History could not be read: {error}</p>}
      <div className="history-toolbar">
        <p aria-live="polite" className="history-count">
          {entries === undefined
            ? 'Loading…'
            : `Showing ${shown.length.toLocaleString()} of ${all.length.toLocaleString()} entries`}
        </p>
        <div className="row-actions">
          <button
            type="button"
            className="button button--small"
            disabled={shown.length === 0}
            onClick={() => {
              download(stampedName('history', 'csv'), historyCsv(shown), 'text/csv;charset=utf-8');
            }}
          >
            Export CSV
          </button>
          <button
            type="button"
            className="button button--small"
            disabled={shown.length === 0}
            onClick={() => {
              download(stampedName('history', 'json'), historyJson(shown), 'application/json');
            }}
          >
            Export JSON
          </button>
          <button
            type="button"
            className="button button--small"
            disabled={all.length === 0}
            onClick={() => {
              setConfirmClear(true);
            }}
          >
            Clear history
          </button>
        </div>
      </div>
      <div className={selected ? 'history-layout history-layout--detail' : 'history-layout'}>
        {entries !== undefined && shown.length === 0 ? (
          <p className="card">
            {all.length === 0
              ? 'Nothing sent yet. Orders and commission updates appear here as they are sent.'
              : 'No entry matches these filters.'}
          </p>
        ) : (
          <HistoryList entries={shown} selectedId={selected?.id} onSelect={setSelected} />
        )}
        {selected && (
          <HistoryDetail
            key={selected.id}
            entry={selected}
            onClose={() => {
              setSelected(undefined);
            }}
          />
        )}
      </div>
      {confirmClear && (
        <ConfirmDialog
          title="Clear history?"
          confirmLabel="Clear history"
          danger
          onCancel={() => {
            setConfirmClear(false);
          }}
          onConfirm={() => {
            setConfirmClear(false);
            setSelected(undefined);
            void clearHistory();
          }}
        >
          <p>
            All {all.length.toLocaleString()} entries on this device are deleted. The duplicate
            guard forgets which orders were sent. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
