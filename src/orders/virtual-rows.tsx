// Product rows as a virtual list, for orders with many rows: only the rows near the
// screen are in the page, so adding or removing a row costs about the same with 1,000
// rows as with 20 (issue 14, item 9). Keyboard and screen-reader users keep their way:
// - a few rows either side of the screen are rendered (overscan), so Tab and Shift+Tab
//   reach the next row, and the browser scrolls the focused field into view;
// - the row holding focus stays rendered when scrolled away, so focus is never dropped;
// - reveal() scrolls any row in and then focuses it (after Remove, a problem, "Go to").
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import type { RowRevealer } from './virtual-rows-lazy';
import { RowsFinder } from './rows-finder';
import type { RowField } from './row-problems';

/** A product row at 1280 px; rows are measured once rendered, this only places the unseen. */
const ROW_ESTIMATE = 200;

interface Props {
  keys: readonly string[];
  renderRow: (index: number) => ReactNode;
  revealer: Ref<RowRevealer>;
}

/** The list's top in page coordinates, kept current as the content above it changes. */
function usePageTop() {
  const list = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const el = list.current;
      if (!el) return;
      const next = el.getBoundingClientRect().top + window.scrollY;
      setTop((now) => (Math.abs(now - next) < 1 ? now : next));
    };
    measure();
    // Every supported browser has it; jsdom (the component tests) does not.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => {
      observer.disconnect();
    };
  }, []);
  return { list, top };
}

const FRAMES_TO_WAIT = 30;

export function VirtualRows({ keys, renderRow, revealer }: Props) {
  const { list, top } = usePageTop();
  // By key, not index: a row removed above the focused one shifts its index.
  const focusedKey = useRef<string | undefined>(undefined);
  const virtualizer = useWindowVirtualizer({
    count: keys.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 3,
    scrollMargin: top,
    getItemKey: (i) => keys[i] ?? i,
    rangeExtractor: (range) => {
      const shown = defaultRangeExtractor(range);
      const key = focusedKey.current;
      const focused = key === undefined ? -1 : keys.indexOf(key);
      if (focused < 0 || shown.includes(focused)) return shown;
      return [...shown, focused].sort((a, b) => a - b);
    },
  });

  const isRendered = (index: number) =>
    list.current?.querySelector(`[data-index="${String(index)}"]`) != null;

  useImperativeHandle(revealer, () => ({
    reveal: (index, focus) => {
      if (isRendered(index)) {
        focus(index);
        return;
      }
      virtualizer.scrollToIndex(index, { align: 'center' });
      // The row mounts on the render that follows the scroll; wait for it, a frame at a time.
      let frames = 0;
      const tryFocus = () => {
        if (isRendered(index)) focus(index);
        else if (++frames < FRAMES_TO_WAIT) requestAnimationFrame(tryFocus);
      };
      requestAnimationFrame(tryFocus);
    },
  }));

  return (
    <div
      ref={list}
      className="virtual-rows"
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={(e) => {
        const row = (e.target as Element).closest<HTMLElement>('[data-key]');
        focusedKey.current = row?.dataset.key;
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) focusedKey.current = undefined;
      }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          data-key={keys[item.index]}
          className="virtual-rows__row"
          style={{ transform: `translateY(${String(item.start - top)}px)` }}
        >
          {renderRow(item.index)}
        </div>
      ))}
    </div>
  );
}

/** The list with its finder above it: both only for orders with many rows. */
export function VirtualProductList({
  onGo,
  ...list
}: Props & { onGo: (index: number, field?: RowField) => void }) {
  return (
    <>
      <RowsFinder count={list.keys.length} onGo={onGo} />
      <VirtualRows {...list} />
    </>
  );
}
