// History's reads through TanStack Query: one key factory, invalidated by prefix
// whenever this or another tab writes (see useHistoryInvalidation).
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { earlierRecording, sentOrderIds } from './duplicate-lookup';
import type { HistoryFilter } from './history-filter';
import { getEntry, onHistoryChange } from './history-store';
import type { SuggestionKind } from './suggestions';

export const historyKeys = {
  all: ['history'] as const,
  pages: (f: HistoryFilter) => [...historyKeys.all, 'pages', f] as const,
  count: (f: HistoryFilter) => [...historyKeys.all, 'count', f] as const,
  plan: (f: HistoryFilter) => [...historyKeys.all, 'plan', f] as const,
  total: () => [...historyKeys.all, 'total'] as const,
  connections: () => [...historyKeys.all, 'connections'] as const,
  entry: (id: number) => [...historyKeys.all, 'entry', id] as const,
  order: (connectionId: string, orderId: string) =>
    [...historyKeys.all, 'order', connectionId, orderId] as const,
  sentIds: (connectionId: string) => [...historyKeys.all, 'sent-ids', connectionId] as const,
  suggestions: (connectionId: string, kind: SuggestionKind, prefix: string) =>
    [...historyKeys.all, 'suggestions', connectionId, kind, prefix] as const,
  /** Insights' figures: counted from History's rollups, so refreshed with every write. */
  /** `older`: which answer of the team server's older History is counted in (0: none). */
  insights: (
    connectionId: string | undefined,
    from: string,
    to: string,
    timeZone: string,
    older = 0,
  ) => [...historyKeys.all, 'insights', connectionId ?? '*', from, to, timeZone, older] as const,
};

export { findSuggestions } from './find-suggestions';

/** One entry, for "Open as new" (null when it no longer exists). */
export const useHistoryEntry = (id: number | undefined) =>
  useQuery({
    queryKey: historyKeys.entry(id ?? -1),
    queryFn: async () => (id === undefined ? null : ((await getEntry(id)) ?? null)),
    enabled: id !== undefined,
  });

/** The duplicate guard's look-up, always read fresh at the moment of sending. */
export const fetchEarlierRecording = (client: QueryClient, connectionId: string, orderId: string) =>
  client.query({
    queryKey: historyKeys.order(connectionId, orderId),
    queryFn: async () => (await earlierRecording(connectionId, orderId)) ?? null,
    staleTime: 0,
  });

/** Order IDs that may already be recorded on a connection, for the import's duplicate flags. */
export const fetchSentOrderIds = (client: QueryClient, connectionId: string) =>
  client.query({
    queryKey: historyKeys.sentIds(connectionId),
    queryFn: () => sentOrderIds(connectionId),
    staleTime: 0,
  });

/** Bursts of writes (a bulk send) invalidate once per interval, not once per order. */
const INVALIDATE_EVERY_MS = 250;

/** Keeps every History query fresh when this tab or another one writes. Mounted once, in the app's providers. */
export function useHistoryInvalidation() {
  const client = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onHistoryChange(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void client.invalidateQueries({ queryKey: historyKeys.all });
      }, INVALIDATE_EVERY_MS);
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, [client]);
}
