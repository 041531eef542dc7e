import { toCsvLine } from '../../../lib/csv';
import type { JobItem } from '../../../outbox/jobs';

type NotSent = { orderId: string; code: string; reason: string };

const HEADER = toCsvLine(['order_id', 'referral_code', 'outcome', 'status', 'attempts', 'message']);

const lines = (items: Iterable<JobItem>) => {
  const out: string[] = [];
  for (const i of items)
    out.push(
      toCsvLine([
        i.label,
        i.meta.referralCode,
        i.state === 'queued' ? 'not sent' : i.state,
        i.status,
        i.attempts,
        i.message,
      ]),
    );
  return out;
};

const notSentLines = (notSent: readonly NotSent[]) =>
  notSent.map((n) => toCsvLine([n.orderId, n.code, 'not sent', undefined, 0, n.reason]));

const text = (rows: string[]) => (rows.length ? rows.join('\r\n') + '\r\n' : '');

/** Every order of the job with its outcome and the service's message, formula-safe, from a job read a batch at a time: one part per batch, never one huge string. */
export async function resultsCsvParts(
  batches: AsyncIterable<readonly JobItem[]>,
  notSent: readonly NotSent[] = [],
): Promise<string[]> {
  const parts = [text([HEADER])];
  for await (const batch of batches) parts.push(text(lines(batch)));
  parts.push(text(notSentLines(notSent)));
  return parts;
}
