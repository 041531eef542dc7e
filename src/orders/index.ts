// Orders' public module: the Record order route (the first page, loaded eagerly)
// and the order rules other features feed (the import).
export { OrderRoute } from './order-route';
export { buildOrder, cleanCoupons } from './build-order';
export { emptyOrderForm, emptyProduct, addMoney } from './order-form-values';
export type { OrderFormValues, TriState } from './order-form-values';
export { orderToFormValues } from './order-from-wire';
