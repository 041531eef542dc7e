// History as CSV or JSON for hand-over. Neither holds a key: entries never do.
import type { HistoryEntry } from './history-entry';

/** A spreadsheet runs a cell that starts like a formula; a leading ' makes it text. */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvCell(value: string | number | undefined): string {
  if (value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const toCsvLine = (cells: (string | number | undefined)[]) => cells.map(csvCell).join(',');

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

export function download(filename: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

export const stampedName = (base: string, ext: string) =>
  `${base}-${new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '')}.${ext}`;
