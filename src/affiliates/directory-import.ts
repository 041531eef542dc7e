// A table (CSV, XLSX… read by tables/) -> directory records: columns
// guessed from the headers (tables/guess-columns), then checked by a person.
// A row whose code or ID is already in the directory is left out, never merged over it.
import { guessColumns, type GuessField } from '../tables/guess-columns';
import type { Table } from '../tables/parse-input';
import { sameText, type AffiliateFields, type AffiliateRecord } from './affiliate-record';

export type DirectoryColumn = 'name' | 'lastName' | 'email' | 'codes' | 'affiliateIds' | 'notes';
export type DirectoryMapping = Partial<Record<DirectoryColumn, string>>;

export const DIRECTORY_COLUMNS: readonly (GuessField<DirectoryColumn> & { label: string })[] = [
  {
    key: 'name',
    label: 'Name',
    synonyms: ['affiliate name', 'partner', 'affiliate', 'full name', 'first name', 'given name'],
  },
  // A sheet that splits the name: the affiliate's name is first and last together.
  {
    key: 'lastName',
    label: 'Last name',
    synonyms: ['last name', 'surname', 'family name', 'lastname'],
  },
  { key: 'email', label: 'Email', synonyms: ['e-mail', 'email address', 'mail'] },
  {
    key: 'codes',
    label: 'Referral codes',
    synonyms: ['referral code', 'code', 'codes', 'ref code', 'coupon', 'promo code'],
  },
  {
    key: 'affiliateIds',
    label: 'Affiliate IDs',
    synonyms: ['affiliate id', 'affiliate ids', 'aff id', 'partner id', 'id'],
  },
  { key: 'notes', label: 'Notes', synonyms: ['note', 'comment', 'comments', 'remarks'] },
];

export const guessDirectoryColumns = (headers: readonly string[]): DirectoryMapping =>
  guessColumns(headers, DIRECTORY_COLUMNS);

/** Several codes or IDs in one cell: separated by commas, semicolons, bars or spaces. */
export const splitList = (cell: string) =>
  cell
    .split(/[,;|\s]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

interface LeftOut {
  /** As a spreadsheet numbers it: the header is line 1. */
  line: number;
  reason: string;
}

export interface DirectoryImport {
  add: AffiliateFields[];
  leftOut: LeftOut[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function planDirectoryImport(
  table: Table,
  mapping: DirectoryMapping,
  directory: readonly AffiliateRecord[],
): DirectoryImport {
  const at = (key: DirectoryColumn) => {
    const column = mapping[key];
    return column === undefined ? -1 : table.headers.indexOf(column);
  };
  const idx = Object.fromEntries(DIRECTORY_COLUMNS.map((c) => [c.key, at(c.key)])) as Record<
    DirectoryColumn,
    number
  >;
  const known = directory.filter((r) => !r.deleted);
  const add: AffiliateFields[] = [];
  const leftOut: LeftOut[] = [];
  const taken = (list: readonly AffiliateFields[], codes: string[], ids: string[]) =>
    list.find(
      (r) =>
        r.codes.some((c) => codes.some((x) => sameText(c, x))) ||
        r.affiliateIds.some((i) => ids.some((x) => sameText(i, x))),
    );
  table.rows.forEach((row, i) => {
    const line = i + 2;
    const cell = (key: DirectoryColumn) => (idx[key] < 0 ? '' : (row[idx[key]] ?? '').trim());
    const name = [cell('name'), cell('lastName')].filter((s) => s !== '').join(' ');
    const email = cell('email');
    const codes = splitList(cell('codes'));
    const affiliateIds = splitList(cell('affiliateIds'));
    if (name === '' && codes.length === 0 && affiliateIds.length === 0) return; // an empty line
    if (name === '') return void leftOut.push({ line, reason: 'No name.' });
    if (codes.length === 0 && affiliateIds.length === 0)
      return void leftOut.push({ line, reason: 'No referral code and no affiliate ID.' });
    if (email !== '' && !EMAIL.test(email))
      return void leftOut.push({ line, reason: `“${email}” is not an email address.` });
    const existing = taken(known, codes, affiliateIds);
    if (existing)
      return void leftOut.push({ line, reason: `Already in the directory as ${existing.name}.` });
    const earlier = taken(add, codes, affiliateIds);
    if (earlier)
      return void leftOut.push({ line, reason: `Same code or ID as ${earlier.name}, above.` });
    const notes = cell('notes');
    add.push({
      name,
      codes,
      affiliateIds,
      ...(email ? { email } : {}),
      ...(notes ? { notes } : {}),
    });
  });
  return { add, leftOut };
}
