// The results of a bulk change, one line per affiliate: before, after, outcome
// and the service's message. Cells are formula-safe (ui/csv).
import type { CommissionSettings } from '../api/contract';
import type { JobItem } from '../outbox/jobs';
import { toCsvLine } from '../ui/csv';
import { afterOf, beforeOf } from './bulk-job';
import type { ReviewRow } from './review-rows';

const HEADER = [
  'affiliate_id',
  'before_type',
  'before_apply_individually',
  'before_amount',
  'after_type',
  'after_apply_individually',
  'after_amount',
  'status',
  'http_status',
  'message',
];

const cells = (s: CommissionSettings | undefined) =>
  s ? [s.type, s.applyIndividual ? 'yes' : 'no', s.amount] : [undefined, undefined, undefined];

export function bulkResultsCsv(
  items: Iterable<JobItem>,
  notSent: readonly ReviewRow[] = [],
): string {
  const lines = [toCsvLine(HEADER)];
  for (const i of items)
    lines.push(
      toCsvLine([
        i.label,
        ...cells(beforeOf(i)),
        ...cells(afterOf(i)),
        i.state === 'queued' ? 'not sent' : i.state,
        i.status,
        i.message,
      ]),
    );
  for (const r of notSent)
    lines.push(
      toCsvLine([
        r.id,
        ...cells(r.before),
        ...cells(r.update?.commissions),
        r.kind === 'unchanged' ? 'skipped (unchanged)' : 'not sent (problem)',
        undefined,
        r.problems.join(' '),
      ]),
    );
  return lines.join('\r\n') + '\r\n';
}
