// The four columns a commission file needs, guessed from its headers with the
// import's column guessing, and the table's rows read into BulkInputs.
import { guessColumns, type GuessField, type Table } from '../import';
import type { BulkInput } from './review-rows';

export type BulkColumn = 'id' | 'type' | 'apply' | 'amount';
export type ColumnMapping = Partial<Record<BulkColumn, string>>;

export const BULK_COLUMNS: readonly (GuessField<BulkColumn> & { label: string })[] = [
  {
    key: 'id',
    label: 'Affiliate ID',
    synonyms: ['affiliate id', 'affiliateid', 'affiliate', 'aff id', 'partner id', 'id'],
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
    synonyms: ['amount', 'commission amount', 'commission', 'rate', 'value'],
  },
];

export const guessBulkColumns = (headers: readonly string[]): ColumnMapping =>
  guessColumns(headers, BULK_COLUMNS);

/** Rows of the table as inputs; line 1 is the header, as a spreadsheet numbers it. */
export function tableToInputs(table: Table, mapping: ColumnMapping): BulkInput[] {
  const at = (key: BulkColumn) => {
    const column = mapping[key];
    return column === undefined ? -1 : table.headers.indexOf(column);
  };
  const idx = { id: at('id'), type: at('type'), apply: at('apply'), amount: at('amount') };
  const cell = (row: readonly string[], i: number) => (i < 0 ? '' : (row[i] ?? ''));
  return table.rows.map((row, i) => ({
    line: i + 2,
    id: cell(row, idx.id),
    type: cell(row, idx.type),
    apply: cell(row, idx.apply),
    amount: cell(row, idx.amount),
  }));
}
