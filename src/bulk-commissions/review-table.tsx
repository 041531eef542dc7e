// One row per affiliate: last set from this console, what is sent, what changes.
// Virtualised, so 10,000 affiliates scroll as smoothly as 30.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useNarrow } from '../ui/use-narrow';
import { AffiliateNameAfter, type CommissionTypeLabel } from '../commissions';
import { describeSettings } from './describe';
import type { ReviewRow } from './review-rows';
import type { DecimalSign } from '../lib/parse-decimal';

const ROW = 52;
/** On a narrow screen a row is a card: affiliate and status; what is sent; what changes. */
const NARROW_ROW = 112;

const STATUS: Record<ReviewRow['kind'], string> = {
  change: 'change',
  first: 'first set',
  unchanged: 'unchanged',
  problem: 'problem',
};

function statusOf(row: ReviewRow, includeUnchanged: boolean) {
  return row.kind === 'unchanged' && !includeUnchanged ? 'skipped' : STATUS[row.kind];
}

export function ReviewTable({
  rows,
  types,
  includeUnchanged,
  sign,
}: {
  rows: readonly ReviewRow[];
  types: readonly CommissionTypeLabel[];
  includeUnchanged: boolean;
  /** The decimal sign the amounts were read with; undefined: the person's. */
  sign?: DecimalSign | undefined;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = useNarrow() ? NARROW_ROW : ROW;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    initialRect: { width: 900, height: 500 },
  });
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
  return (
    <div
      role="table"
      aria-label="Affiliates to change"
      aria-rowcount={rows.length + 1}
      className="preview-table"
    >
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className="bulk-row preview-row--head">
          <span role="columnheader">Line</span>
          <span role="columnheader">Affiliate ID</span>
          <span role="columnheader">Last set from this console</span>
          <span role="columnheader">To send</span>
          <span role="columnheader">What changes</span>
          <span role="columnheader">Status</span>
        </div>
      </div>
      <div ref={scrollRef} className="preview-scroll bulk-scroll" role="rowgroup" tabIndex={0}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const r = rows[item.index];
            if (!r) return null;
            const status = statusOf(r, includeUnchanged);
            const what = r.kind === 'problem' ? r.problems.join(' ') : r.changes.join('; ');
            return (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                className="bulk-row"
                style={{ transform: `translateY(${item.start}px)`, height: rowHeight }}
              >
                <span role="cell">{r.line}</span>
                <span role="cell">
                  <span className="mono">{r.id || '—'}</span>
                  {r.id && <AffiliateNameAfter id={r.id} />}
                </span>
                <span
                  role="cell"
                  title={r.before ? describeSettings(r.before, types, sign) : undefined}
                >
                  {r.before ? describeSettings(r.before, types, sign) : 'not set from this console'}
                </span>
                <span role="cell">
                  {r.update ? describeSettings(r.update.commissions, types, sign) : '—'}
                </span>
                <span role="cell" className="bulk-what" title={what}>
                  {what || 'nothing'}
                </span>
                <span role="cell" className={`tag tag--bulk-${r.kind}`}>
                  {status}
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
