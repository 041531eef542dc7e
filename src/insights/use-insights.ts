// Insights' figures through TanStack Query under historyKeys.all: a send in this tab
// or another invalidates them, and they are counted again (the old ones stay shown).
// They come from the rollups History keeps for them, not from its entries.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { historyKeys, loadInsightReads, type HistoryEntry } from '../history';
import { changeFactOf, setsSettings } from './entry-fact';
import { addRollups, changeTimeline, emptyTotals, TIMELINE_LIMIT } from './insight-totals';
import type { InsightTotals } from './insight-totals';
import { rangeMs, type InsightsRange } from './insights-range';
import { dayKeyer } from './local-day';

const insightsKey = (r: InsightsRange, older?: OlderCounted) =>
  historyKeys.insights(r.connectionId, r.from, r.to, r.timeZone, older?.id);

/** Older History asked of the team server: `id` tells one answer from another. */
export interface OlderCounted {
  id: number;
  entries: readonly HistoryEntry[];
}

/** The range's figures: two reads, asked at once, and any older entries counted the same way. */
async function countInsights(r: InsightsRange, older?: OlderCounted): Promise<InsightTotals> {
  const { readCommissionChanges, readRollups, rollupsOf } = await loadInsightReads();
  const span = { ...rangeMs(r), connectionId: r.connectionId };
  const [rollups, changes] = await Promise.all([
    readRollups(span),
    readCommissionChanges(span, TIMELINE_LIMIT, setsSettings),
  ]);
  const extra = (older?.entries ?? []).filter(
    (e) => r.connectionId === undefined || e.connectionId === r.connectionId,
  );
  const totals = addRollups(emptyTotals(), [...rollups, ...rollupsOf(extra)], dayKeyer(r.timeZone));
  // Older updates from the team server join the timeline too: they are older than any
  // held here, so they come after this browser's newest and set their "before".
  const olderChanges = extra.filter((e) => e.operation === 'commissions');
  totals.changes = changeTimeline(
    [...changes.newest, ...olderChanges].map(changeFactOf),
    changes.earlier.map(changeFactOf),
  );
  return totals;
}

export function useInsights(range: InsightsRange, older?: OlderCounted) {
  return useQuery({
    queryKey: insightsKey(range, older),
    queryFn: () => countInsights(range, older),
    placeholderData: keepPreviousData,
  });
}
