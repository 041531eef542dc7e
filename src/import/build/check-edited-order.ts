// An order a person edited in the preview, checked by the order form's builder.
import type { Order } from '../../api/contract';
import { buildOrder } from '../../orders';
import { orderToFormValues } from '../../orders';
import { lineSubtotal, normaliseNumber, parseDate } from './values';

const asText = (v: unknown, fallback: string) =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : fallback;

export type Checked = { ok: true; code: string; order: Order } | { ok: false; errors: string[] };

export function checkEditedOrder(code: string, json: string): Checked {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (e) {
    return { ok: false, errors: [`Not valid JSON: ${e instanceof Error ? e.message : String(e)}`] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, errors: ['The order must be a JSON object.'] };
  const loose = parsed as Order & { timestamp?: unknown };
  // The import's rule: no subtotal but a unit price -> price × quantity.
  loose.products = (Array.isArray(loose.products) ? loose.products : []).map(
    (p: Record<string, unknown>) => {
      const price = normaliseNumber(asText(p.price, ''));
      const quantity = normaliseNumber(asText(p.quantity, '1'));
      const { price: _price, ...rest } = p;
      const hasSubTotal = p.subTotal !== undefined && p.subTotal !== '';
      if (hasSubTotal || !price.ok || price.value === '' || !quantity.ok) return rest;
      return { ...rest, subTotal: lineSubtotal(price.value, quantity.value) };
    },
  );
  // orderToFormValues reads strings and numbers alike, so text from the file fits too.
  const built = buildOrder({ ...orderToFormValues(code, { ...loose, timestamp: undefined }) });
  const time =
    typeof loose.timestamp === 'string'
      ? parseDate(loose.timestamp)
      : {
          ok: true as const,
          value: typeof loose.timestamp === 'number' ? loose.timestamp : undefined,
        };
  const errors = [
    ...(built.ok
      ? []
      : Object.entries(built.errors).map(([path, message]) => `${path}: ${message}`)),
    ...(time.ok ? [] : [`timestamp: ${time.error}`]),
  ];
  if (!built.ok || !time.ok || errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    code: built.code,
    order: { ...built.order, ...(time.value !== undefined ? { timestamp: time.value } : {}) },
  };
}

/** What the edit box starts with. */
export function editableJson(order: Order | undefined, draft: unknown): string {
  if (order) return JSON.stringify(order, null, 2);
  const { referralCode: _code, ...rest } = (draft ?? {}) as Record<string, unknown>;
  return JSON.stringify(rest, null, 2);
}
