// Error bodies -> one message plus field errors keyed by wire path
// ("products.0.quantity"). Handles RFC 9457 problem+json and ASP.NET-style
// `errors` maps whose keys look like `products[0].quantity`,
// `Products[0].Quantity` or `$.products[0].quantity`.

export interface ParsedProblem {
  message: string;
  /** Wire path (dot separated, array indexes as numbers) -> messages. "" is the whole body. */
  fieldErrors: Record<string, string[]>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

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

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (isRecord(value) && typeof value.message === 'string') return [value.message];
  return [];
}

function collectFieldErrors(errors: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (key: string, msgs: string[]) => {
    if (msgs.length === 0) return;
    const path = normaliseErrorKey(key);
    out[path] = [...(out[path] ?? []), ...msgs];
  };
  if (isRecord(errors)) {
    for (const [key, value] of Object.entries(errors)) add(key, messagesOf(value));
  } else if (Array.isArray(errors)) {
    // A list of { field | pointer | name, message | detail }.
    for (const item of errors) {
      if (!isRecord(item)) continue;
      const key = [item.field, item.pointer, item.name, item.path].find(
        (k) => typeof k === 'string',
      );
      const msg = [item.message, item.detail].find((m) => typeof m === 'string');
      if (typeof key === 'string' && typeof msg === 'string') add(key, [msg]);
    }
  }
  return out;
}

/** Reads a parsed JSON error body. Returns undefined when it has nothing a person can use. */
export function parseProblem(body: unknown): ParsedProblem | undefined {
  if (!isRecord(body)) return undefined;
  const fieldErrors = collectFieldErrors(body.errors);
  const parts = [body.title, body.detail, body.message, body.error].filter(
    (p): p is string => typeof p === 'string' && p.trim() !== '',
  );
  const message = [...new Set(parts)].join(' — ');
  if (message === '' && Object.keys(fieldErrors).length === 0) return undefined;
  return { message, fieldErrors };
}
