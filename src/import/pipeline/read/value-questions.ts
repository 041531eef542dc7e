// Which columns' values the import asks about, what each row's values mean (a person's
// answer, else what the platform documents), and the order status that follows: a sale
// reads its status as usual; a refund row counts against the sale it names (netted by
// applyRefundRows); a row that is no sale is left out, and one that moves money out is
// never sent; a value nobody answered holds its order until a person says what it means.
import type { Mapping } from '../fields';
import type { PresetDefinition } from '../presets/types';
import type { Group } from './group-rows';
import {
  isKnownStatus,
  statusFromFields,
  type OrderStatus,
  type StatusContext,
} from './order-status';
import type { Row } from './read-cells';
import {
  commonMeaning,
  TYPE_HEADERS,
  valueKey,
  type Documented,
  type ValueAnswers,
  type ValueMeaning,
} from './value-meanings';

/** One column whose values are asked about. */
export interface QuestionColumn {
  header: string;
  /** A status column: words the usual reading knows (paid, refunded…) are not asked. */
  status: boolean;
  /** The platform's meaning of a value (by valueKey), if it documents one. */
  documented: (key: string) => Documented | undefined;
}

export type RowMeaning =
  | { kind: 'sale'; value: string; fromStatusColumn: boolean }
  | {
      kind: 'refund' | 'not-sale' | 'hold' | 'unknown';
      column: string;
      value: string;
      reason?: string;
      fixed: boolean;
    };

const normalise = (h: string) =>
  h
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The columns asked about in this file: the preset's type column, else one named like a type; and the status column. */
function questionColumns(
  headers: readonly string[],
  mapping: Mapping,
  preset: PresetDefinition | undefined,
): QuestionColumn[] {
  const out: QuestionColumn[] = [];
  const declared = preset?.values;
  if (declared) {
    const names = typeof declared.column === 'string' ? [declared.column] : declared.column;
    const header = names.find((n) => headers.includes(n));
    const table = declared.documented;
    if (header)
      out.push({
        header,
        status: false,
        documented: (key) => table[key] ?? commonMeaning(key),
      });
  } else if (!preset) {
    const wanted: readonly string[] = TYPE_HEADERS;
    const header = headers.find((h) => wanted.includes(normalise(h)));
    if (header) out.push({ header, status: false, documented: commonMeaning });
  }
  // A preset with its own status reading (PayPal, Stripe payments) already knows its statuses.
  const status = mapping.financialStatus;
  if (
    !preset?.status &&
    status?.kind === 'column' &&
    headers.includes(status.column) &&
    !out.some((q) => q.header === status.column)
  )
    out.push({ header: status.column, status: true, documented: commonMeaning });
  return out;
}

/** Whether a value of this column is a question at all (a status column's known words are not). */
const asked = (q: QuestionColumn, value: string) =>
  value.trim() !== '' && !(q.status && isKnownStatus(value) && !commonMeaning(value));

/** What one row (or an order's first cells) means, by every asked column. */
export function rowMeaning(
  questions: readonly QuestionColumn[],
  answers: ValueAnswers,
  column: (header: string) => string,
): RowMeaning {
  let sale: RowMeaning = { kind: 'sale', value: '', fromStatusColumn: false };
  for (const q of questions) {
    const value = column(q.header);
    if (!asked(q, value)) continue;
    const key = valueKey(value);
    const documented = q.documented(key);
    const answer: ValueMeaning | undefined = documented?.fixed
      ? documented.meaning
      : (answers[q.header]?.[key] ?? documented?.meaning);
    if (answer === undefined)
      return { kind: 'unknown', column: q.header, value: value.trim(), fixed: false };
    if (answer === 'sale') {
      if (sale.value === '')
        sale = { kind: 'sale', value: value.trim(), fromStatusColumn: q.status };
      continue;
    }
    const reason = answer === documented?.meaning ? documented.reason : undefined;
    return {
      kind: answer,
      column: q.header,
      value: value.trim(),
      fixed: documented?.fixed === true,
      ...(reason ? { reason } : {}),
    };
  }
  return sale;
}

const REFUND_GROUP = 'refund rows (each counted against its sale)';

/**
 * An order's status with the file's value questions applied: `reading` is the preset's
 * status reading (or the usual one), used for sales and rows held for a person.
 */
function statusWithAnswers(
  ctx: StatusContext,
  orderId: string,
  meaning: RowMeaning,
  reading: (ctx: StatusContext) => OrderStatus,
  statusColumn: boolean,
): OrderStatus {
  // A status column whose words are answered as row types is not read as a status too.
  const read = () => reading(statusColumn ? { ...ctx, status: '' } : ctx);
  const key = meaning.value.toLowerCase() || 'no status';
  switch (meaning.kind) {
    case 'sale': {
      const base = meaning.fromStatusColumn ? statusFromFields({ ...ctx, status: '' }) : read();
      return base.key === 'no status' && meaning.value !== '' ? { ...base, key } : base;
    }
    case 'not-sale':
      return {
        key,
        settled: false,
        reason: meaning.fixed
          ? `never an order: ${meaning.reason ?? 'moves no sale'}`
          : `not a sale (${meaning.reason ?? `as answered for “${meaning.value}”`})`,
        ...(meaning.fixed ? { never: true } : {}),
      };
    case 'refund': {
      const amount = Math.abs(ctx.total ?? 0);
      return orderId === ''
        ? { key, settled: false, reason: 'a refund that names no sale', never: true }
        : {
            key,
            settled: false,
            never: true,
            reason: `refunds ${orderId}`,
            group: REFUND_GROUP,
            refundOf: { orderId, amount },
          };
    }
    case 'hold':
    case 'unknown': {
      const base = read();
      if (!base.settled) return base;
      return {
        ...base,
        key,
        hold:
          meaning.kind === 'hold'
            ? `“${meaning.value}” in ${meaning.column} is held for a person, as answered`
            : `what “${meaning.value}” in ${meaning.column} means is not known: answer it under “What the values mean”`,
      };
    }
  }
}

/** An order's rows, with the first of them a person must answer for (two or more rows). */
export interface MeantGroup extends Group {
  held?: RowMeaning;
}

/**
 * Rows of one order ID that are refunds or no sale (Stripe's refund row sharing its
 * charge's ID) become orders of their own, so the sale keeps only its own rows and the
 * refund is netted against it rather than merged into it.
 */
export function splitByMeaning(
  groups: readonly Group[],
  meaningOf: (row: Row) => RowMeaning,
): MeantGroup[] {
  const out: MeantGroup[] = [];
  for (const g of groups) {
    const meanings = g.data.length < 2 ? undefined : g.data.map(meaningOf);
    // Any row held or not understood holds its order, whichever row comes first.
    const held = meanings?.find((m) => m.kind === 'hold' || m.kind === 'unknown');
    // Most orders have no such row: the group itself goes on, not a copy of it (every
    // group lives until its order is finished, so a copy would be one more to keep).
    if (!meanings?.some((m) => isApart(m.kind))) {
      out.push(held ? { ...g, held } : g);
      continue;
    }
    const kept: MeantGroup = {
      rows: [],
      data: [],
      repeated: g.repeated,
      ...(held ? { held } : {}),
    };
    const apart: Group[] = [];
    g.data.forEach((row, i) => {
      const n = g.rows[i] ?? 0;
      if (isApart(meanings[i]?.kind)) apart.push({ rows: [n], data: [row], repeated: [] });
      else {
        kept.rows.push(n);
        kept.data.push(row);
      }
    });
    if (kept.data.length > 0) out.push(kept);
    out.push(...apart);
  }
  return out;
}

const isApart = (kind: RowMeaning['kind'] | undefined) => kind === 'refund' || kind === 'not-sale';

/** One asked value as the page lists it. */
export interface ValueQuestion {
  /** As first written in the file. */
  value: string;
  key: string;
  /** Rows holding it. */
  count: number;
  documented?: Documented;
  answer?: ValueMeaning;
}

export interface ColumnQuestions {
  column: string;
  values: ValueQuestion[];
}

/** Every asked value of the file with its count, in the order first met. */
export function summariseQuestions(
  questions: readonly QuestionColumn[],
  answers: ValueAnswers,
  rows: readonly Row[],
  column: (row: Row, header: string) => string,
): ColumnQuestions[] {
  return questions.flatMap((q) => {
    const byKey = new Map<string, ValueQuestion>();
    for (const row of rows) {
      const value = column(row, q.header);
      if (!asked(q, value)) continue;
      const key = valueKey(value);
      const seen = byKey.get(key);
      if (seen) seen.count++;
      else {
        const documented = q.documented(key);
        const answer = answers[q.header]?.[key];
        byKey.set(key, {
          value: value.trim(),
          key,
          count: 1,
          ...(documented ? { documented } : {}),
          ...(answer && !documented?.fixed ? { answer } : {}),
        });
      }
    }
    return byKey.size === 0 ? [] : [{ column: q.header, values: [...byKey.values()] }];
  });
}

/** What reading a file's orders needs of its questions: the columns, the answers, and whether the status column is one of them. */
export interface FileQuestions {
  columns: readonly QuestionColumn[];
  answers: ValueAnswers;
  /** The status field is mapped to a type column: its words are not statuses. */
  statusIsType: boolean;
}

export function fileQuestions(
  headers: readonly string[],
  mapping: Mapping,
  preset: PresetDefinition | undefined,
  answers: ValueAnswers = {},
): FileQuestions {
  const columns = questionColumns(headers, mapping, preset);
  const status = mapping.financialStatus;
  return {
    columns,
    answers,
    statusIsType:
      status?.kind === 'column' && columns.some((q) => !q.status && q.header === status.column),
  };
}

/** An order's status: the preset's reading (or the usual one), with the file's questions applied. */
export function orderStatusOf(
  ctx: StatusContext,
  orderId: string,
  preset: PresetDefinition | undefined,
  questions: FileQuestions | undefined,
  /** The order's first row held or not understood (MeantGroup), if its first cells read a sale. */
  held?: RowMeaning,
): OrderStatus {
  const reading = preset?.status ?? statusFromFields;
  if (!questions || questions.columns.length === 0) return reading(ctx);
  const first = rowMeaning(questions.columns, questions.answers, ctx.column);
  const meaning = first.kind === 'sale' && held ? held : first;
  return statusWithAnswers(ctx, orderId, meaning, reading, questions.statusIsType);
}
