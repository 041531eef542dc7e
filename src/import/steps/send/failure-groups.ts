// Failed orders a retry cannot help, grouped by cause and by value, so that one mapping
// mistake reads as one line ("Unknown referral code: BOBBIKES15 × 12, CLARA25 × 13") with
// one fix, not thirty. A 404 to an order is the service not knowing its referral code.
// Orders the team's duplicate guard kept back group too: by the colleague who sent them
// first, and those the team could not be asked about.
import { teamHoldOf, type JobItem } from '../../../outbox/jobs';

export interface FailureGroup {
  /**
   * Unknown referral codes (fixed by mapping each to an affiliate's code), refused as sent,
   * sent first by a colleague (values: who), or kept back because the team could not be asked.
   */
  kind: 'unknown-code' | 'refused' | 'colleague' | 'unasked';
  /** The service's status and message, for a refused group. */
  status?: number;
  message?: string;
  count: number;
  /** The referral codes of an unknown-code group, or the colleagues, largest first; else empty. */
  values: { value: string; count: number }[];
  /** What "Leave them out" records: one key per value (see leftOutKey). */
  keys: string[];
}

const UNKNOWN_CODE = 404;

type Grouped = Pick<JobItem, 'state' | 'cause' | 'note' | 'status' | 'meta'>;

/** What groups a failed order: its cause (the stored code, never its words), and the value it is counted under. */
function causeOf(item: Grouped) {
  const hold = teamHoldOf(item);
  if (hold?.kind === 'colleague') return { kind: 'colleague', value: hold.by } as const;
  if (hold) return { kind: 'unasked', value: '' } as const;
  if (item.cause === 'refused' && item.status === UNKNOWN_CODE)
    return { kind: 'unknown-code', value: item.meta.referralCode ?? '' } as const;
  return { kind: 'refused', value: item.note?.detail ?? '' } as const;
}

type Cause = ReturnType<typeof causeOf>;

const keyOf = (cause: Cause, status: number | undefined) =>
  cause.kind === 'refused'
    ? `refused:${String(status ?? 0)}:${cause.value}`
    : cause.kind === 'unknown-code'
      ? `code:${cause.value}`
      : `${cause.kind}:${cause.value}`;

/** The key a person's "leave them out" is recorded under, for one failed order. */
export const leftOutKey = (item: Grouped) => keyOf(causeOf(item), item.status);

export interface Failures {
  groups: FailureGroup[];
  /** Failed orders a person chose to leave out, by value ("BOBBIKES15" or the message). */
  leftOut: {
    count: number;
    /** Of those, the ones the service refused (the rest the team kept back). */
    refused: number;
    values: { value: string; count: number }[];
  };
}

const byCount = (a: { count: number }, b: { count: number }) => b.count - a.count;

/** Tallies failed orders (those a retry cannot help) by cause and value, a batch at a time; left-out ones apart. */
/** Tallies failed orders (those a retry cannot help, or the team kept back) by cause and value, a batch at a time; left-out ones apart. */
export class FailureTally {
  /** Per kind with values (unknown codes, colleagues): count per value. */
  private valued = {
    'unknown-code': new Map<string, number>(),
    colleague: new Map<string, number>(),
  };
  private unasked = 0;
  private refused = new Map<string, FailureGroup>();
  private left = new Map<string, number>();
  private leftCount = 0;
  private leftRefused = 0;

  constructor(private readonly isLeftOut: (key: string) => boolean) {}

  add(item: JobItem) {
    const cause = causeOf(item);
    const key = keyOf(cause, item.status);
    if (this.isLeftOut(key)) {
      this.leftCount++;
      if (cause.kind === 'unknown-code' || cause.kind === 'refused') this.leftRefused++;
      const value = cause.kind === 'unasked' ? 'the team could not be asked' : cause.value;
      this.left.set(value, (this.left.get(value) ?? 0) + 1);
    } else if (cause.kind === 'unknown-code' || cause.kind === 'colleague') {
      const counts = this.valued[cause.kind];
      counts.set(cause.value, (counts.get(cause.value) ?? 0) + 1);
    } else if (cause.kind === 'unasked') this.unasked++;
    else {
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

  private valuedGroup(kind: 'unknown-code' | 'colleague', prefix: string): FailureGroup[] {
    const counts = this.valued[kind];
    if (counts.size === 0) return [];
    const values = [...counts].map(([value, count]) => ({ value, count })).sort(byCount);
    return [
      {
        kind,
        count: values.reduce((n, v) => n + v.count, 0),
        values,
        keys: values.map((v) => `${prefix}:${v.value}`),
      },
    ];
  }

  result(): Failures {
    const groups: FailureGroup[] = [
      ...this.valuedGroup('colleague', 'colleague'),
      ...(this.unasked > 0
        ? [{ kind: 'unasked' as const, count: this.unasked, values: [], keys: ['unasked:'] }]
        : []),
      ...this.valuedGroup('unknown-code', 'code'),
      ...[...this.refused.values()].sort(byCount),
    ];
    return {
      groups,
      leftOut: {
        count: this.leftCount,
        refused: this.leftRefused,
        values: [...this.left].map(([value, count]) => ({ value, count })).sort(byCount),
      },
    };
  }
}

/** "BOBBIKES15 × 12, CLARA25 × 13": values with their counts. */
export const valuesText = (values: readonly { value: string; count: number }[]) =>
  values.map((v) => `${v.value} × ${v.count.toLocaleString()}`).join(', ');
