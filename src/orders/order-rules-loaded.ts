// What ./order-rules-loader loads after the first paint: everything that needs zod.
import { orderSchema } from '../api/contract';
import { builderResolver } from '../lib/builder-resolver';
import { buildOrder } from './build-order';
import type { OrderFormValues } from './order-form-values';
import type { BuiltOrder } from './order-resolver';

export { buildOrder, orderSchema };

export const orderResolver = builderResolver<OrderFormValues, BuiltOrder>((values) => {
  const result = buildOrder(values);
  return result.ok ? { ok: true, value: { code: result.code, order: result.order } } : result;
});
