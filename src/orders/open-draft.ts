// Puts an order into the order form's draft slot, so that the form opens with
// it (the import's "Fix in the order form"). Nothing is sent.
import type { Order } from '../api/contract';
import { saveDraft } from '../ui/draft-storage';
import { ORDER_DRAFT, orderToFormValues } from './order-from-wire';

export function openOrderAsDraft(referralCode: string, order: Order, note: string) {
  saveDraft(ORDER_DRAFT, orderToFormValues(referralCode, order), note);
}
