// The order editor dialog loads when first opened: only the import uses it, and the
// order form's first page should not carry it.
import { lazy } from 'react';

export const OrderEditDialog = lazy(() =>
  import('./order-edit-dialog').then((m) => ({ default: m.OrderEditDialog })),
);
