// The money check as a CSV file: one row per line per currency, amounts as numbers
// from integer cents (n / 100 prints exactly); formula-safe through the shared CSV cell writer.
import { toCsvLine } from '../../../lib/csv';
import type { CurrencyCheck } from '../../pipeline/money/money-check';
import { checkLines, type AfterSend } from './money-check-lines';

export function moneyCheckCsv(checks: readonly CurrencyCheck[], after: readonly AfterSend[] = []) {
  const rows = [toCsvLine(['currency', 'line', 'orders', 'amount', 'order_ids'])];
  for (const c of checks)
    for (const l of checkLines(
      c,
      after.find((a) => a.currency === c.currency),
    ))
      rows.push(
        // A number, not text: "-59.9" as text would be taken for a formula and quoted.
        toCsvLine([c.currency, l.label, l.orders, l.cents / 100, l.named?.join(' ')]),
      );
  return rows.join('\r\n') + '\r\n';
}
