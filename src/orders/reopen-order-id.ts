// "Open as new" gives the order a fresh Order ID: an order opened again from History is
// a new order, and the duplicate guard must not be all that stands between it and a
// resend. The ID is kept only when the original certainly was not recorded: the service
// refused it (a 4xx other than 409 "already recorded"), or it never left.
import type { HistoryOutcome } from '../history';

/** "ORD-1" -> "ORD-1-2": the original's ID with a suffix, to change at will. */
const freshOrderId = (orderId: string) => (orderId.trim() === '' ? '' : `${orderId.trim()}-2`);

function neverRecorded(outcome: HistoryOutcome): string | undefined {
  if (outcome.result !== 'failed') return undefined;
  if (outcome.failure === 'not-sent') return 'it never left this browser';
  const { status } = outcome;
  if (status !== undefined && status >= 400 && status < 500 && status !== 409)
    return 'the service refused it';
  return undefined;
}

/** The reopened order's ID, and a sentence saying which and why. */
export function reopenedOrderId(
  orderId: string,
  outcome: HistoryOutcome,
): { orderId: string; said: string } {
  const why = neverRecorded(outcome);
  if (why || orderId.trim() === '')
    return {
      orderId,
      said: why ? `Order ID ${orderId} is kept: ${why}, so it was not recorded.` : '',
    };
  const fresh = freshOrderId(orderId);
  return {
    orderId: fresh,
    said: `Order ID is ${fresh}, not ${orderId.trim()}: that one may already be recorded, and a new order needs an ID of its own (change it as you need).`,
  };
}
