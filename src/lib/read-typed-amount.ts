// The one reader for an amount a person types (the order form, commissions, the bulk
// list, a sheet whose decimal sign is not known). "1,234.56" and "1.234,56" say which
// sign is the decimal one; "2,125" in an English-language browser does not: the comma
// is a thousands group there, but it is the decimal sign for most of Europe. A single
// separator before exactly three digits that is not the browser's decimal sign is never
// read silently: both readings are offered and the person chooses. What the console
// writes back (formatDecimal) always uses the browser's own sign, so it reads as itself.
import { formatDecimal, parseDecimal, personDecimalSign, type DecimalSign } from './parse-decimal';

export type TypedAmount =
  | { kind: 'empty' }
  | { kind: 'read'; value: number }
  /** Two readings: [thousands grouped, decimal]. The person chooses; nothing is sent before. */
  | { kind: 'ask'; text: string; readings: readonly [number, number] }
  | { kind: 'invalid'; error: string };

/** One to three digits (not starting with 0), one separator, exactly three digits. */
const EITHER = /^([1-9]\d{0,2})([.,])(\d{3})$/;

export function readTypedAmount(raw: string, sign: DecimalSign = personDecimalSign()): TypedAmount {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  const negative = text.startsWith('-');
  const m = EITHER.exec(text.replace(/^[+-]/, ''));
  if (m?.[1] && m[3] && m[2] !== sign) {
    const s = negative ? -1 : 1;
    const grouped = s * Number(`${m[1]}${m[3]}`);
    const decimal = s * Number(`${m[1]}.${m[3]}`);
    return { kind: 'ask', text, readings: [grouped, decimal] };
  }
  const parsed = parseDecimal(text, sign);
  if (!parsed.ok) return { kind: 'invalid', error: parsed.error };
  return parsed.value === undefined ? { kind: 'empty' } : { kind: 'read', value: parsed.value };
}

/** The text to put in the field for a chosen reading: it reads back as exactly that value. */
export const textForReading = (value: number, sign: DecimalSign = personDecimalSign()) =>
  formatDecimal(value, sign);

/** "2,125: 2125 or 2.125?" — the question, with the readings as the person writes numbers. */
export function askQuestion(
  ask: { text: string; readings: readonly [number, number] },
  sign: DecimalSign = personDecimalSign(),
) {
  const [grouped, decimal] = ask.readings;
  return `${ask.text}: ${textForReading(grouped, sign)} or ${textForReading(decimal, sign)}?`;
}

/** The field error while a reading is not chosen. */
export const askError = (
  ask: { text: string; readings: readonly [number, number] },
  sign: DecimalSign = personDecimalSign(),
) =>
  `“${ask.text}” could be ${textForReading(ask.readings[0], sign)} or ${textForReading(ask.readings[1], sign)}: choose which you mean.`;

/**
 * "Read as 1234.56" where the reading could surprise: the text is not how the browser
 * writes the value, or it has the shape that is asked ("2.125", a chosen reading).
 * Undefined for plain text ("12", "2.5"), empty or unreadable text, and while asked.
 */
export function readAsText(raw: string, sign: DecimalSign = personDecimalSign()) {
  const read = readTypedAmount(raw, sign);
  if (read.kind !== 'read') return undefined;
  const text = raw.trim();
  const written = textForReading(read.value, sign);
  if (written === text && !EITHER.test(text.replace(/^[+-]/, ''))) return undefined;
  return `Read as ${written}`;
}
