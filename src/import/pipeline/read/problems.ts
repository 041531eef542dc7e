// Problems by cause, so the preview can say "412 orders: date format not
// recognised" once, with one fix for all, instead of 412 times.

export type Cause =
  | 'date-format'
  | 'date-ambiguous'
  | 'zone-unknown'
  | 'unreconciled'
  | 'unread-column'
  | 'negative'
  | 'no-referral'
  | 'referral-unmatched'
  | 'number'
  | 'no-amount'
  | 'shipping-tax-unknown'
  | 'tax-basis-unknown'
  | 'field'
  | 'other-currency'
  | 'repeated-lines'
  | 'in-file-duplicate'
  | 'already-sent'
  | 'part-refunded'
  | 'part-refunded-as-ordered'
  | 'refund-held'
  | 'refund-unknown'
  | 'status-held'
  | 'country';

export interface Problem {
  cause: Cause;
  /** For "field": which field; otherwise an example or the figures. */
  detail?: string;
}

const TEXT: Record<Cause, string> = {
  'date-format': 'date format not recognised',
  'date-ambiguous': 'date format ambiguous (day and month could be either way round)',
  'zone-unknown': 'time zone name not known: choose its zone under Time zones in this file',
  unreconciled: 'products do not add up to the file’s figures',
  'unread-column': 'money in a column the mapping does not read',
  negative: 'a product figure would be negative',
  'no-referral': 'no referral code',
  'referral-unmatched': 'coupon code not in the referral table',
  number: 'an amount that is not a number',
  'no-amount': 'no amount: every money cell of the order is empty',
  'shipping-tax-unknown':
    'shipping charged, and the file does not say whether its tax figure includes tax on shipping',
  'tax-basis-unknown':
    'the file gives prices and tax, and does not say whether the prices include the tax',
  field: 'not valid',
  'other-currency': 'in another currency than most of the file',
  'repeated-lines': 'identical lines repeated inside the order',
  'in-file-duplicate': 'order ID appears more than once in the file',
  'already-sent':
    'already sent on this connection (History: from here or, in a team, by a colleague)',
  'part-refunded': 'partly refunded: sent net of the refund',
  'part-refunded-as-ordered':
    'partly refunded: sent as ordered, the refund noted in the order’s metadata',
  'refund-held': 'partly refunded: held for a person, as chosen',
  'refund-unknown': 'partly refunded by an amount the file does not give: held for a person',
  'status-held': 'held for a person by what the file says of the payment',
  country: 'country is not a two-letter code',
};

/** Causes that stop an order from being sent until it is fixed. */
const BLOCKING = new Set<Cause>([
  'date-format',
  'date-ambiguous',
  'zone-unknown',
  'unreconciled',
  'unread-column',
  'negative',
  'no-referral',
  'referral-unmatched',
  'number',
  'no-amount',
  'shipping-tax-unknown',
  'tax-basis-unknown',
  'field',
  'refund-held',
  'refund-unknown',
  'status-held',
]);

const blocks = (p: Problem) => BLOCKING.has(p.cause);

const problemText = (p: Problem) =>
  p.cause === 'field' && p.detail
    ? `${p.detail} not valid`
    : p.cause === 'unread-column' && p.detail
      ? `money in the unread column ${p.detail}`
      : TEXT[p.cause];

/** Field problems and unread columns group per field or column; the rest per cause. */
const groupKey = (p: Problem) =>
  p.cause === 'field' || p.cause === 'unread-column' ? `${p.cause}:${p.detail ?? ''}` : p.cause;

export interface ProblemGroup {
  cause: Cause;
  text: string;
  count: number;
  blocking: boolean;
  /** The first order's detail, as an example. */
  example?: string;
}

/** Orders per cause (per field for field problems), largest groups first. */
export function groupProblems(orders: Iterable<{ problems: readonly Problem[] }>): ProblemGroup[] {
  const groups = new Map<string, ProblemGroup>();
  for (const o of orders) {
    const seen = new Set<string>();
    for (const p of o.problems) {
      const key = groupKey(p);
      if (seen.has(key)) continue;
      seen.add(key);
      const g = groups.get(key);
      if (g) g.count++;
      else
        groups.set(key, {
          cause: p.cause,
          text: problemText(p),
          count: 1,
          blocking: blocks(p),
          ...(p.detail !== undefined && p.cause !== 'field' && p.cause !== 'unread-column'
            ? { example: p.detail }
            : {}),
        });
    }
  }
  return [...groups.values()].sort(
    (a, b) => Number(b.blocking) - Number(a.blocking) || b.count - a.count,
  );
}

/** 2, 3, 4, 7 -> "2–4, 7": ranges only for consecutive rows. */
export function rowRanges(rows: readonly number[]): string {
  const parts: string[] = [];
  let start: number | undefined;
  let prev: number | undefined;
  const close = () => {
    if (start === undefined || prev === undefined) return;
    parts.push(start === prev ? String(start) : `${start}–${prev}`);
  };
  for (const r of rows) {
    if (prev !== undefined && r === prev + 1) {
      prev = r;
      continue;
    }
    close();
    start = r;
    prev = r;
  }
  close();
  return parts.join(', ');
}

/** "1 order", "2 orders". */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
