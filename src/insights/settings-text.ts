import type { CommissionAfter } from './entry-fact';

/** "type 1 (Percentage), amount 10, individually" in a few words. */
export function settingsText(s: CommissionAfter, typeLabel?: string): string {
  const type = typeLabel ? `${typeLabel} (type ${s.type})` : `type ${s.type}`;
  return `${type}, amount ${s.amount}${s.applyIndividual ? ', individually' : ''}`;
}
