// The History page's reads: pages, counts and connections. Kept out of queries.ts,
// which the first page loads, so that they load with the History page.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { HistoryFilter } from './history-filter';
import {
  countAll,
  countMatching,
  historyConnections,
  readPage,
  type Position,
} from './history-query';
import { historyKeys } from './queries';

/** The filter's entries a page at a time, newest first; the next page loads on demand. */
export const useHistoryPages = (f: HistoryFilter) =>
  useInfiniteQuery({
    queryKey: historyKeys.pages(f),
    queryFn: ({ pageParam }) => readPage(f, pageParam),
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
    queryFn: () => countMatching(f),
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
