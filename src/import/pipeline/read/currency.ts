// Currencies: the contract has no currency field, so an imported order carries
// its currency in metadata.currency, and orders in a currency other than the
// file's main one are flagged.

const SYMBOLS: Record<string, string> = {
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  '₩': 'KRW',
};

/** "eur" -> "EUR", "€" -> "EUR"; "$" and other unclear text -> undefined. */
export function normaliseCurrency(raw: string): string | undefined {
  const text = raw.trim();
  const symbol = SYMBOLS[text];
  if (symbol) return symbol;
  return /^[a-z]{3}$/i.test(text) ? text.toUpperCase() : undefined;
}

/** The most common currency; ties go to the one met first. */
export function mainCurrency(codes: Iterable<string | undefined>): string | undefined {
  const counts = new Map<string, number>();
  for (const c of codes) if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
  let best: string | undefined;
  for (const [c, n] of counts) if (best === undefined || n > (counts.get(best) ?? 0)) best = c;
  return best;
}

const DIGITS = new Map<string, number>();

/**
 * Digits after the decimal sign in the currency's usual notation (ISO 4217, as the browser
 * knows it: JPY 0, EUR 2, KWD 3): what an amount in the currency's lowest unit is divided by
 * (Paddle: "100 JPY is 100"). No currency, or one the browser does not know: 2.
 */
export function currencyDigits(code: string | undefined): number {
  if (code === undefined) return 2;
  let digits = DIGITS.get(code);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    DIGITS.set(code, digits);
  }
  return digits;
}
