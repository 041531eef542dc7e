// A sent order -> form values, so History can open it again as a new draft.
// Unit prices are not on the wire: History keeps them beside the request.
import type { Order } from '../api/contract';
import { toLocalInput } from './local-time';
import { rowsFromObject } from './metadata-rows';
import { unitTimesQuantity } from './unit-price';
import {
  emptyOrderForm,
  emptyProduct,
  type OrderFormValues,
  type TriState,
} from './order-form-values';
import { formatDecimal } from '../lib/parse-decimal';

export const ORDER_DRAFT = 'order.v1';

// Numbers in the person's own form ("12,5" where a comma starts decimals), as they type them.
const text = (v: string | number | null | undefined) =>
  v === undefined || v === null ? '' : typeof v === 'number' ? formatDecimal(v) : v;
const tri = (v: boolean | null | undefined): TriState =>
  v === true ? 'yes' : v === false ? 'no' : 'unset';

/** The unit price kept for a product, if it still gives the Subtotal that was sent. */
function keptUnitPrice(
  unitPrice: number | null | undefined,
  quantity: number | undefined,
  subTotal: number | undefined,
) {
  if (typeof unitPrice !== 'number' || quantity === undefined || subTotal === undefined) return '';
  return unitTimesQuantity(unitPrice, quantity) === subTotal ? formatDecimal(unitPrice) : '';
}

export function orderToFormValues(
  code: string,
  order: Order,
  unitPrices: readonly (number | null)[] = [],
): OrderFormValues {
  const empty = emptyOrderForm(code);
  return {
    ...empty,
    orderId: order.orderId,
    products:
      order.products.length > 0
        ? order.products.map((p, i) => ({
            id: text(p.id),
            name: text(p.name),
            quantity: text(p.quantity),
            unitPrice: keptUnitPrice(unitPrices[i], p.quantity, p.subTotal),
            subTotal: text(p.subTotal),
            tax: text(p.tax),
            total: text(p.total),
          }))
        : [emptyProduct()],
    customer: {
      ...empty.customer,
      ...Object.fromEntries(Object.entries(order.customer ?? {}).map(([k, v]) => [k, text(v)])),
    },
    coupons: order.coupons ?? [],
    metadataRows: order.metadata ? rowsFromObject(order.metadata) : [],
    paid: order.paid === true,
    isRoyalty: tri(order.isRoyalty),
    custom: tri(order.custom),
    commission: text(order.commission),
    notes: text(order.notes),
    orderTime: typeof order.timestamp === 'number' ? toLocalInput(new Date(order.timestamp)) : '',
  };
}
