// What History knows about an order ID: whether it may already be recorded on a
// connection (it succeeded, or its outcome is unknown). The send gate asks before
// an order goes out; the import flags such orders.
import { statusLine } from '../api/status-text';
import type { HistoryEntry } from './history-entry';
import { entriesForOrder, historyProblem } from './history-store';

/** An order send that may have been recorded: it succeeded, or its outcome is unknown. */
const mayBeRecorded = (e: HistoryEntry) => e.operation === 'order' && e.outcome.result !== 'failed';

/** Throws when History cannot be read, or could not save a send in this page's life. */
export async function earlierRecording(
  connectionId: string,
  orderId: string,
): Promise<HistoryEntry | undefined> {
  // A send History could not save is invisible to it: the guard cannot say "not sent before".
  const unsaved = historyProblem.get();
  if (unsaved !== undefined) throw new Error(unsaved);
  const entries = await entriesForOrder(connectionId, orderId);
  return entries.find(mayBeRecorded);
}

/** The import's look-up of order IDs already sent: loads with the import, not the first page. */
export const sentOrderIds = async (connectionId: string): Promise<string[]> =>
  (await import('./sent-order-ids')).sentOrderIds(connectionId);

export function describeResult(entry: HistoryEntry): string {
  const o = entry.outcome;
  if (o.result === 'recorded') return `recorded (${statusLine(o.status ?? 200)})`;
  if (o.result === 'unknown')
    return o.failure === 'gateway'
      ? `outcome unknown (a gateway answered ${statusLine(o.status ?? 504)}: it may have reached the service)`
      : o.failure === 'not-service'
        ? 'outcome unknown (a web page answered, not the service)'
        : o.failure === 'timeout'
          ? 'outcome unknown (no answer before the timeout)'
          : o.failure === 'cancelled'
            ? 'outcome unknown (cancelled while waiting for the answer)'
            : 'outcome unknown (no answer, or one cut off: it may have reached the service)';
  if (o.result === 'pending') return 'no outcome stored (the tab may have closed while sending)';
  if (o.status) return `failed (${statusLine(o.status)})`;
  if (o.failure === 'redirect') return 'failed (a redirect, not followed)';
  return o.failure === 'not-sent' ? 'failed (not sent)' : 'failed (no response)';
}
