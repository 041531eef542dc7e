// History as CSV or JSON for hand-over. Neither holds a key: entries never do.
import { toCsvLine } from '../lib/csv';
import type { HistoryEntry } from './history-entry';

const COLUMNS = [
  'time',
  'connection',
  'base_url',
  'method',
  'path',
  'operation',
  'order_id',
  'referral_code',
  'affiliate_id',
  'result',
  'status',
  'failure',
  'duration_ms',
  'request_body',
  'response_body',
];

export function historyCsv(entries: readonly HistoryEntry[]): string {
  const lines = entries.map((e) =>
    toCsvLine([
      new Date(e.startedAt).toISOString(),
      e.connectionName,
      e.baseUrl,
      e.method,
      e.path,
      e.operation,
      e.orderId,
      e.referralCode,
      e.affiliateId,
      e.outcome.result,
      e.outcome.status,
      e.outcome.failure,
      e.outcome.durationMs,
      JSON.stringify(e.requestBody),
      e.outcome.responseBody,
    ]),
  );
  return [COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}

export function historyJson(entries: readonly HistoryEntry[]): string {
  return JSON.stringify(entries, null, 2);
}
