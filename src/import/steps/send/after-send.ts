// What a send did, per currency, from the job's own records: the bodies that left
// (every request answered or on its way), those the service refused, those whose outcome
// is unknown, those the service held already (409), and those kept back before they left
// (the team's duplicate guard, a missing key). Summed in integer cents from the bodies themselves, not from the file.
import { orderSchema } from '../../../api/contract';
import { neverLeft, type JobItem } from '../../../outbox/jobs';
import type { AfterSend } from '../preview/money-check-lines';

/** What afterSend reads of one request of the job: its state, and its cause (never its words). */
export type SentItem = Pick<JobItem, 'state' | 'cause'> & { request: { body?: unknown } };

const goodsCents = (body: unknown) => {
  const order = orderSchema.safeParse(body);
  if (!order.success) return { currency: '', cents: 0 };
  const currency = order.data.metadata?.currency;
  return {
    currency: typeof currency === 'string' ? currency : '',
    cents: order.data.products.reduce((s, p) => s + Math.round((p.total ?? 0) * 100), 0),
  };
};

export function afterSend(items: Iterable<SentItem>, into = new Map<string, AfterSend>()) {
  for (const item of items) {
    if (item.state === 'queued') continue;
    const { currency, cents } = goodsCents(item.request.body);
    let a = into.get(currency);
    if (!a)
      into.set(
        currency,
        (a = {
          currency,
          sent: { count: 0, cents: 0 },
          refused: { count: 0, cents: 0 },
          unknown: { count: 0, cents: 0 },
          notSent: { count: 0, cents: 0 },
          alreadyRecorded: { count: 0, cents: 0 },
        }),
      );
    if (neverLeft(item)) {
      a.notSent.count++;
      a.notSent.cents += cents;
      continue;
    }
    a.sent.count++;
    a.sent.cents += cents;
    const bucket =
      item.state === 'failed'
        ? a.refused
        : item.state === 'unknown'
          ? a.unknown
          : item.cause === 'already-recorded'
            ? a.alreadyRecorded
            : undefined;
    if (bucket) {
      bucket.count++;
      bucket.cents += cents;
    }
  }
  return into;
}
