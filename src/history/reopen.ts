// "Open as new" is a route: History links to the form with ?reopen=<entry id>,
// and each form reads the entry and fills itself. History knows no form.
import type { HistoryOperation } from './history-entry';

const FORM_PATH: Record<HistoryOperation, string> = { order: '/', commissions: '/commissions' };

export const reopenHref = (operation: HistoryOperation, id: number) =>
  `${FORM_PATH[operation]}?reopen=${id}`;

/** The History page with one entry open (an outcome's "open this send’s entry"). */
export const historyEntryHref = (id: number) => `/history?entry=${id}`;

/** The entry id in a form's ?reopen=, if any. */
export function reopenId(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('reopen');
  const id = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export const reopenNote = (startedAt: number, connectionName: string) =>
  `Opened from History (sent ${new Date(startedAt).toLocaleString()} to ${connectionName}) as a new draft. Nothing has been sent.`;
