// Directory import: a table read by the import's reader, columns guessed from the
// headers, rows turned into records; what cannot be added is left out with a reason.
import { describe, expect, it } from 'vitest';
import { guessDirectoryColumns, planDirectoryImport } from '../../src/affiliates/directory-import';
import { readTable } from '../../src/tables/read-table';

const csv = [
  'Affiliate name;E-mail;Referral code;Partner ID;Comments',
  'Ana Lima;ana@example.com;ANA5, ANA-SUMMER;aff-2001;pays monthly',
  'Bo Chen;;BO7;;',
  'No Code;x@example.com;;;',
  'Bad Mail;not-mail;BAD1;;',
  'Old Alice;;alice10;;',
  'Ana Again;;ana5;;',
].join('\n');

describe('directory import', () => {
  it('guesses the columns, splits lists of codes and leaves out what cannot be added', async () => {
    const table = await readTable({ text: csv });
    const mapping = guessDirectoryColumns(table.headers);
    expect(mapping).toEqual({
      name: 'Affiliate name',
      email: 'E-mail',
      codes: 'Referral code',
      affiliateIds: 'Partner ID',
      notes: 'Comments',
    });
    const plan = planDirectoryImport(table, mapping, [
      { key: 'a', updatedAt: '', name: 'Alice Martin', codes: ['ALICE10'], affiliateIds: [] },
    ]);
    expect(plan.add).toEqual([
      {
        name: 'Ana Lima',
        email: 'ana@example.com',
        codes: ['ANA5', 'ANA-SUMMER'],
        affiliateIds: ['aff-2001'],
        notes: 'pays monthly',
      },
      { name: 'Bo Chen', codes: ['BO7'], affiliateIds: [] },
    ]);
    expect(plan.leftOut).toEqual([
      { line: 4, reason: 'No referral code and no affiliate ID.' },
      { line: 5, reason: '“not-mail” is not an email address.' },
      { line: 6, reason: 'Already in the directory as Alice Martin.' },
      { line: 7, reason: 'Same code or ID as Ana Lima, above.' },
    ]);
  });
});
