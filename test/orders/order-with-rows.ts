// An order form of many product rows (SKU-1 …), for the tests of long orders: built on the
// form's own empty values, so a new field of the form is never missing here.
import { emptyOrderForm, type OrderFormValues } from '../../src/orders/order-form-values';

export function orderWithRows(
  rows: number,
  { orderId = 'ORD-MANY', badRow }: { orderId?: string; badRow?: number | undefined } = {},
): OrderFormValues {
  return {
    ...emptyOrderForm('ALICE10'),
    orderId,
    products: Array.from({ length: rows }, (_, i) => ({
      id: `SKU-${String(i + 1)}`,
      name: `Product ${String(i + 1)}`,
      quantity: '1',
      unitPrice: '',
      // A Subtotal that is no number, for the row with a problem.
      subTotal: i + 1 === badRow ? 'ten' : '10',
      tax: '1',
      total: '',
    })),
  };
}
