// Fixing an imported order: the order form's own editor (same fields, labels and
// rules as Record order), filled with what the file gave, its problems listed whole
// in the labels a person knows and marked on their fields.
import { Suspense } from 'react';
import { OrderEditDialog } from '../../../orders/page';
import type { ImportedOrder } from '../../pipeline/rows-to-orders';

/** The import names a product's unit price `price`; the form calls it Unit price. */
const formProblems = (errors: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      path.replace(/^(products\.\d+)\.price$/, '$1.unitPrice'),
      message,
    ]),
  );

export function EditOrderDialog({
  order,
  onSave,
  onCancel,
}: {
  order: ImportedOrder;
  onSave: (updated: ImportedOrder) => void;
  onCancel: () => void;
}) {
  return (
    <Suspense fallback={<p className="muted">Opening the order form…</p>}>
      <OrderEditDialog
        title={`Edit order ${order.orderId || `from row ${order.rows[0]}`}`}
        source={
          order.order
            ? { code: order.code, order: order.order }
            : { code: order.code, loose: order.draft ?? {} }
        }
        problems={formProblems(order.errors)}
        onCancel={onCancel}
        onSave={(built) => {
          const { draft: _draft, ...rest } = order;
          onSave({
            ...rest,
            code: built.code,
            orderId: built.order.orderId,
            order: built.order,
            errors: {},
            status: 'valid',
            skipped: false,
          });
        }}
      />
    </Suspense>
  );
}
