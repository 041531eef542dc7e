// A virtualised list of the pages read so far: only the rows in view are in the DOM,
// and nearing the end asks for the next page.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { entryGlance } from './entry-glance';
import type { HistoryEntry } from './history-entry';
import { outcomeWords } from './outcome-words';
import { authorLabel } from '../team';

/** A row's height before it is measured: a long order ID, code or status wraps, so rows grow. */
const ROW_HEIGHT = 78;

export function entryTitle(e: HistoryEntry): string {
  return e.operation === 'order'
    ? `Order ${e.orderId ?? '?'} · code ${e.referralCode ?? '?'}`
    : `Commissions · affiliate ${e.affiliateId ?? '?'}`;
}

interface Props {
  entries: readonly HistoryEntry[];
  selectedId: number | undefined;
  onSelect: (entry: HistoryEntry) => void;
  /** Called when the rows in view come near the last one read. */
  onNearEnd?: () => void;
}

export function HistoryList({ entries, selectedId, onSelect, onNearEnd }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // Where nothing is laid out (a test's DOM), a row keeps its estimate rather than 0.
    measureElement: (el) => Math.round(el.getBoundingClientRect().height) || ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 800, height: 600 },
  });
  const lastInView = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  const nearEnd = lastInView >= entries.length - 20;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, onNearEnd, entries.length]);
  return (
    <div ref={scrollRef} className="history-list" tabIndex={-1}>
      <ul
        aria-label="History entries"
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const e = entries[item.index];
          if (!e) return null;
          const glance = entryGlance(e);
          return (
            <li
              key={e.id}
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-setsize={entries.length}
              aria-posinset={item.index + 1}
              className="history-row"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <button
                type="button"
                className={`history-row__button${e.id === selectedId ? ' history-row__button--selected' : ''}`}
                aria-pressed={e.id === selectedId}
                onClick={() => {
                  onSelect(e);
                }}
              >
                <span className="history-row__title">{entryTitle(e)}</span>
                <span className={`history-row__result history-row__result--${e.outcome.result}`}>
                  {outcomeWords(e.outcome).short}
                </span>
                <span className="history-row__glance">{glance || '\u00a0'}</span>
                <span className="history-row__meta">
                  {new Date(e.startedAt).toLocaleString()} · {e.connectionName}
                  {e.source === 'form' ? '' : ` · ${e.source}`}
                  {e.sentBy || e.sentByAccount
                    ? ` · sent by ${authorLabel(e.sentBy, e.sentByAccount)}`
                    : ''}
                  {e.notShared ? ' · ' : ''}
                  {e.notShared && <strong className="history-row__not-shared">not shared</strong>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
