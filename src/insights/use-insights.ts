// Insights' figures through TanStack Query under historyKeys.all: a send in this tab
// or another invalidates them, and they are counted again (the old ones stay shown).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { historyKeys, scanHistory } from '../history';
import { factOf } from './entry-fact';
import { addFacts, emptyTotals, type InsightTotals } from './insight-totals';
import { rangeMs, type InsightsRange } from './insights-range';
import { dayKeyer } from './local-day';

export const insightsKey = (r: InsightsRange) =>
  [...historyKeys.all, 'insights', r.connectionId ?? '*', r.from, r.to, r.timeZone] as const;

/** Reads the range batch by batch, keeping only each entry's facts. */
export async function countInsights(
  r: InsightsRange,
  onProgress: (read: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<InsightTotals> {
  const totals = emptyTotals();
  const dayOf = dayKeyer(r.timeZone);
  let read = 0;
  await scanHistory({ ...rangeMs(r), connectionId: r.connectionId, signal }, (batch) => {
    addFacts(totals, batch.map(factOf), dayOf);
    read += batch.length;
    onProgress(read);
  });
  return totals;
}

export function useInsights(range: InsightsRange) {
  const [read, setRead] = useState(0);
  const query = useQuery({
    queryKey: insightsKey(range),
    queryFn: ({ signal }) => countInsights(range, setRead, signal),
    placeholderData: keepPreviousData,
  });
  return { ...query, read };
}
