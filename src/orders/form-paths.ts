// The service names fields by wire path; the form names them by form path.
import type { FieldErrors } from './build-order';

/** Wire path (products.0.quantity, timestamp, metadata.x) -> the form field that holds it. */
export function wirePathToFormPath(wirePath: string): string | undefined {
  if (wirePath === 'timestamp') return 'orderTime';
  if (wirePath === 'orderId' || wirePath === 'commission' || wirePath === 'notes') return wirePath;
  if (wirePath === 'isRoyalty' || wirePath === 'custom' || wirePath === 'paid') return wirePath;
  if (/^products\.\d+\.(id|name|quantity|subTotal|tax|total)$/.test(wirePath)) return wirePath;
  if (/^customer\.(name|phone|email|ip|country)$/.test(wirePath)) return wirePath;
  if (wirePath === 'products' || /^products\.\d+$/.test(wirePath)) return 'products';
  if (wirePath.startsWith('coupons')) return 'coupons';
  if (wirePath.startsWith('metadata')) return 'metadata';
  if (wirePath === 'customer') return 'customer';
  return undefined;
}

/** Splits the service's field errors into those a form field can show and the rest. */
export function placeServerErrors(fieldErrors: Record<string, string[]>): {
  placed: FieldErrors;
  unplaced: string[];
} {
  const placed: FieldErrors = {};
  const unplaced: string[] = [];
  for (const [wirePath, messages] of Object.entries(fieldErrors)) {
    const formPath = wirePathToFormPath(wirePath);
    const text = messages.join(' ');
    if (formPath) placed[formPath] = placed[formPath] ? `${placed[formPath]} ${text}` : text;
    else unplaced.push(wirePath && wirePath !== '' ? `${wirePath}: ${text}` : text);
  }
  return { placed, unplaced };
}
