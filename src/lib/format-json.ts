// Pretty JSON for people, safe for any value a service or a person sends: it
// stops at a depth (JSON.stringify overflows the stack on deep values) and
// after a number of characters (a 10 MB body would freeze the page).
import type { ResponseBody } from '../api/client';

/** What is shown before "Show all". */
export const DISPLAY_LIMIT = 64 * 1024;
const MAX_DEPTH = 64;
const DEEPER = '… deeper levels not shown';

export interface Shown {
  text: string;
  /** More than `limit` characters: only the first part is in `text`. */
  cut: boolean;
}

class Writer {
  private parts: string[] = [];
  private length = 0;
  constructor(private readonly limit: number) {}
  /** Characters still wanted, and one more to tell that there was more. */
  get room() {
    return this.limit - this.length + 1;
  }
  /** Past the limit: stop writing (one character past it says there was more). */
  get full() {
    return this.length > this.limit;
  }
  push(s: string) {
    this.parts.push(s);
    this.length += s.length;
  }
  result(): Shown {
    const text = this.parts.join('');
    return text.length > this.limit
      ? { text: text.slice(0, this.limit), cut: true }
      : { text, cut: false };
  }
}

/** JSON.stringify as it is: undefined, a function or a symbol has no JSON and gives undefined. */
const stringify: (value: unknown) => string | undefined = JSON.stringify;

/** A string, number, boolean or null as JSON; a long string only as far as there is room. */
function scalar(value: unknown, room: number): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string' && value.length > room) return JSON.stringify(value.slice(0, room));
  return stringify(value) ?? 'null';
}

function write(value: unknown, depth: number, out: Writer): void {
  if (value === null || typeof value !== 'object') {
    out.push(scalar(value, out.room));
    return;
  }
  const isArray = Array.isArray(value);
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  const record = value as Record<string, unknown>;
  const keys = isArray ? null : Object.keys(record).filter((k) => record[k] !== undefined);
  const count = isArray ? (value as unknown[]).length : (keys?.length ?? 0);
  if (count === 0) {
    out.push(open + close);
    return;
  }
  if (depth >= MAX_DEPTH) {
    out.push(`${open} ${DEEPER} ${close}`);
    return;
  }
  const pad = '  '.repeat(depth + 1);
  out.push(open);
  for (let i = 0; i < count && !out.full; i++) {
    out.push(`${i === 0 ? '' : ','}\n${pad}`);
    if (keys) {
      const key = keys[i] ?? '';
      out.push(`${JSON.stringify(key)}: `);
      write(record[key], depth + 1, out);
    } else write((value as unknown[])[i], depth + 1, out);
  }
  out.push(`\n${'  '.repeat(depth)}${close}`);
}

/** Like JSON.stringify(value, null, 2), but depth-capped and cut after `limit` characters. */
export function formatJson(value: unknown, limit = DISPLAY_LIMIT): Shown {
  const out = new Writer(limit);
  write(value, 0, out);
  return out.result();
}

export const cutText = (text: string, limit = DISPLAY_LIMIT): Shown =>
  text.length > limit ? { text: text.slice(0, limit), cut: true } : { text, cut: false };

/** A response body as text to show: JSON pretty-printed, text as it is, both cut. */
export function bodyForDisplay(body: ResponseBody, limit = DISPLAY_LIMIT): Shown {
  if (body.kind === 'empty') return { text: '', cut: false };
  if (body.kind === 'json') return formatJson(body.value, limit);
  return cutText(body.text, limit);
}
