// Money with its unit, one currency at a time: Insights never adds amounts in
// different currencies. Orders whose metadata named no currency are said to be so.
import type { PerCurrency } from './insight-totals';

const money = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "1,234.50 EUR"; "1,234.50 (no currency given)" for orders that named none. */
export const moneyIn = (amount: number, currency: string) =>
  `${money.format(Math.round(amount * 100) / 100)} ${currency || '(no currency given)'}`;

/** "12.50 EUR · 3.00 USD", largest first; "none" when there is nothing. */
export const perCurrencyText = (sums: PerCurrency) =>
  [...sums]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([currency, amount]) => moneyIn(amount, currency))
    .join(' · ') || 'none';

/** "1 order", "2 orders": a count with its noun, singular when it is one. */
export const countOf = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString()} ${n === 1 ? one : many}`;
