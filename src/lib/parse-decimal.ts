// Reads a number typed by a person. Only plain decimals with a dot are taken:
// "1,234" could be one thousand or one point two, so it is refused, not guessed.

export type Parsed = { ok: true; value: number | undefined } | { ok: false; error: string };

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export function parseDecimal(raw: string): Parsed {
  const text = raw.trim();
  if (text === '') return { ok: true, value: undefined };
  if (text.includes(','))
    return {
      ok: false,
      error: 'Use a dot for decimals and no thousands separators, e.g. 1234.50.',
    };
  if (!DECIMAL.test(text)) return { ok: false, error: 'Enter a number, e.g. 12.50.' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, error: 'That number is too large.' };
  return { ok: true, value };
}
