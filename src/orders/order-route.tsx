// The Record order route: the form, or first "Open as new" from History (?reopen=<id>).
import { Suspense, useMemo } from 'react';
import { useSearch } from 'wouter';
import type { Order } from '../api/contract';
import {
  LazyReopenEntry as ReopenEntry,
  reopenId,
  reopenNote,
  type HistoryEntry,
  type Reopened,
} from '../history';

import { loadDraft, saveDraft } from '../ui/draft-storage';
import { ORDER_DRAFT, orderToFormValues } from './order-from-wire';
import { emptyOrderForm } from './order-form-values';
import { OrderPage } from './order-page';
import { reopenedOrderId } from './reopen-order-id';
import { useOrderRules } from './order-rules-loader';

type OrderCheck = {
  safeParse: (body: unknown) => { success: true; data: Order } | { success: false };
};

const toDraft =
  (orderSchema: OrderCheck) =>
  (entry: HistoryEntry): Reopened => {
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
        const values = orderToFormValues(entry.referralCode ?? '', order.data, entry.unitPrices);
        const id = reopenedOrderId(values.orderId, entry.outcome);
        saveDraft(
          ORDER_DRAFT,
          { ...values, orderId: id.orderId },
          [reopenNote(entry.startedAt, entry.connectionName), id.said].filter(Boolean).join(' '),
        );
      },
    };
  };

export function OrderRoute() {
  const id = reopenId(useSearch());
  const rules = useOrderRules();
  const check = useMemo(() => rules && toDraft(rules.orderSchema), [rules]);
  if (id === undefined) return <OrderPage />;
  if (!check) return null; // a moment, only when opening an entry from History
  return (
    <Suspense fallback={null}>
      <ReopenEntry
        id={id}
        formPath="/"
        toDraft={check}
        unsentDraftAt={loadDraft(ORDER_DRAFT, emptyOrderForm())?.savedAt}
      />
    </Suspense>
  );
}
