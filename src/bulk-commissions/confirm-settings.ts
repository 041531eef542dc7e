// What the bulk confirmation restates: each distinct set of settings it will send
// (type with its label, apply individually, the amount as read) with how many
// affiliates get it, and the amounts asked again (a percentage over 100, ten times
// above or below an affiliate's last set), each by value.
import { amountChecks, formatAmount, typeName, type CommissionTypeLabel } from '../commissions';
import type { DecimalSign } from '../lib/parse-decimal';
import type { ReviewRow } from './review-rows';

interface SettingsGroup {
  type: string;
  apply: string;
  amount: string;
  count: number;
}

export function settingsGroups(
  rows: readonly ReviewRow[],
  types: readonly CommissionTypeLabel[],
  sign?: DecimalSign,
): SettingsGroup[] {
  const groups = new Map<string, SettingsGroup>();
  for (const r of rows) {
    const s = r.update?.commissions;
    if (!s) continue;
    const unit = types.find((t) => t.value === s.type)?.unit;
    const group = {
      type: typeName(s.type, types),
      apply: s.applyIndividual ? 'Yes' : 'No',
      amount: formatAmount(s.amount, unit, sign),
    };
    const key = `${group.type}\u0000${group.apply}\u0000${group.amount}`;
    const found = groups.get(key);
    if (found) found.count++;
    else groups.set(key, { ...group, count: 1 });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}

/** Each distinct reason to ask again, with the affiliates it concerns ("aff-1 (12500 %)"). */
export function bulkAmountChecks(
  rows: readonly ReviewRow[],
  types: readonly CommissionTypeLabel[],
  sign?: DecimalSign,
): { text: string; ids: string[] }[] {
  const found = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.update) continue;
    for (const c of amountChecks(r.update.commissions, r.before, types, sign)) {
      const ids = found.get(c.text) ?? [];
      ids.push(r.id);
      found.set(c.text, ids);
    }
  }
  return [...found].map(([text, ids]) => ({ text, ids }));
}
