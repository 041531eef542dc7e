// Failed orders a retry cannot help, grouped by cause and by value, so that one mapping
// mistake reads as one line ("Unknown referral code: BOBBIKES15 × 12, CLARA25 × 13") with
// one fix, not thirty. A 404 to an order is the service not knowing its referral code.
import type { JobItem } from '../../outbox/jobs';

export interface FailureGroup {
  /** Unknown referral codes (fixed by mapping each to an affiliate's code), or refused as sent. */
  kind: 'unknown-code' | 'refused';
  /** The service's status and message, for a refused group. */
  status?: number;
  message?: string;
  count: number;
  /** The referral codes of an unknown-code group, largest first; empty for refused. */
  values: { value: string; count: number }[];
  /** What "Leave them out" records: one key per value (see leftOutKey). */
  keys: string[];
}

const UNKNOWN_CODE = 404;

/** The key a person's "leave them out" is recorded under, for one failed order. */
export function leftOutKey(item: Pick<JobItem, 'status' | 'message' | 'meta'>): string {
  return item.status === UNKNOWN_CODE
    ? `code:${item.meta.referralCode ?? ''}`
    : `refused:${String(item.status ?? 0)}:${item.message ?? ''}`;
}

export interface Failures {
  groups: FailureGroup[];
  /** Failed orders a person chose to leave out, by value ("BOBBIKES15" or the message). */
  leftOut: { count: number; values: { value: string; count: number }[] };
}

const byCount = (a: { count: number }, b: { count: number }) => b.count - a.count;

/** Tallies failed orders (those a retry cannot help) by cause and value, a batch at a time; left-out ones apart. */
export class FailureTally {
  private codes = new Map<string, number>();
  private refused = new Map<string, FailureGroup>();
  private left = new Map<string, number>();
  private leftCount = 0;

  constructor(private readonly isLeftOut: (key: string) => boolean) {}

  add(item: JobItem) {
    const key = leftOutKey(item);
    if (this.isLeftOut(key)) {
      this.leftCount++;
      const value =
        item.status === UNKNOWN_CODE ? (item.meta.referralCode ?? '') : (item.message ?? '');
      this.left.set(value, (this.left.get(value) ?? 0) + 1);
    } else if (item.status === UNKNOWN_CODE) {
      const code = item.meta.referralCode ?? '';
      this.codes.set(code, (this.codes.get(code) ?? 0) + 1);
    } else {
      const g = this.refused.get(key);
      if (g) g.count++;
      else
        this.refused.set(key, {
          kind: 'refused',
          ...(item.status !== undefined ? { status: item.status } : {}),
          ...(item.message !== undefined ? { message: item.message } : {}),
          count: 1,
          values: [],
          keys: [key],
        });
    }
  }

  result(): Failures {
    const groups: FailureGroup[] = [];
    if (this.codes.size > 0) {
      const values = [...this.codes].map(([value, count]) => ({ value, count })).sort(byCount);
      groups.push({
        kind: 'unknown-code',
        count: values.reduce((n, v) => n + v.count, 0),
        values,
        keys: values.map((v) => `code:${v.value}`),
      });
    }
    groups.push(...[...this.refused.values()].sort(byCount));
    return {
      groups,
      leftOut: {
        count: this.leftCount,
        values: [...this.left].map(([value, count]) => ({ value, count })).sort(byCount),
      },
    };
  }
}

/** "BOBBIKES15 × 12, CLARA25 × 13": values with their counts. */
export const valuesText = (values: readonly { value: string; count: number }[]) =>
  values.map((v) => `${v.value} × ${v.count.toLocaleString()}`).join(', ');
