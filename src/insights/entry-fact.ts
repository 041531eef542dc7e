// Each History entry reduced, as soon as it is read, to the few things Insights
// counts: the full entry (request and response bodies) is dropped with its batch.
import type { HistoryEntry } from '../history';
import { isRecord } from '../api/is-record';

export type FactResult = 'recorded' | 'failed' | 'unknown';

export interface CommissionAfter {
  type: number;
  applyIndividual: boolean;
  amount: number;
}

interface BaseFact {
  startedAt: number;
  connectionId: string;
  result: FactResult;
}
export interface OrderFact extends BaseFact {
  operation: 'order';
  orderId: string;
  referralCode: string;
  /** Σ products[].total as sent; products without a total add nothing. */
  total: number;
  /** The `commission` the service's answer carried (the contract does not promise one). */
  commission?: number;
}
export interface CommissionFact extends BaseFact {
  operation: 'commissions';
  entryId: number | undefined;
  affiliateId: string;
  typeLabel?: string;
  after?: CommissionAfter;
}
export type EntryFact = OrderFact | CommissionFact;

/** "pending" is a send whose answer never came back to be written: unknown, too. */
const resultOf = (e: HistoryEntry): FactResult =>
  e.outcome.result === 'pending' ? 'unknown' : e.outcome.result;

// Plain object literals, not spreads: this runs once per entry read (200,000 at a time).
export function factOf(e: HistoryEntry): EntryFact {
  const result = resultOf(e);
  if (e.operation === 'commissions') {
    const body = isRecord(e.requestBody) ? e.requestBody : {};
    const fact: CommissionFact = {
      operation: 'commissions',
      startedAt: e.startedAt,
      connectionId: e.connectionId,
      result,
      entryId: e.id,
      affiliateId: e.affiliateId ?? (typeof body.id === 'string' ? body.id : ''),
    };
    const after = settingsOf(body.commissions);
    if (after) fact.after = after;
    if (e.commissionTypeLabel) fact.typeLabel = e.commissionTypeLabel;
    return fact;
  }
  const fact: OrderFact = {
    operation: 'order',
    startedAt: e.startedAt,
    connectionId: e.connectionId,
    result,
    orderId: e.orderId ?? '',
    referralCode: e.referralCode ?? '',
    total: orderTotal(e.requestBody),
  };
  const commission = result === 'recorded' ? answeredCommission(e.outcome.responseBody) : undefined;
  if (commission !== undefined) fact.commission = commission;
  return fact;
}

export function orderTotal(body: unknown): number {
  if (!isRecord(body) || !Array.isArray(body.products)) return 0;
  let sum = 0;
  for (const p of body.products as unknown[])
    if (isRecord(p) && typeof p.total === 'number' && Number.isFinite(p.total)) sum += p.total;
  return sum;
}

/** A number in the answer's `commission` field, else undefined (no field, null, not JSON). */
export function answeredCommission(body: string | undefined): number | undefined {
  // Most answers are skipped without parsing.
  if (!body?.includes('"commission"')) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    const c = isRecord(parsed) ? parsed.commission : undefined;
    return typeof c === 'number' && Number.isFinite(c) ? c : undefined;
  } catch {
    return undefined;
  }
}

function settingsOf(value: unknown): CommissionAfter | undefined {
  if (!isRecord(value)) return undefined;
  const { type, applyIndividual, amount } = value;
  return typeof type === 'number' &&
    typeof applyIndividual === 'boolean' &&
    typeof amount === 'number'
    ? { type, applyIndividual, amount }
    : undefined;
}
