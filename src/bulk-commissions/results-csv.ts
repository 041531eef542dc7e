// The results of a bulk change, one line per affiliate: before, after, outcome
// and the service's message. Cells are formula-safe (ui/csv).
import type { CommissionSettings } from '../api/contract';
import type { JobItem } from '../outbox/jobs';
import { toCsvLine } from '../lib/csv';
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

const itemLines = (items: Iterable<JobItem>) => {
  const lines: string[] = [];
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
  return lines;
};

const notSentLines = (notSent: readonly ReviewRow[]) =>
  notSent.map((r) =>
    toCsvLine([
      r.id,
      ...cells(r.before),
      ...cells(r.update?.commissions),
      r.kind === 'unchanged' ? 'skipped (unchanged)' : 'not sent (problem)',
      undefined,
      r.problems.join(' '),
    ]),
  );

const text = (lines: string[]) => (lines.length ? lines.join('\r\n') + '\r\n' : '');

/** The results file of a bulk change, from a job read a batch at a time: one part per batch. */
export async function bulkResultsCsvParts(
  batches: AsyncIterable<readonly JobItem[]>,
  notSent: readonly ReviewRow[] = [],
): Promise<string[]> {
  const parts = [text([toCsvLine(HEADER)])];
  for await (const batch of batches) parts.push(text(itemLines(batch)));
  parts.push(text(notSentLines(notSent)));
  return parts;
}
