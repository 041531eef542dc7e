// Cents as an amount with two decimals, exactly (no float formatting): the import's
// messages and an affiliate's statement say amounts the same way.

/** 123456 -> "1234.56", -5 -> "-0.05". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
