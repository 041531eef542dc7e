// Amounts that are asked again before they leave: a percentage over 100, or an amount
// ten times above or below what this console last set for the affiliate (same type).
// Each says the value and why, so the person sees a thousand-fold misreading.
import type { CommissionSettings } from '../api/contract';
import { formatDecimal, type DecimalSign } from '../lib/parse-decimal';
import {
  formatAmount,
  isPercentageType,
  PERCENT_RULE,
  typeName,
  type CommissionTypeLabel,
} from './commission-types';

export type AmountCheck = {
  kind: 'over-100' | 'ten-times-above' | 'ten-times-below';
  text: string;
};

const unitOf = (type: number, types: readonly CommissionTypeLabel[]) =>
  types.find((t) => t.value === type)?.unit;

export function amountChecks(
  next: CommissionSettings,
  before: CommissionSettings | undefined,
  types: readonly CommissionTypeLabel[],
  sign?: DecimalSign,
): AmountCheck[] {
  const checks: AmountCheck[] = [];
  const shown = formatAmount(next.amount, unitOf(next.type, types), sign);
  if (isPercentageType(next.type, types) && next.amount > 100)
    checks.push({
      kind: 'over-100',
      text: `${formatDecimal(next.amount, sign)} % is over 100 %: type ${typeName(next.type, types)} is a percentage (${PERCENT_RULE}).`,
    });
  if (before && before.type === next.type && before.amount !== 0) {
    const ratio = Math.abs(next.amount) / Math.abs(before.amount);
    const was = formatAmount(before.amount, unitOf(before.type, types), sign);
    if (ratio >= 10)
      checks.push({
        kind: 'ten-times-above',
        text: `${shown} is ten times or more the ${was} last set from this console.`,
      });
    else if (ratio <= 0.1)
      checks.push({
        kind: 'ten-times-below',
        text: `${shown} is a tenth or less of the ${was} last set from this console.`,
      });
  }
  return checks;
}
