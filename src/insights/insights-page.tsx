// Insights: what this console has recorded, at a glance. The service has no read
// endpoints, so every figure comes from this browser's History.
import { useEffect, useMemo, useState } from 'react';
import { connectionIdForUrl, useConnections } from '../connections';
import { OlderTeamNotice } from '../history';
import { AttentionPanel } from './attention-panel';
import { ChangesPanel } from './changes-panel';
import { CodesPanel } from './codes-panel';
import { CommissionPanel } from './commission-panel';
import { DaysPanel } from './days-panel';
import { needsAttention, perDay, recentChanges, topCodes, topCodesByTotal } from './insight-totals';
import { countOf } from './money-text';
import { InsightsFilters } from './insights-filters';
import { defaultRange, rangeMs, type InsightsRange } from './insights-range';
import { SummaryPanel } from './summary-panel';
import { dayKeyer, daysBetween, userTimeZone } from './local-day';
import { useInsights, type OlderCounted } from './use-insights';
import './insights.css';

export function InsightsPage() {
  const { active, connections } = useConnections();
  const [range, setRange] = useState<InsightsRange>(() => defaultRange(active.id, userTimeZone()));
  const [today] = useState(() => dayKeyer(range.timeZone)(Date.now()));
  // Older History asked of the team server for this range's days (when asked).
  const span = rangeMs(range);
  const olderKey = `${String(span.from)}\u0000${String(span.to)}`;
  const [older, setOlder] = useState<{ key: string; counted: OlderCounted }>();
  const { data, error, isFetching } = useInsights(
    range,
    older?.key === olderKey ? older.counted : undefined,
  );
  const totals = data;
  const done = data !== undefined && !isFetching;
  const days = useMemo(() => daysBetween(range.from, range.to), [range.from, range.to]);
  const rows = useMemo(() => (totals ? perDay(totals, days) : undefined), [totals, days]);
  const figures = useMemo(
    () =>
      totals && {
        attention: needsAttention(totals),
        byOrders: topCodes(totals),
        byTotal: topCodesByTotal(totals),
        changes: recentChanges(totals),
      },
    [totals],
  );
  useEffect(() => {
    if (done) performance.mark('insights:figures');
  }, [done]);

  return (
    <>
      <h1>Insights</h1>
      <p className="muted">
        What this console recorded, from its History in this browser (days in {range.timeZone}). The
        service has no way to list what it holds: sends from other browsers or tools are not here.
      </p>
      <InsightsFilters range={range} connections={connections} onChange={setRange} />
      <OlderTeamNotice
        key={olderKey}
        query={span}
        connectionIdFor={connectionIdForUrl}
        action="Count older History from the team server"
        covers="These figures cover"
        onFound={(entries) => {
          setOlder({ key: olderKey, counted: { id: Date.now(), entries } });
        }}
      />
      <p className="small muted insights-status" data-ready={done ? 'true' : undefined}>
        <span aria-live="polite">
          {error
            ? `History could not be read: ${error.message}`
            : done
              ? `Counted ${countOf(data.orders, 'order')} and ${countOf(data.changeCount, 'commission update')}.`
              : 'Counting…'}
        </span>
      </p>
      <div className="insights-grid">
        <SummaryPanel rows={rows} today={today} />
        <AttentionPanel counts={figures?.attention} range={range} />
        <DaysPanel rows={rows} connectionId={range.connectionId} />
        <CodesPanel byOrders={figures?.byOrders} byTotal={figures?.byTotal} />
        <CommissionPanel commission={totals?.commission} />
        <ChangesPanel changes={figures?.changes} count={totals?.changeCount} />
      </div>
    </>
  );
}
