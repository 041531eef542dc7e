// The History filter in the address, so other pages (Insights) can link to a view:
// /history?connection=<id>&from=YYYY-MM-DD&to=YYYY-MM-DD&result=…&operation=…&q=…&unresolved=1
// Anything unknown or malformed reads as "all"; ?entry=<id> is kept alongside.
import { emptyFilter, type HistoryFilter } from './history-filter';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RESULTS = ['recorded', 'failed', 'unknown'] as const;
const OPERATIONS = ['order', 'commissions'] as const;

const oneOf = <T extends string>(allowed: readonly T[], v: string | null): T | undefined =>
  allowed.find((a) => a === v);

export function filterFromSearch(search: string): HistoryFilter {
  const p = new URLSearchParams(search);
  const day = (name: string) => {
    const v = p.get(name) ?? '';
    return DAY.test(v) ? v : '';
  };
  return {
    connectionId: p.get('connection') || emptyFilter.connectionId,
    from: day('from'),
    to: day('to'),
    result: oneOf(RESULTS, p.get('result')) ?? 'all',
    operation: oneOf(OPERATIONS, p.get('operation')) ?? 'all',
    search: p.get('q') ?? '',
    unresolved: p.get('unresolved') === '1',
  };
}

/** The address for a filter (and an open entry), leaving out what is "all". */
export function historyHref(f: HistoryFilter, entryId?: number): string {
  const p = new URLSearchParams();
  if (f.connectionId !== 'all') p.set('connection', f.connectionId);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (f.result !== 'all') p.set('result', f.result);
  if (f.operation !== 'all') p.set('operation', f.operation);
  if (f.search) p.set('q', f.search);
  if (f.unresolved) p.set('unresolved', '1');
  if (entryId !== undefined) p.set('entry', String(entryId));
  const query = p.toString();
  return query ? `/history?${query}` : '/history';
}
