import { toCsvLine } from '../../ui/csv';
import type { JobItem } from '../../outbox/jobs';

/** Every order of the job with its outcome and the service's message; formula-safe. */
export function resultsCsv(
  items: Iterable<JobItem>,
  notSent: { orderId: string; code: string; reason: string }[] = [],
): string {
  const lines = [
    toCsvLine(['order_id', 'referral_code', 'outcome', 'status', 'attempts', 'message']),
  ];
  for (const i of items)
    lines.push(
      toCsvLine([
        i.label,
        i.meta.referralCode,
        i.state === 'queued' ? 'not sent' : i.state,
        i.status,
        i.attempts,
        i.message,
      ]),
    );
  for (const n of notSent)
    lines.push(toCsvLine([n.orderId, n.code, 'not sent', undefined, 0, n.reason]));
  return lines.join('\r\n') + '\r\n';
}
