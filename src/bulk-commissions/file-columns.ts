// The columns of a commission file, guessed from its headers with the shared column
// guessing, and the table's rows read into BulkInputs. A manager's own sheet often has
// only an ID and a new amount: type and apply-individually are then chosen once for all
// rows, or kept from the last set.
import { guessColumns, type GuessField } from '../tables/guess-columns';
import type { Table } from '../tables/parse-input';
import { fileDecimalSign, type DecimalSign } from '../lib/parse-decimal';
import type { BulkInput } from './review-rows';

export type BulkColumn = 'id' | 'type' | 'apply' | 'amount';
export type ColumnMapping = Partial<Record<BulkColumn, string>>;

export const BULK_COLUMNS: readonly (GuessField<BulkColumn> & { label: string })[] = [
  {
    key: 'id',
    label: 'Affiliate ID',
    synonyms: [
      'affiliate id',
      'affiliateid',
      'affiliate',
      'aff id',
      'partner id',
      'partner',
      'publisher id',
      'id',
    ],
  },
  { key: 'type', label: 'Commission type', synonyms: ['commission type', 'type'] },
  {
    key: 'apply',
    label: 'Apply individually',
    synonyms: ['apply individually', 'applyindividual', 'individually', 'individual'],
  },
  {
    key: 'amount',
    label: 'Amount',
    synonyms: [
      'amount',
      'new amount',
      'commission amount',
      'new commission',
      'commission',
      'new rate',
      'commission rate',
      'rate',
      'percent',
      'value',
    ],
  },
];

export const guessBulkColumns = (headers: readonly string[]): ColumnMapping =>
  guessColumns(headers, BULK_COLUMNS);

/** Columns a file may leave out: their value is then the same for every row. */
export const FOR_ALL_COLUMNS = ['type', 'apply'] as const satisfies readonly BulkColumn[];

/** Keep what this console last set for each affiliate. */
export const KEEP = 'keep';

/** Chosen once for all rows when the file has no such column: a value, KEEP, or '' (not yet). */
export type ForAllRows = Record<(typeof FOR_ALL_COLUMNS)[number], string>;

export interface FileInputs {
  inputs: BulkInput[];
  /** The decimal sign the amount column shows ("12,5"); undefined when no cell settles it. */
  sign: DecimalSign | undefined;
}

/** Rows of the table as inputs; line 1 is the header, as a spreadsheet numbers it. */
export function tableToInputs(
  table: Table,
  mapping: ColumnMapping,
  forAll: ForAllRows = { type: '', apply: '' },
): FileInputs {
  const at = (key: BulkColumn) => {
    const column = mapping[key];
    return column === undefined ? -1 : table.headers.indexOf(column);
  };
  const idx = { id: at('id'), type: at('type'), apply: at('apply'), amount: at('amount') };
  const cell = (row: readonly string[], i: number) => (i < 0 ? '' : (row[i] ?? ''));
  const given = (row: readonly string[], key: 'type' | 'apply') =>
    idx[key] >= 0 ? cell(row, idx[key]) : forAll[key] === KEEP ? '' : forAll[key];
  const keep = {
    ...(idx.type < 0 && forAll.type === KEEP ? { type: true } : {}),
    ...(idx.apply < 0 && forAll.apply === KEEP ? { apply: true } : {}),
  };
  const inputs = table.rows.map((row, i) => ({
    line: i + 2,
    id: cell(row, idx.id),
    type: given(row, 'type'),
    apply: given(row, 'apply'),
    amount: cell(row, idx.amount),
    ...(keep.type || keep.apply ? { keep } : {}),
  }));
  return { inputs, sign: fileDecimalSign(inputs.map((r) => r.amount)) };
}
