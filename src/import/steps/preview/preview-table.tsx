// The built orders, virtualised: smooth with a million rows. The orders live in
// the parsing worker; the table asks for the rows it is about to show.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useAfterFirstPaint } from '../../../ui/use-after-first-paint';
import { useNarrow } from '../../../ui/use-narrow';
import type { ImportedOrder } from '../../pipeline/rows-to-orders';
import { orderFieldLabel } from '../../../orders';
import { rowRanges } from '../../pipeline/read/problems';
import './preview-table.css';

/** A row's height before it is measured: a long order ID, code or problem wraps, so rows grow. */
const ROW = 44;
/** On a narrow screen a row is a card: order, total and status; problems; code and actions. */
const NARROW_ROW = 96;
/**
 * Past this many rows the virtualizer's items are blocks of BLOCK rows, each measured as one:
 * its work on every change is a pass over all its items (47 ms in one task for 500,000
 * orders), a tenth of that over blocks. Shorter tables keep an item per row: the scroll
 * position is then corrected row by row as rows above the view are measured, where a block
 * that spans the view's top edge is corrected as a whole.
 */
const BLOCKS_FROM = 50_000;
const BLOCK = 10;

const total = (o: ImportedOrder) =>
  o.order
    ? Math.round(o.order.products.reduce((s, p) => s + (p.total ?? 0), 0) * 100) / 100
    : undefined;

/**
 * What the order's row says. After sending (`sent`), an order the job did not take never
 * reads as its check said before ("valid"): a refunded order left out reads "left out".
 */
function statusText(o: ImportedOrder, sent: boolean, sendState?: string, leftOut?: boolean) {
  if (sendState && sendState !== 'queued') return sendState;
  if (leftOut) return 'left out';
  if (o.skipped) return 'skipped';
  if (sent && o.status === 'valid') return sendState === 'queued' ? 'to send' : 'not sent';
  return o.status;
}

/** A problem in the form's words: "Product 2 · Quantity: …", never a path. */
const problemWords = ([key, message]: [string, string]) => {
  const label = orderFieldLabel(key);
  return label ? `${label}: ${message}` : message;
};

export interface RowArrivals {
  subscribe: (onArrival: () => void) => () => void;
  /** Changes with each arrival. */
  count: () => number;
}

const NO_ARRIVALS: RowArrivals = { subscribe: () => () => undefined, count: () => 0 };

interface Props {
  /** Rows in the table. */
  count: number;
  /** Row `i`, once it has arrived. */
  orderAt: (i: number) => ImportedOrder | undefined;
  /** Asks for rows `start` to `end` (inclusive). */
  showRows: (start: number, end: number) => void;
  /** Tells when asked-for rows arrive: only the rows render again, not the page around them. */
  arrivals?: RowArrivals;
  /** Changes when the rows change (a fix, another filter): rows on show are asked for again. */
  version: number;
  sendState?: (index: number) => string | undefined;
  /** The code an order was sent again with ("Map these codes…"), when not the file's. */
  sentCode?: (index: number) => string | undefined;
  /** Orders the status filter leaves out. */
  isLeftOut?: (o: ImportedOrder) => boolean;
  onEdit?: (o: ImportedOrder) => void;
  onToggleSkip?: (o: ImportedOrder) => void;
}

export function PreviewTable(props: Props) {
  // The rows mount in a task of their own, after the rest of the preview: measuring them
  // lays out the page, and with the preview's first render that made one task of 60 ms.
  const rowsReady = useAfterFirstPaint();
  return (
    <div
      role="table"
      aria-label="Orders to import"
      aria-rowcount={props.count + 1}
      className="preview-table import-preview"
    >
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className="preview-row preview-row--head">
          <span role="columnheader">Row</span>
          <span role="columnheader">Order ID</span>
          <span role="columnheader">Referral code</span>
          <span role="columnheader">Products</span>
          <span role="columnheader">Total</span>
          <span role="columnheader">Status</span>
          <span role="columnheader">Problems</span>
          <span role="columnheader">Actions</span>
        </div>
      </div>
      {rowsReady ? (
        <PreviewRows {...props} />
      ) : (
        <div className="preview-scroll" role="rowgroup" tabIndex={0} />
      )}
    </div>
  );
}

function PreviewRows({
  count,
  orderAt,
  showRows,
  arrivals = NO_ARRIVALS,
  version,
  sendState,
  sentCode,
  isLeftOut,
  onEdit,
  onToggleSkip,
}: Props) {
  useSyncExternalStore(arrivals.subscribe, arrivals.count);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = useNarrow() ? NARROW_ROW : ROW;
  const per = count > BLOCKS_FROM ? BLOCK : 1;
  const rowsIn = useCallback(
    (block: number) => Math.max(0, Math.min(per, count - block * per)),
    [count, per],
  );
  // A last block that gains or loses rows is a new item, not one with the old height. The
  // same function until the rows change: a new one makes the virtualizer place every item again.
  const getItemKey = useCallback((block: number) => block * 16 + rowsIn(block), [rowsIn]);
  const estimate = (block: number) => rowsIn(block) * rowHeight;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: Math.ceil(count / per),
    getScrollElement: () => scrollRef.current,
    estimateSize: estimate,
    getItemKey,
    // Where nothing is laid out (a test's DOM), a block keeps its estimate rather than 0.
    measureElement: (el) =>
      Math.round(el.getBoundingClientRect().height) ||
      estimate(Number(el.getAttribute('data-index'))),
    overscan: per === 1 ? 12 : 1,
    initialRect: { width: 900, height: 500 },
  });
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight, per]);
  const items = virtualizer.getVirtualItems();
  const lastBlock = items[items.length - 1];
  const first = (items[0]?.index ?? 0) * per;
  const last = lastBlock ? lastBlock.index * per + rowsIn(lastBlock.index) - 1 : -1;
  useEffect(() => {
    if (last >= first) showRows(first, last);
  }, [first, last, version, showRows]);
  const rowsOf = (block: number) =>
    Array.from({ length: rowsIn(block) }, (_, i) => block * per + i);
  /** Row `index` of the table: the order once it has arrived, a placeholder until then. */
  const row = (index: number) => {
    const o = orderAt(index);
    if (!o)
      return (
        <div
          key={`loading-${index}`}
          role="row"
          aria-rowindex={index + 2}
          className="preview-row"
          style={{ height: rowHeight }}
        >
          <span role="cell" className="muted">
            …
          </span>
        </div>
      );
    const leftOut = isLeftOut?.(o) === true;
    const state = statusText(o, sendState !== undefined, sendState?.(o.index), leftOut);
    const problems = [
      ...(leftOut
        ? [
            o.orderStatus.reason && o.orderStatus.reason !== o.orderStatus.key
              ? `${o.orderStatus.key}: ${o.orderStatus.reason}`
              : o.orderStatus.key,
          ]
        : []),
      ...Object.entries(o.errors).map(problemWords),
      ...o.warnings,
    ].join(' · ');
    const sum = total(o);
    const sentWith = sentCode?.(o.index);
    return (
      <div
        key={o.index}
        role="row"
        aria-rowindex={index + 2}
        className={`preview-row preview-row--${state.replace(' ', '-')}`}
      >
        <span role="cell" className="preview-rows">
          {rowRanges(o.rows)}
        </span>
        <span role="cell" className="mono preview-id">
          {o.orderId || '—'}
        </span>
        <span role="cell" className="mono preview-id">
          {sentWith !== undefined && sentWith !== o.code ? (
            <>
              {sentWith} <span className="muted small">was {o.code || '—'}</span>
            </>
          ) : (
            o.code || '—'
          )}
        </span>
        <span role="cell">{o.order?.products.length ?? o.draft?.products.length ?? 0}</span>
        <span role="cell" className="preview-total">
          {sum === undefined ? '—' : sum.toFixed(2)}
          {sum !== undefined && o.currency ? ` ${o.currency}` : ''}
          {o.shipping ? (
            <span className="muted small preview-shipping">
              {` + ${o.shipping.toFixed(2)} shipping`}
            </span>
          ) : null}
        </span>
        <span role="cell" className={`tag tag--${state.replace(' ', '-')}`}>
          {state}
        </span>
        <span role="cell" className="preview-problems">
          {problems}
        </span>
        <span role="cell" className="preview-actions">
          {onEdit && (
            <button
              type="button"
              className="button button--small"
              aria-label={`Edit order ${o.orderId || `row ${o.rows[0]}`}`}
              onClick={() => {
                onEdit(o);
              }}
            >
              Edit
            </button>
          )}
          {onToggleSkip && o.status !== 'invalid' && !leftOut && (
            <button
              type="button"
              className="button button--small"
              aria-label={`${o.skipped ? 'Include' : 'Skip'} order ${o.orderId}`}
              onClick={() => {
                onToggleSkip(o);
              }}
            >
              {o.skipped ? 'Include' : 'Skip'}
            </button>
          )}
        </span>
      </div>
    );
  };
  return (
    <div ref={scrollRef} className="preview-scroll" role="rowgroup" tabIndex={0}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((block) => (
          <div
            key={block.key}
            ref={virtualizer.measureElement}
            data-index={block.index}
            role="presentation"
            className="preview-block"
            style={{ transform: `translateY(${block.start}px)` }}
          >
            {rowsOf(block.index).map(row)}
          </div>
        ))}
      </div>
    </div>
  );
}
