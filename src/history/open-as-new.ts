// "Open as new": a past request becomes a new draft in its form. Nothing is sent.
import { commissionToFormValues, COMMISSION_DRAFT } from '../commissions/commission-from-wire';
import { commissionUpdateSchema, orderSchema } from '../api/contract';
import { orderToFormValues, ORDER_DRAFT } from '../orders/order-from-wire';
import { saveDraft } from '../ui/draft-storage';
import type { HistoryEntry } from './history-entry';

/** Writes the draft and returns the page to open, or undefined when the stored body no longer fits the contract. */
export function openAsNew(entry: HistoryEntry): string | undefined {
  const note = `Opened from History (sent ${new Date(entry.startedAt).toLocaleString()} to ${entry.connectionName}) as a new draft. Nothing has been sent.`;
  if (entry.operation === 'order') {
    const order = orderSchema.safeParse(entry.requestBody);
    if (!order.success) return undefined;
    saveDraft(ORDER_DRAFT, orderToFormValues(entry.referralCode ?? '', order.data), note);
    return '/';
  }
  const update = commissionUpdateSchema.safeParse(entry.requestBody);
  if (!update.success) return undefined;
  saveDraft(COMMISSION_DRAFT, commissionToFormValues(update.data), note);
  return '/commissions';
}
