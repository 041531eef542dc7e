import { emptyFilter } from '../../src/history/history-filter';
import type { HistoryEntry } from '../../src/history/history-entry';
import { allMatching } from '../../src/history/history-query';
import { beginEntry, completeEntry, historyProblem } from '../../src/history/history-store';

/** A stored order entry; override what a test cares about. */
export const entry = (over: Partial<HistoryEntry> = {}): Omit<HistoryEntry, 'id'> => ({
  startedAt: 1_700_000_000_000,
  connectionId: 'demo',
  connectionName: 'Demo',
  baseUrl: 'https://demo.test',
  method: 'POST',
  path: '/v1/track/ALICE10',
  operation: 'order',
  source: 'form',
  requestBody: { orderId: 'O-1', products: [] },
  orderId: 'O-1',
  referralCode: 'ALICE10',
  outcome: { result: 'recorded', status: 200, durationMs: 12 },
  ...over,
});

/**
 * Writes entries into History as sends write them, one after another: begun (pending),
 * then completed with their outcome (an entry still pending is only begun).
 */
export async function addEntries(entries: readonly Omit<HistoryEntry, 'id'>[]) {
  for (const e of entries) {
    const id = await beginEntry({ ...e, outcome: { result: 'pending' } });
    if (id === undefined) throw new Error(historyProblem.get() ?? 'History did not begin an entry');
    if (e.outcome.result !== 'pending') await completeEntry(id, e.outcome);
  }
  const problem = historyProblem.get();
  if (problem !== undefined) throw new Error(problem);
}

/** Every entry, newest first, read as the History page's export reads them. */
export const listEntries = () => allMatching(emptyFilter);
