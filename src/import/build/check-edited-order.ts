// An order a person edited in the preview: its JSON is read into an OrderDraft
// (numbers, yes/no and times may be written as text, as files write them) and
// checked once by the order rules, the same ones the order form uses.
import type { Order } from '../../api/contract';
import { toOrder, type CustomerDraft, type OrderDraft, type ProductDraft } from '../../orders';
import { lineSubtotal, parseDate, parseYesNo, readNumber, type Read } from './values';
import { isRecord } from '../../api/is-record';

export type Checked = { ok: true; code: string; order: Order } | { ok: false; errors: string[] };

const unset = (v: unknown): v is null | undefined => v === undefined || v === null;
const fail = (error: string) => ({ ok: false, error }) as const;
const ok = <T>(value: T) => ({ ok: true, value }) as const;

function looseNumber(v: unknown): Read<number | undefined> {
  if (unset(v)) return ok(undefined);
  if (typeof v === 'number') return ok(v);
  return typeof v === 'string' ? readNumber(v) : fail('Write a number, e.g. 12.5.');
}

function looseText(v: unknown): Read<string | undefined> {
  if (unset(v)) return ok(undefined);
  if (typeof v === 'string') return ok(v);
  return typeof v === 'number' ? ok(String(v)) : fail('Write text in quotes.');
}

function looseYesNo(v: unknown): Read<boolean | undefined> {
  if (unset(v)) return ok(undefined);
  if (typeof v === 'boolean') return ok(v);
  return typeof v === 'string' ? parseYesNo(v) : fail('Write true or false.');
}

function looseTime(v: unknown): Read<number | undefined> {
  if (unset(v)) return ok(undefined);
  if (typeof v === 'number') return ok(v);
  return typeof v === 'string'
    ? parseDate(v)
    : fail('Write epoch milliseconds or a date such as 2025-10-07T09:50:26Z.');
}

/** Reads loose JSON values into a draft, noting by path what cannot be read. */
class JsonReading {
  errors: Record<string, string> = {};

  private take<T>(path: string, read: Read<T>): T | undefined {
    if (read.ok) return read.value;
    this.errors[path] = read.error;
    return undefined;
  }

  number = (v: unknown, path: string) => this.take(path, looseNumber(v));
  text = (v: unknown, path: string) => this.take(path, looseText(v));
  yesNo = (v: unknown, path: string) => this.take(path, looseYesNo(v));
  time = (v: unknown, path: string) => this.take(path, looseTime(v));

  product(p: unknown, i: number): ProductDraft {
    const at = (f: string) => `products.${i}.${f}`;
    if (!isRecord(p)) {
      this.take(`products.${i}`, fail('Each product is a JSON object.'));
      return {};
    }
    const quantity = this.number(p.quantity, at('quantity'));
    // The import's rule: no subtotal but a unit price -> price × quantity.
    const subTotal =
      this.number(p.subTotal, at('subTotal')) ??
      lineSubtotal(this.number(p.price, at('price')), quantity);
    return {
      id: this.text(p.id, at('id')),
      name: this.text(p.name, at('name')),
      quantity,
      subTotal,
      tax: this.number(p.tax, at('tax')),
      total: this.number(p.total, at('total')),
    };
  }

  customer(c: unknown): CustomerDraft | undefined {
    if (unset(c)) return undefined;
    if (!isRecord(c)) return this.take('customer', fail('The customer is a JSON object.'));
    const field = (k: keyof CustomerDraft) => this.text(c[k], `customer.${k}`);
    return {
      name: field('name'),
      phone: field('phone'),
      email: field('email'),
      ip: field('ip'),
      country: field('country'),
    };
  }

  coupons(v: unknown): string[] | undefined {
    if (unset(v)) return undefined;
    if (typeof v === 'string') return v.split(/[,;]/);
    if (Array.isArray(v) && v.every((c) => typeof c === 'string')) return v;
    return this.take('coupons', fail('Write the coupons as a list of text, e.g. ["SAVE10"].'));
  }

  metadata(v: unknown): Record<string, unknown> | undefined {
    if (unset(v)) return undefined;
    if (isRecord(v)) return v;
    const error = 'Metadata must be a JSON object, e.g. {"channel": "newsletter"}.';
    return this.take('metadata', fail(error));
  }

  order(code: string, o: Record<string, unknown>): OrderDraft {
    const products = Array.isArray(o.products) ? (o.products as unknown[]) : [];
    if (o.products !== undefined && !Array.isArray(o.products))
      this.take('products', fail('The products are a JSON list, e.g. [{"id": "SKU-1", …}].'));
    return {
      referralCode: code,
      orderId: this.text(o.orderId, 'orderId') ?? '',
      products: products.map((p, i) => this.product(p, i)),
      customer: this.customer(o.customer),
      coupons: this.coupons(o.coupons),
      paid: this.yesNo(o.paid, 'paid'),
      isRoyalty: this.yesNo(o.isRoyalty, 'isRoyalty'),
      custom: this.yesNo(o.custom, 'custom'),
      commission: this.number(o.commission, 'commission'),
      notes: this.text(o.notes, 'notes'),
      timestamp: this.time(o.timestamp, 'timestamp'),
      metadata: this.metadata(o.metadata),
    };
  }
}

export function checkEditedOrder(code: string, json: string): Checked {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (e) {
    return { ok: false, errors: [`Not valid JSON: ${e instanceof Error ? e.message : String(e)}`] };
  }
  if (!isRecord(parsed)) return { ok: false, errors: ['The order must be a JSON object.'] };
  const reading = new JsonReading();
  const built = toOrder(reading.order(code, parsed));
  // What could not be read is said first, and wins over a rule's message for the same field.
  const errors = { ...reading.errors };
  if (!built.ok)
    for (const [path, message] of Object.entries(built.errors)) errors[path] ??= message;
  if (built.ok && Object.keys(errors).length === 0) return built;
  return {
    ok: false,
    errors: Object.entries(errors).map(([path, message]) => `${path}: ${message}`),
  };
}

/** What the edit box starts with. */
export function editableJson(order: Order | undefined, draft: unknown): string {
  if (order) return JSON.stringify(order, null, 2);
  const { referralCode: _code, ...rest } = (draft ?? {}) as Record<string, unknown>;
  return JSON.stringify(rest, null, 2);
}
