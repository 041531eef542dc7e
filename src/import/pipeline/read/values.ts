// Reading spreadsheet values: numbers written many ways, dates in the formats
// shops export, yes/no words. Ambiguous input is flagged, never guessed.

export type Read<T> = { ok: true; value: T } | { ok: false; error: string };

const CURRENCY = /[\s\u00a0$€£¥₹]|^[A-Z]{3}\s?|\s?[A-Z]{3}$/g;

/** "1,234.50", "1.234,50", "12,5", "$ 20" -> "1234.50" | "12.5" | "20". "1,234" is ambiguous. */
export function normaliseNumber(raw: string): Read<string> {
  const text = raw.trim().replace(CURRENCY, '');
  if (text === '') return { ok: true, value: '' };
  const negative = /^\(.*\)$/.test(text) || text.startsWith('-');
  const body = text.replace(/^[(-]|\)$/g, '');
  const sign = negative ? '-' : '';
  if (/^\d*\.?\d+(e[+-]?\d+)?$/i.test(body) || /^\d+\.$/.test(body))
    return { ok: true, value: sign + body };
  const lastComma = body.lastIndexOf(',');
  const lastDot = body.lastIndexOf('.');
  const grouped = (s: string, sep: string) => new RegExp(`^\\d{1,3}(\\${sep}\\d{3})+$`).test(s);
  if (lastComma >= 0 && lastDot >= 0) {
    const [thousands] = lastDot > lastComma ? [',', '.'] : ['.', ','];
    const [int, frac] = [
      body.slice(0, Math.max(lastComma, lastDot)),
      body.slice(Math.max(lastComma, lastDot) + 1),
    ];
    if (!grouped(int, thousands) || !/^\d+$/.test(frac))
      return { ok: false, error: `"${raw.trim()}" is not a number.` };
    return { ok: true, value: `${sign}${int.split(thousands).join('')}.${frac}` };
  }
  if (lastComma >= 0) {
    if (grouped(body, ',') && body.split(',').length > 2)
      return { ok: true, value: sign + body.replace(/,/g, '') };
    if (/^\d+,\d{3}$/.test(body))
      return {
        ok: false,
        error: `"${raw.trim()}" could be ${body.replace(',', '')} or ${body.replace(',', '.')}: write it without a thousands separator.`,
      };
    if (/^\d*,\d+$/.test(body)) return { ok: true, value: sign + body.replace(',', '.') };
  }
  if (lastDot >= 0 && grouped(body, '.') && body.split('.').length > 2)
    return { ok: true, value: sign + body.replace(/\./g, '') };
  return { ok: false, error: `"${raw.trim()}" is not a number.` };
}

/** A number as files write it -> a finite number, or undefined for an empty cell. */
export function readNumber(raw: string): Read<number | undefined> {
  const n = normaliseNumber(raw);
  if (!n.ok) return n;
  if (n.value === '') return { ok: true, value: undefined };
  const value = Number(n.value);
  return Number.isFinite(value)
    ? { ok: true, value }
    : { ok: false, error: `"${raw.trim()}" is too large a number.` };
}

/** ISO 8601, "2025-10-07 09:50:26 +0200", epoch seconds or milliseconds -> epoch ms. */
export function parseDate(raw: string): Read<number | undefined> {
  const text = raw.trim();
  if (text === '') return { ok: true, value: undefined };
  if (/^\d{9,13}$/.test(text)) {
    const n = Number(text);
    return { ok: true, value: text.length <= 11 ? n * 1000 : n };
  }
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (dateOnly)
    return {
      ok: true,
      value: new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])).getTime(),
    };
  // Shopify: "2025-10-07 09:50:26 +0200"; also "...T09:50:26Z", "...+02:00".
  const m =
    /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      text,
    );
  if (m) {
    const zone =
      m[3] === undefined
        ? ''
        : m[3].toUpperCase() === 'Z'
          ? 'Z'
          : m[3].replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
    const ms = Date.parse(`${m[1]}T${m[2]}${zone}`);
    if (Number.isFinite(ms)) return { ok: true, value: ms };
  }
  return {
    ok: false,
    error: `"${text}" is not a date this console reads (ISO 8601, "2025-10-07 09:50:26 +0200", or epoch seconds/milliseconds).`,
  };
}

// No "paid": that word is a customer's payment status, which must never read as yes.
const TRUE = new Set(['true', 'yes', 'y', '1', 'x']);
const FALSE = new Set(['false', 'no', 'n', '0', '']);

export function parseYesNo(raw: string): Read<boolean | undefined> {
  const text = raw.trim().toLowerCase();
  if (text === '') return { ok: true, value: undefined };
  if (TRUE.has(text)) return { ok: true, value: true };
  if (FALSE.has(text)) return { ok: true, value: false };
  return { ok: false, error: `"${raw.trim()}" is not yes or no.` };
}
