// An order as some other source read it (an import row that did not pass the
// rules: numbers where they could be read, a cell's text where not) -> the order
// form's values, keeping every value as text so that nothing is lost for the fix.
import { toLocalInput } from './local-time';
import { rowsFromObject } from './metadata-rows';
import {
  emptyOrderForm,
  emptyProduct,
  type OrderFormValues,
  type ProductRow,
  type TriState,
} from './order-form-values';
import { isRecord } from '../api/is-record';
import { filledRow } from './row-money';

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** A number as read, or a cell's text kept as is (empty: not given). */
const figure = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? v : undefined;

function tri(v: unknown): TriState {
  if (v === true || v === 'yes' || v === 'true') return 'yes';
  if (v === false || v === 'no' || v === 'false') return 'no';
  return 'unset';
}

/** Epoch ms or a date text -> the form's local time; text that is not a date is dropped. */
function time(v: unknown): string {
  const ms = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Date.parse(v) : NaN;
  return Number.isFinite(ms) ? toLocalInput(new Date(ms)) : '';
}

function product(p: unknown): ProductRow {
  if (!isRecord(p)) return emptyProduct();
  const subTotal = figure(p.subTotal);
  // Through the row-money model, as every other path; text that is no number stays for the fix.
  return filledRow({
    id: text(p.id),
    name: text(p.name),
    quantity: figure(p.quantity),
    // A unit price stands in for a subtotal that was not given, as the import derived it.
    unitPrice:
      subTotal === undefined || subTotal === '' ? figure(p.price ?? p.unitPrice) : undefined,
    subTotal,
    tax: figure(p.tax),
    total: figure(p.total),
  });
}

export function looseOrderToFormValues(
  code: string,
  loose: Record<string, unknown>,
): OrderFormValues {
  const empty = emptyOrderForm(code);
  const products = Array.isArray(loose.products) ? loose.products.map(product) : [];
  const customer = isRecord(loose.customer) ? loose.customer : {};
  const coupons: unknown = loose.coupons;
  return {
    ...empty,
    orderId: text(loose.orderId),
    products: products.length > 0 ? products : [emptyProduct()],
    customer: {
      name: text(customer.name),
      phone: text(customer.phone),
      email: text(customer.email),
      ip: text(customer.ip),
      country: text(customer.country),
    },
    coupons: Array.isArray(coupons)
      ? coupons.filter((c): c is string => typeof c === 'string' && c.trim() !== '')
      : [],
    metadataRows: isRecord(loose.metadata) ? rowsFromObject(loose.metadata) : [],
    paid: loose.paid === true,
    isRoyalty: tri(loose.isRoyalty),
    custom: tri(loose.custom),
    commission: text(loose.commission),
    notes: text(loose.notes),
    orderTime: time(loose.timestamp),
  };
}
