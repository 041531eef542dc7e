// Reads a number typed by a person or written in a file. A dot or a comma may be the
// decimal sign ("12.5", "12,5", "1.234,50", "1,234.50" are all plain); only a single
// separator before exactly three digits ("1,234", "1.234") could be either, and there
// the locale decides: the file's, when its other cells show it, else the person's.

export type Parsed = { ok: true; value: number | undefined } | { ok: false; error: string };

/** The character that starts the decimals. */
export type DecimalSign = '.' | ',';

const signs = new Map<string, DecimalSign>();

/** The decimal sign of a locale, as Intl writes 1.5 in it ("de-DE" -> ","). */
export function localeDecimalSign(locale: string): DecimalSign {
  let sign = signs.get(locale);
  if (!sign) {
    let part: string | undefined;
    try {
      part = new Intl.NumberFormat(locale)
        .formatToParts(1.5)
        .find((p) => p.type === 'decimal')?.value;
    } catch {
      part = undefined; // a language tag Intl does not take
    }
    sign = part === ',' ? ',' : '.';
    signs.set(locale, sign);
  }
  return sign;
}

/** The decimal sign of the person's browser language. */
export const personDecimalSign = (): DecimalSign =>
  localeDecimalSign(typeof navigator === 'undefined' ? 'en' : navigator.language || 'en');

const PLAIN = /^\d+\.?\d*(?:[eE][+-]?\d+)?$|^\.\d+(?:[eE][+-]?\d+)?$/;
/** Groups of three after a first group of one to three digits, with spaces as some locales write them. */
const grouped = (text: string, sep: string) =>
  new RegExp(`^\\d{1,3}(?:[${sep === '.' ? '\\.' : sep} \\u00a0\\u202f]\\d{3})+$`).test(text);
const AMBIGUOUS = /^[1-9]\d{0,2}[.,]\d{3}$/;

/** The value written with a dot and no grouping, or undefined when it is not a number. */
function plainText(body: string, sign: DecimalSign): string | undefined {
  if (PLAIN.test(body)) {
    // "1.234" in a comma locale groups thousands.
    if (sign === ',' && AMBIGUOUS.test(body)) return body.replace('.', '');
    return body;
  }
  const lastComma = body.lastIndexOf(',');
  const lastDot = body.lastIndexOf('.');
  const at = Math.max(lastComma, lastDot);
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the last one starts the decimals, the other groups thousands.
    const decimal = body[at] as DecimalSign;
    const int = body.slice(0, at);
    const frac = body.slice(at + 1);
    if (!grouped(int, decimal === '.' ? ',' : '.') || !/^\d+$/.test(frac)) return undefined;
    return `${int.replace(/[^\d]/g, '')}.${frac}`;
  }
  // Grouped with spaces, as French or Swedish write it: "1 234,5".
  const spaced = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+)([.,]\d+)?$/.exec(body);
  if (spaced?.[1])
    return `${spaced[1].replace(/[^\d]/g, '')}${(spaced[2] ?? '').replace(',', '.')}`;
  if (lastComma >= 0) {
    if (AMBIGUOUS.test(body)) return sign === ',' ? body.replace(',', '.') : body.replace(',', '');
    if (grouped(body, ',') && body.split(',').length > 2) return body.replace(/,/g, '');
    if (/^\d*,\d+$|^\d+,$/.test(body)) return body.replace(',', '.');
    return undefined;
  }
  // Grouped with dots: "1.234.567".
  if (grouped(body, '.') && body.split('.').length > 2) return body.replace(/[^\d]/g, '');
  return undefined;
}

/**
 * A number as text -> its value; empty text is undefined. `sign` settles "1,234":
 * the file's sign when known, else the person's.
 */
export function parseDecimal(raw: string, sign: DecimalSign = personDecimalSign()): Parsed {
  const text = raw.trim();
  if (text === '') return { ok: true, value: undefined };
  const negative = /^[+-]/.test(text) ? text[0] === '-' : false;
  const body = text.replace(/^[+-]/, '');
  const plain = plainText(body, sign);
  if (plain === undefined)
    return { ok: false, error: `Enter a number, e.g. ${sign === ',' ? '12,50' : '12.50'}.` };
  const value = Number(`${negative ? '-' : ''}${plain}`);
  if (!Number.isFinite(value)) return { ok: false, error: 'That number is too large.' };
  return { ok: true, value };
}

/** A number in the form it was read in: "12,5" for a comma locale or file. No grouping. */
export const formatDecimal = (value: number, sign: DecimalSign = personDecimalSign()) =>
  sign === ',' ? String(value).replace('.', ',') : String(value);

/**
 * The decimal sign a file's cells show, when some cell settles it ("12,5", "1.234,50",
 * "1,234,567") and none says the other; undefined when none does, or they disagree.
 */
export function fileDecimalSign(cells: Iterable<string>): DecimalSign | undefined {
  let found: DecimalSign | undefined;
  for (const raw of cells) {
    const body = raw.trim().replace(/^[+-]/, '').replace(/\s*%$/, '');
    const sign = shownSign(body);
    if (sign === undefined) continue;
    if (found !== undefined && found !== sign) return undefined;
    found = sign;
  }
  return found;
}

function shownSign(body: string): DecimalSign | undefined {
  if (AMBIGUOUS.test(body)) return undefined;
  const lastComma = body.lastIndexOf(',');
  const lastDot = body.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) return lastComma > lastDot ? ',' : '.';
  const sep = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : undefined;
  if (!sep) return undefined;
  if (body.split(sep).length > 2) return sep === ',' ? '.' : ','; // "1,234,567" groups
  return /^\d*[.,]\d+$/.test(body) ? sep : undefined;
}
