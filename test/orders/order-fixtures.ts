import { emptyOrderForm, type OrderFormValues } from '../../src/orders/order-form-values';

/** A valid form: one product, nothing optional. */
export const minimalForm = (over: Partial<OrderFormValues> = {}): OrderFormValues => ({
  ...emptyOrderForm('ALICE10'),
  orderId: 'ORD-1',
  products: [{ id: 'SKU-1', name: 'Mug', quantity: '2', subTotal: '20', tax: '4', total: '' }],
  ...over,
});
