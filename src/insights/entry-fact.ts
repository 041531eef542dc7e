// A commission update reduced to what the timeline shows. Orders are not read one by
// one any more: History keeps their rollups (history's rollup.ts).
import type { HistoryEntry } from '../history';
import { isRecord } from '../api/is-record';

export type FactResult = 'recorded' | 'failed' | 'unknown';

export interface CommissionAfter {
  type: number;
  applyIndividual: boolean;
  amount: number;
}

export interface CommissionFact {
  startedAt: number;
  connectionId: string;
  /** "pending" is a send whose answer never came back to be written: unknown, too. */
  result: FactResult;
  entryId: number | undefined;
  affiliateId: string;
  typeLabel?: string;
  after?: CommissionAfter;
}

export function changeFactOf(e: HistoryEntry): CommissionFact {
  const body = isRecord(e.requestBody) ? e.requestBody : {};
  const fact: CommissionFact = {
    startedAt: e.startedAt,
    connectionId: e.connectionId,
    result: e.outcome.result === 'pending' ? 'unknown' : e.outcome.result,
    entryId: e.id,
    affiliateId: e.affiliateId ?? (typeof body.id === 'string' ? body.id : ''),
  };
  const after = settingsOf(body.commissions);
  if (after) fact.after = after;
  if (e.commissionTypeLabel) fact.typeLabel = e.commissionTypeLabel;
  return fact;
}

/** An accepted update whose settings are known: what "before" can be. */
export const setsSettings = (e: HistoryEntry) => {
  const f = changeFactOf(e);
  return f.result === 'recorded' && f.after !== undefined;
};

function settingsOf(value: unknown): CommissionAfter | undefined {
  if (!isRecord(value)) return undefined;
  const { type, applyIndividual, amount } = value;
  return typeof type === 'number' &&
    typeof applyIndividual === 'boolean' &&
    typeof amount === 'number'
    ? { type, applyIndividual, amount }
    : undefined;
}
