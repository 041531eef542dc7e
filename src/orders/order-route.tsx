// The Record order route: the form, or first "Open as new" from History (?reopen=<id>).
import { useSearch } from 'wouter';
import { orderSchema } from '../api/contract';
import { reopenId, reopenNote, ReopenEntry, type HistoryEntry, type Reopened } from '../history';
import { loadDraft, saveDraft } from '../ui/draft-storage';
import { ORDER_DRAFT, orderToFormValues } from './order-from-wire';
import { emptyOrderForm } from './order-form-values';
import { OrderPage } from './order-page';

function toDraft(entry: HistoryEntry): Reopened {
  const order = orderSchema.safeParse(entry.requestBody);
  if (entry.operation !== 'order' || !order.success)
    return {
      ok: false,
      problem:
        'This entry’s body no longer fits the order contract, so it cannot be opened in the form. Copy it from History instead.',
    };
  return {
    ok: true,
    saveDraft: () => {
      saveDraft(
        ORDER_DRAFT,
        orderToFormValues(entry.referralCode ?? '', order.data),
        reopenNote(entry.startedAt, entry.connectionName),
      );
    },
  };
}

export function OrderRoute() {
  const id = reopenId(useSearch());
  if (id === undefined) return <OrderPage />;
  return (
    <ReopenEntry
      id={id}
      formPath="/"
      toDraft={toDraft}
      unsentDraftAt={loadDraft(ORDER_DRAFT, emptyOrderForm())?.savedAt}
    />
  );
}
