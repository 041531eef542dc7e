// What a person looks for in a list of sent orders besides the ID: who bought, and
// how much (the product totals as sent, in the order's currency when it carried one).
import { isRecord } from '../api/is-record';
import type { HistoryEntry } from './history-entry';
import { moneyText } from './money-text';
import { currencyOf } from './rollup';

/** "Ann Lee · 24.00 EUR"; empty for a commission update or an order without either. */
export function entryGlance(e: HistoryEntry): string {
  if (e.operation !== 'order' || !isRecord(e.requestBody)) return '';
  const body = e.requestBody;
  const customer = isRecord(body.customer) ? body.customer : {};
  const who = [customer.name, customer.email].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  let cents = 0;
  let any = false;
  if (Array.isArray(body.products))
    for (const p of body.products as unknown[])
      if (isRecord(p) && typeof p.total === 'number' && Number.isFinite(p.total)) {
        cents += Math.round(p.total * 100);
        any = true;
      }
  const currency = currencyOf(body);
  const amount = any ? `${moneyText(cents / 100)}${currency ? ` ${currency}` : ''}` : '';
  return [who?.trim(), amount].filter(Boolean).join(' · ');
}
