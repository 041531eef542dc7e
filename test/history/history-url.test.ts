import { describe, expect, it } from 'vitest';
import { emptyFilter, type HistoryFilter } from '../../src/history/history-filter';
import { filterFromSearch, historyHref } from '../../src/history/history-url';

describe('History filter in the address', () => {
  it('round-trips every field, and keeps an open entry', () => {
    const f: HistoryFilter = {
      connectionId: 'c 2&x',
      from: '2026-11-01',
      to: '2026-11-30',
      result: 'failed',
      operation: 'order',
      search: 'ORD 1?',
      unresolved: true,
    };
    const href = historyHref(f, 7);
    expect(href).toBe(
      '/history?connection=c+2%26x&from=2026-11-01&to=2026-11-30&result=failed&operation=order&q=ORD+1%3F&unresolved=1&entry=7',
    );
    expect(filterFromSearch(href.slice('/history'.length))).toEqual(f);
    expect(historyHref(emptyFilter)).toBe('/history');
  });

  it('reads what it does not understand as "all"', () => {
    expect(filterFromSearch('?result=maybe&operation=x&from=yesterday&connection=')).toEqual(
      emptyFilter,
    );
  });
});
