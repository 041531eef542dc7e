// Insights' figures through TanStack Query under historyKeys.all: a send in this tab
// or another invalidates them, and they are counted again (the old ones stay shown).
// They come from the rollups History keeps for them, not from its entries.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { historyKeys, loadInsightReads } from '../history';
import { changeFactOf, setsSettings } from './entry-fact';
import { addRollups, changeTimeline, emptyTotals, TIMELINE_LIMIT } from './insight-totals';
import type { InsightTotals } from './insight-totals';
import { rangeMs, type InsightsRange } from './insights-range';
import { dayKeyer } from './local-day';

const insightsKey = (r: InsightsRange) =>
  historyKeys.insights(r.connectionId, r.from, r.to, r.timeZone);

/** The range's figures: two reads, asked at once. */
async function countInsights(r: InsightsRange): Promise<InsightTotals> {
  const { readCommissionChanges, readRollups } = await loadInsightReads();
  const span = { ...rangeMs(r), connectionId: r.connectionId };
  const [rollups, changes] = await Promise.all([
    readRollups(span),
    readCommissionChanges(span, TIMELINE_LIMIT, setsSettings),
  ]);
  const totals = addRollups(emptyTotals(), rollups, dayKeyer(r.timeZone));
  totals.changes = changeTimeline(
    changes.newest.map(changeFactOf),
    changes.earlier.map(changeFactOf),
  );
  return totals;
}

export function useInsights(range: InsightsRange) {
  return useQuery({
    queryKey: insightsKey(range),
    queryFn: () => countInsights(range),
    placeholderData: keepPreviousData,
  });
}
