// Insights' figures through TanStack Query under historyKeys.all: a send in this tab
// or another invalidates them, and they are counted again (the old ones stay shown).
// While a large History is read, the figures so far show and fill in.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { historyKeys, scanHistory } from '../history';
import { factOf } from './entry-fact';
import { addFacts, emptyTotals, type InsightTotals } from './insight-totals';
import { rangeMs, type InsightsRange } from './insights-range';
import { dayKeyer } from './local-day';

export const insightsKey = (r: InsightsRange) =>
  [...historyKeys.all, 'insights', r.connectionId ?? '*', r.from, r.to, r.timeZone] as const;

/** How often the figures so far are shown while counting. */
const PARTIAL_EVERY_MS = 500;

/** Reads the range batch by batch, keeping only each entry's facts. */
export async function countInsights(
  r: InsightsRange,
  onProgress: (read: number, totals: InsightTotals) => void = () => undefined,
  signal?: AbortSignal,
): Promise<InsightTotals> {
  const totals = emptyTotals();
  const dayOf = dayKeyer(r.timeZone);
  let read = 0;
  await scanHistory({ ...rangeMs(r), connectionId: r.connectionId, signal }, (batch) => {
    addFacts(totals, batch.map(factOf), dayOf);
    read += batch.length;
    onProgress(read, totals);
  });
  return totals;
}

export function useInsights(range: InsightsRange) {
  const [progress, setProgress] = useState<{ read: number; totals?: InsightTotals }>({ read: 0 });
  const query = useQuery({
    queryKey: insightsKey(range),
    queryFn: ({ signal }) => {
      setProgress({ read: 0 });
      let shownAt = performance.now();
      return countInsights(
        range,
        (read, totals) => {
          const now = performance.now();
          const due = now - shownAt > PARTIAL_EVERY_MS;
          if (due) shownAt = now;
          // A new object each time, so that what is derived from it is worked out again.
          setProgress((p) => ({ read, totals: due ? { ...totals } : p.totals }));
        },
        signal,
      );
    },
    placeholderData: keepPreviousData,
  });
  const partial = query.isPlaceholderData || query.data === undefined ? progress.totals : undefined;
  return { ...query, read: progress.read, partial };
}
