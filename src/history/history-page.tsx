import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { shareCustomerDetails, teamStamp } from '../team';
import { ConfirmDialog } from '../ui/dialog';
import type { HistoryEntry } from './history-entry';
import { download, stampedName } from '../lib/download';
import { historyCsv, historyJson } from './history-export';
import type { HistoryFilter } from './history-filter';
import { HistoryDetail } from './history-detail';
import { HistoryFilters } from './history-filters';
import { HistoryList } from './history-list';
import { OlderTeamHistory } from './older-team-history';
import { allMatching, PAGE_SIZE } from './history-query';
import { clearHistory, retention } from './history-store';
import { filterFromSearch, historyHref } from './history-url';
import {
  useHistoryConnections,
  useHistoryCount,
  useHistoryPages,
  useHistoryTotal,
} from './page-queries';
import { historyKeys, useHistoryEntry } from './queries';
import './history.css';

function entryParam(search: string): number | undefined {
  const id = Number(new URLSearchParams(search).get('entry') ?? NaN);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

const n = (x: number) => x.toLocaleString();

export function HistoryPage() {
  // The filter and the open entry live in the address, so other pages can link to them.
  const search = useSearch();
  const [, navigate] = useLocation();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const selectedId = entryParam(search);
  const setFilter = (next: HistoryFilter) => {
    navigate(historyHref(next, selectedId), { replace: true });
  };
  const client = useQueryClient();
  const setSelected = (e: HistoryEntry | undefined) => {
    // The clicked row is the entry: it opens at once, without waiting for its read by key.
    if (e?.id !== undefined) client.setQueryData(historyKeys.entry(e.id), e);
    navigate(historyHref(filter, e?.id), { replace: true });
  };

  const pages = useHistoryPages(filter);
  // Unfiltered, the matching count is the total: no second walk of every key.
  const everything = historyHref(filter) === '/history';
  const count = useHistoryCount(filter, !everything);
  const totalCount = useHistoryTotal();
  const connections = useHistoryConnections();
  // The open entry is read by its key, not looked for in the list.
  const { data: selected } = useHistoryEntry(selectedId);
  const [confirmClear, setConfirmClear] = useState(false);
  const [exporting, setExporting] = useState(false);

  const shown = useMemo(() => pages.data?.pages.flatMap((p) => p.entries) ?? [], [pages.data]);
  const looked = pages.data?.pages.reduce((sum, p) => sum + p.looked, 0) ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isPlaceholderData } = pages;
  const more = () => {
    if (hasNextPage && !isFetchingNextPage && !isPlaceholderData) void fetchNextPage();
  };
  // A search that checks entry by entry reads on until a screenful matches (or all is read).
  const fillScreen =
    shown.length < PAGE_SIZE && hasNextPage && !isFetchingNextPage && !isPlaceholderData;
  useEffect(() => {
    if (fillScreen) void fetchNextPage();
  }, [fillScreen, fetchNextPage, shown.length]);

  const total = totalCount.data;
  const matching = everything
    ? total
    : (count.data?.matching ?? (hasNextPage ? undefined : shown.length));
  const error = pages.error?.message ?? count.error?.message ?? totalCount.error?.message;
  // The list shows as soon as its first page is read; the total may come after.
  const loading = pages.data === undefined;
  const scanning = !everything && count.data?.mode === 'scan' && hasNextPage;

  const exportAs = async (kind: 'csv' | 'json') => {
    setExporting(true);
    try {
      const entries = await allMatching(filter);
      if (kind === 'csv')
        download(stampedName('history', 'csv'), historyCsv(entries), 'text/csv;charset=utf-8');
      else download(stampedName('history', 'json'), historyJson(entries), 'application/json');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <h1>History</h1>
      {teamStamp() ? (
        <p className="muted">
          Every request this console sent from this browser, and those colleagues shared through the
          team, newest first. Kept on this device (the newest {n(retention())}; change in Settings);
          this browser’s entries are also copied to the team database,{' '}
          {shareCustomerDetails() ? 'customer details included' : 'without customer details'}{' '}
          (Settings › Team). Keys are never stored or shared.
        </p>
      ) : (
        <p className="muted">
          Every request this console sent from this browser, newest first. Kept on this device only
          (the newest {n(retention())}; change in Settings). Keys are never stored.
        </p>
      )}
      <HistoryFilters filter={filter} connections={connections.data ?? []} onChange={setFilter} />
      {error && <p className="field__error">History could not be read: {error}</p>}
      <div className="history-toolbar">
        <p aria-live="polite" className="history-count">
          {loading || total === undefined
            ? 'Loading…'
            : scanning
              ? `Searching… ${n(looked)} of ${n(total)} looked at, ${n(shown.length)} found`
              : matching === undefined
                ? `Showing ${n(shown.length)} so far of ${n(total)} entries`
                : `Showing ${n(matching)} of ${n(total)} entries`}
        </p>
        <div className="row-actions">
          <button
            type="button"
            className="button button--small"
            disabled={shown.length === 0 || exporting}
            onClick={() => void exportAs('csv')}
          >
            Export CSV
          </button>
          <button
            type="button"
            className="button button--small"
            disabled={shown.length === 0 || exporting}
            onClick={() => void exportAs('json')}
          >
            Export JSON
          </button>
          <button
            type="button"
            className="button button--small"
            disabled={!total}
            onClick={() => {
              setConfirmClear(true);
            }}
          >
            Clear history
          </button>
        </div>
      </div>
      <div className={selected ? 'history-layout history-layout--detail' : 'history-layout'}>
        {loading ? null : shown.length === 0 && !hasNextPage ? (
          <p className="card">
            {everything
              ? 'Nothing sent yet. Orders and commission updates appear here as they are sent.'
              : 'No entry matches these filters.'}
          </p>
        ) : (
          <HistoryList
            entries={shown}
            selectedId={selected?.id}
            onSelect={setSelected}
            onNearEnd={more}
          />
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
      {teamStamp() && <OlderTeamHistory filter={filter} />}
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
            All {n(total ?? 0)} entries on this device are deleted. The duplicate guard forgets
            which orders were sent. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
