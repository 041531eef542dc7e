// The History page's reads: pages, counts and connections. Kept out of queries.ts,
// which the first page loads, so that they load with the History page.
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { HistoryFilter } from './history-filter';
import {
  countAll,
  countMatching,
  historyConnections,
  planFilter,
  readPage,
  type Position,
} from './history-query';
import { historyKeys } from './queries';

/**
 * A filter's plan, shared by its page reads and its count. It lives under History's
 * keys, so the invalidation that follows every write (useHistoryInvalidation) drops it
 * with the pages: a stale plan would miss a connection or an index hit that is new.
 */
const planQuery = (f: HistoryFilter) =>
  queryOptions({
    queryKey: historyKeys.plan(f),
    queryFn: () => planFilter(f),
    staleTime: Infinity,
    // The plan holds read functions: nothing to compare structurally.
    structuralSharing: false,
  });
const planOf = (client: QueryClient, f: HistoryFilter) => client.query(planQuery(f));

/** The filter's entries a page at a time, newest first; the next page loads on demand. */
export const useHistoryPages = (f: HistoryFilter) =>
  useInfiniteQuery({
    queryKey: historyKeys.pages(f),
    queryFn: async ({ pageParam, client }) =>
      readPage(f, pageParam, undefined, await planOf(client, f)),
    initialPageParam: undefined as Position | undefined,
    getNextPageParam: (page) => page.next,
    // While a new filter reads, the list shows the last one's rows, not an empty list.
    placeholderData: keepPreviousData,
  });

/** How many entries match (from index counts), and how the filter is read. */
export const useHistoryCount = (f: HistoryFilter, enabled = true) =>
  useQuery({
    queryKey: historyKeys.count(f),
    enabled,
    queryFn: async ({ client }) => countMatching(f, await planOf(client, f)),
    placeholderData: keepPreviousData,
  });

/** How many entries there are. */
export const useHistoryTotal = () => useQuery({ queryKey: historyKeys.total(), queryFn: countAll });

/** The connections History holds, for the "Sent to" filter. */
export const useHistoryConnections = () =>
  useQuery({
    queryKey: historyKeys.connections(),
    queryFn: historyConnections,
  });
