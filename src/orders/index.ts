// Orders' public module: the order rules other features feed (the import, in a
// worker too), so nothing here may touch the DOM or storage. The Record order
// route is in ./page.
export { buildOrder, cleanCoupons } from './build-order';
export { emptyOrderForm, emptyProduct, addMoney } from './order-form-values';
export type { OrderFormValues, TriState } from './order-form-values';
export { orderToFormValues } from './order-from-wire';
