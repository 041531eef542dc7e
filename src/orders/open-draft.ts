// Puts an order into the order form's draft slot, so that the form opens with
// it (the import's "Fix in the order form"). Nothing is sent.
import type { Order } from '../api/contract';
import { saveDraft } from '../ui/draft-storage';
import { ORDER_DRAFT, orderToFormValues } from './order-from-wire';

/** How the service refused the order, when it did: the form opens on the field at fault. */
export interface Refusal {
  status?: number | undefined;
  connectionName: string;
}

/** The field a refusal points at, in the words the order form uses for it after a send. */
function problemsOf(referralCode: string, refusal: Refusal | undefined): Record<string, string> {
  if (refusal?.status === 404)
    return {
      referralCode: `"${referralCode}" matched no affiliate on "${refusal.connectionName}".`,
    };
  if (refusal?.status === 409)
    return { orderId: 'This order ID is already recorded for this affiliate.' };
  return {};
}

export function openOrderAsDraft(
  referralCode: string,
  order: Order,
  note: string,
  refusal?: Refusal,
) {
  saveDraft(
    ORDER_DRAFT,
    orderToFormValues(referralCode, order),
    note,
    problemsOf(referralCode, refusal),
  );
}
