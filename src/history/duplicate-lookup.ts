// What History knows about an order ID: whether it may already be recorded on a
// connection (it succeeded, or its outcome is unknown). The send gate asks before
// an order goes out; the import flags such orders.
import type { HistoryEntry } from './history-entry';
import { entriesForOrder, historyProblem } from './history-store';
import { outcomeWords } from './outcome-words';

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

export { sentOrderIds } from './sent-order-ids';

/** An entry's outcome inside a sentence: "failed (404 Not Found)". */
export const describeResult = (entry: HistoryEntry) => outcomeWords(entry.outcome).long;
