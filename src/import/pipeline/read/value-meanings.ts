// What a row's type, category or status value means for the import: a sale, a refund
// of the sale it names, not a sale (left out), or held for a person. Values a platform
// documents come answered (its preset's table, or the common words below); any other
// value is asked, never guessed. Rows that move money out or move no sale (payouts,
// payout failures, transfers, fees, withdrawals) are fixed: never an order, whatever is
// answered. A person's answers are kept with the preset (mapping/presets.ts).

export const VALUE_MEANINGS = ['sale', 'refund', 'not-sale', 'hold'] as const;
export type ValueMeaning = (typeof VALUE_MEANINGS)[number];

/** A person's answers: column -> value (trimmed, lower case) -> meaning. */
export type ValueAnswers = Readonly<Record<string, Readonly<Record<string, ValueMeaning>>>>;

/** A meaning the platform documents for a value. */
export interface Documented {
  meaning: ValueMeaning;
  /** Why, in plain words ("a payout to the bank"). */
  reason?: string;
  /** Money out, or no sale at all: never an order, whatever a person answers. */
  fixed?: boolean;
}

/** Values as the page shows and keeps them: trimmed, lower case, `-` and spaces as `_`. */
export const valueKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const moneyOut = (reason: string): Documented => ({ meaning: 'not-sale', reason, fixed: true });

/** Row types many platforms write (Stripe, Square, PayPal-like ledgers), by their usual words. */
const COMMON: readonly [RegExp, Documented][] = [
  [/^(charge|payment|sale|order)$/, { meaning: 'sale' }],
  [/^(refund|payment_refund|refund_payment)$/, { meaning: 'refund' }],
  [/^payout_fail|^payout_return/, moneyOut('a payout that failed and came back from the bank')],
  [/^payout/, moneyOut('a payout to or from the bank')],
  [/transfer/, moneyOut('money moved between accounts (a transfer)')],
  [/withdraw/, moneyOut('a withdrawal')],
  [/fee/, moneyOut('a fee')],
  [
    /^(top_?up|deposit|reserve|reserved_funds|connect_reserved_funds|network_cost|tax|climate|contribution|issuing)/,
    moneyOut('moves no sale (balance movement)'),
  ],
];

/** The common words' meaning of a value, if they know it. */
export function commonMeaning(value: string): Documented | undefined {
  const key = valueKey(value);
  return COMMON.find(([re]) => re.test(key))?.[1];
}

/** Headers that name each row's type, read as questions when no preset says otherwise. */
export const TYPE_HEADERS = [
  'type',
  'transaction type',
  'event type',
  'reporting category',
  'activity type',
] as const;

/** Label of a meaning as the page offers it. */
export const MEANING_LABELS: Record<ValueMeaning, string> = {
  sale: 'A sale',
  refund: 'A refund of the sale it names',
  'not-sale': 'Not a sale (left out)',
  hold: 'Hold for a person',
};
