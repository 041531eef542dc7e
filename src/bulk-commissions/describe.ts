// Commission settings in words, with this connection's type labels and units:
// "amount 10 % → 15 %", "type 0 · Percentage → 1 · Fixed amount".
import type { CommissionSettings } from '../api/contract';
import { formatAmount, typeName, type CommissionTypeLabel } from '../commissions';
import type { DecimalSign } from '../lib/parse-decimal';

const unitOf = (type: number, types: readonly CommissionTypeLabel[]) =>
  types.find((t) => t.value === type)?.unit;

/** `sign`: the decimal sign of the file the amounts came from, else the person's. */
const amountText = (
  s: CommissionSettings,
  types: readonly CommissionTypeLabel[],
  sign: DecimalSign | undefined,
) => formatAmount(s.amount, unitOf(s.type, types), sign);

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/** "0 · Percentage, 15 %, individually: no" */
export const describeSettings = (
  s: CommissionSettings,
  types: readonly CommissionTypeLabel[],
  sign?: DecimalSign,
) =>
  `${typeName(s.type, types)}, ${amountText(s, types, sign)}, individually: ${yesNo(s.applyIndividual)}`;

/** Each setting that differs, before → after; empty when nothing changes. */
export function settingChanges(
  before: CommissionSettings,
  after: CommissionSettings,
  types: readonly CommissionTypeLabel[],
  sign?: DecimalSign,
): string[] {
  const out: string[] = [];
  if (before.type !== after.type)
    out.push(`type ${typeName(before.type, types)} → ${typeName(after.type, types)}`);
  // A new type changes the amount's unit: the amount is shown again even when its number is the same.
  if (before.amount !== after.amount || before.type !== after.type)
    out.push(`amount ${amountText(before, types, sign)} → ${amountText(after, types, sign)}`);
  if (before.applyIndividual !== after.applyIndividual)
    out.push(`individually ${yesNo(before.applyIndividual)} → ${yesNo(after.applyIndividual)}`);
  return out;
}
