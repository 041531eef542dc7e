import type { HistoryEntry } from '../../src/history/history-entry';

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
