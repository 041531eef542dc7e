// Error bodies -> one message plus field errors keyed by wire path
// ("products.0.quantity"). Handles RFC 9457 problem+json and ASP.NET-style
// `errors` maps whose keys look like `products[0].quantity`,
// `Products[0].Quantity` or `$.products[0].quantity`.
// The body is the service's, so it may be anything: any depth, any key
// (`__proto__` is a field like another), any size. Nothing here throws.
import { isRecord } from './is-record';

export interface ParsedProblem {
  message: string;
  /**
   * Wire path (dot separated, array indexes as numbers) -> messages. "" is the whole body.
   * A prototype-less object: a path such as `__proto__` or `constructor` is an ordinary key.
   */
  fieldErrors: Record<string, string[]>;
}

/** Enough to read; a body that says more is cut, so it cannot flood the page. */
const MAX_MESSAGE = 1_000;
const MAX_PATHS = 200;
/** How deep lists of messages are looked into (["a", ["b"]] is two). */
const MAX_LIST_DEPTH = 3;

/** An own property only: a key the body did not send reads as absent, whatever the prototype has. */
const own = (o: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(o, key) ? o[key] : undefined;
const clip = (s: string) => (s.length > MAX_MESSAGE ? `${s.slice(0, MAX_MESSAGE)}…` : s);

/** `$.Products[0].Quantity` -> `products.0.quantity` */
export function normaliseErrorKey(key: string): string {
  const segments = key
    .trim()
    .replace(/^\$\.?/, '')
    .replace(/\[["']?([^\]"']*)["']?\]/g, '.$1')
    .replace(/^\//, '')
    .split(/[./]/)
    .filter((s) => s !== '');
  return segments
    .map((s) => (/^\d+$/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1)))
    .join('.');
}

function messagesOf(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [clip(value)];
  if (Array.isArray(value))
    return depth < MAX_LIST_DEPTH ? value.flatMap((v) => messagesOf(v, depth + 1)) : [];
  const message = isRecord(value) ? own(value, 'message') : undefined;
  return typeof message === 'string' ? [clip(message)] : [];
}

function collectFieldErrors(errors: unknown): Record<string, string[]> {
  const out = Object.create(null) as Record<string, string[]>;
  let paths = 0;
  const add = (key: string, msgs: string[]) => {
    if (msgs.length === 0) return;
    const path = normaliseErrorKey(key);
    const earlier = Object.hasOwn(out, path) ? out[path] : undefined;
    if (!earlier && ++paths > MAX_PATHS) return;
    out[path] = [...(earlier ?? []), ...msgs];
  };
  if (isRecord(errors)) {
    for (const [key, value] of Object.entries(errors)) add(key, messagesOf(value));
  } else if (Array.isArray(errors)) {
    // A list of { field | pointer | name | path, message | detail }.
    for (const item of errors) {
      if (!isRecord(item)) continue;
      const key = ['field', 'pointer', 'name', 'path']
        .map((k) => own(item, k))
        .find((k) => typeof k === 'string');
      const msg = ['message', 'detail'].map((k) => own(item, k)).find((m) => typeof m === 'string');
      if (typeof key === 'string' && typeof msg === 'string') add(key, [clip(msg)]);
    }
  }
  return out;
}

/** Reads a parsed JSON error body. Returns undefined when it has nothing a person can use. */
export function parseProblem(body: unknown): ParsedProblem | undefined {
  if (!isRecord(body)) return undefined;
  const fieldErrors = collectFieldErrors(own(body, 'errors'));
  const parts = ['title', 'detail', 'message', 'error']
    .map((k) => own(body, k))
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map(clip);
  const message = [...new Set(parts)].join(' — ');
  if (message === '' && Object.keys(fieldErrors).length === 0) return undefined;
  return { message, fieldErrors };
}
