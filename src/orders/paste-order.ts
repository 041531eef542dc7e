// A pasted request -> the order form's values. Every field the contract knows is
// filled through the same path as History's "Open as new" (orderToFormValues);
// anything else (an unknown key, a wrong type) is listed, never dropped silently.
import type { Order, Product } from '../api/contract';
import type { PastedRequest } from '../paste';
import { orderToFormValues } from './order-from-wire';
import type { OrderFormValues } from './order-form-values';
import { isRecord } from '../api/is-record';

export type PastedOrder =
  | { ok: true; values: OrderFormValues; notFilled: string[]; notes: string[] }
  | { ok: false; problem: string };

const isText = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isFlag = (v: unknown): v is boolean => typeof v === 'boolean';
const orNull =
  <T>(check: (v: unknown) => v is T) =>
  (v: unknown): v is T | null =>
    v === null || check(v);
const isInstant = (v: unknown): v is number => Number.isSafeInteger(v);

const PRODUCT: Record<string, [(v: unknown) => boolean, string]> = {
  id: [isText, 'text'],
  name: [isText, 'text'],
  quantity: [isNumber, 'a number'],
  subTotal: [isNumber, 'a number'],
  tax: [isNumber, 'a number'],
  total: [isNumber, 'a number'],
};
const CUSTOMER = ['name', 'phone', 'email', 'ip', 'country'];
const SIMPLE: Record<string, [(v: unknown) => boolean, string]> = {
  orderId: [isText, 'text'],
  paid: [isFlag, 'true or false'],
  isRoyalty: [orNull(isFlag), 'true, false or null'],
  custom: [orNull(isFlag), 'true, false or null'],
  commission: [orNull(isNumber), 'a number or null'],
  notes: [orNull(isText), 'text or null'],
  timestamp: [orNull(isInstant), 'epoch milliseconds (a whole number) or null'],
  metadata: [isRecord, 'an object'],
};

const unknownField = (path: string) => `${path} (not in the order contract)`;

/** A number written as text ("2", " 19.90 "), as exports from other tools do. */
const NUMBER_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/;
const PRODUCT_LABEL: Record<string, string> = {
  quantity: 'quantity',
  subTotal: 'subtotal',
  tax: 'tax',
  total: 'total',
};
const wrongType = (path: string, expected: string) => `${path} (expects ${expected})`;

interface Said {
  notFilled: string[];
  notes: string[];
}

function readProduct(p: unknown, index: number, said: Said): Product {
  const at = `products[${index}]`;
  const product: Record<string, unknown> = {};
  if (!isRecord(p)) {
    said.notFilled.push(wrongType(at, 'an object'));
    return product;
  }
  for (const [key, value] of Object.entries(p)) {
    const rule = PRODUCT[key];
    const label = PRODUCT_LABEL[key];
    if (!rule) said.notFilled.push(unknownField(`${at}.${key}`));
    else if (rule[0](value)) product[key] = value;
    else if (label && typeof value === 'string' && NUMBER_TEXT.test(value)) {
      // The service wants a number; the form holds text anyway, and shows what it read.
      product[key] = Number(value);
      said.notes.push(
        `Product ${index + 1} ${label} was written as text (“${value}”); it was read as ${Number(value)}, and is sent as a number.`,
      );
    } else said.notFilled.push(wrongType(`${at}.${key}`, rule[1]));
  }
  return product;
}

export function pastedToOrderForm(request: PastedRequest, currentCode: string): PastedOrder {
  if (request.operation === 'commissions')
    return {
      ok: false,
      problem: 'This is a commission update (/v1/affiliates/commissions); paste it in Commissions.',
    };
  const body = request.body;
  if (!isRecord(body)) return { ok: false, problem: 'Its body is not a JSON object (an order).' };
  const notFilled: string[] = [];
  const notes: string[] = [];
  const order: Record<string, unknown> = { orderId: '', products: [] };
  for (const [key, value] of Object.entries(body)) {
    const rule = SIMPLE[key];
    if (rule) {
      if (rule[0](value)) order[key] = value;
      else notFilled.push(wrongType(key, rule[1]));
    } else if (key === 'products') {
      if (Array.isArray(value))
        order.products = value.map((p, i) => readProduct(p, i, { notFilled, notes }));
      else notFilled.push(wrongType(key, 'a list of products'));
    } else if (key === 'customer') {
      if (!isRecord(value)) {
        notFilled.push(wrongType(key, 'an object'));
        continue;
      }
      const customer: Record<string, string> = {};
      for (const [field, v] of Object.entries(value)) {
        if (!CUSTOMER.includes(field)) notFilled.push(unknownField(`customer.${field}`));
        else if (isText(v)) customer[field] = v;
        else notFilled.push(wrongType(`customer.${field}`, 'text'));
      }
      order.customer = customer;
    } else if (key === 'coupons') {
      if (value === null) continue;
      if (!Array.isArray(value)) {
        notFilled.push(wrongType(key, 'a list of texts'));
        continue;
      }
      order.coupons = value.filter((c, i) => {
        if (!isText(c)) notFilled.push(wrongType(`coupons[${i}]`, 'text'));
        return isText(c);
      });
    } else notFilled.push(unknownField(key));
  }
  const code = request.referralCode ?? currentCode;
  return {
    ok: true,
    values: orderToFormValues(code, order as Order, request.unitPrices),
    notFilled,
    notes,
  };
}
