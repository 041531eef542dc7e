// A sent order -> form values, so History can open it again as a new draft.
// Unit prices are not on the wire: History keeps them beside the request. Each row
// goes through the row-money model (a tax becomes its rate, a total that adds up is derived).
import type { Order } from '../api/contract';
import { toLocalInput } from './local-time';
import { rowsFromObject } from './metadata-rows';
import { filledRow } from './row-money';
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
        ? order.products.map((p, i) =>
            // Through the row-money model: derived figures follow a new quantity.
            filledRow({ ...p, unitPrice: unitPrices[i] ?? undefined }),
          )
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
