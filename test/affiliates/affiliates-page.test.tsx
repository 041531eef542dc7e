// The Affiliates page, driven by role and label: a conflict between colleagues'
// edits shown field by field and resolved; a directory imported from a spreadsheet;
// an affiliate added by hand, checked in plain words, deleted and brought back.
import { screen, waitFor, within } from '@testing-library/react';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { affiliateCollection, type AffiliateRecord } from '../../src/affiliates';
import { renderApp } from '../render-app';

const mine: AffiliateRecord = {
  key: 'k1',
  updatedAt: '2026-03-03T10:02:00.000Z',
  updatedBy: 'Ana',
  name: 'Alice Martin',
  email: 'alice@example.com',
  codes: ['ALICE10'],
  affiliateIds: ['aff-1001'],
};
const theirs: AffiliateRecord = {
  ...mine,
  updatedAt: '2026-03-03T10:03:00.000Z',
  updatedBy: 'Bo',
  email: 'alice@shop.example',
  notes: 'Prefers email',
};

const card = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name}`) });

describe('Affiliates page', () => {
  it('shows a colleague’s concurrent edit as a conflict and keeps the fields the person chooses', async () => {
    await affiliateCollection.applyRemote([
      { record: mine, conflicts: [{ record: theirs, rev: '2-b' }] },
    ]);
    const pushed: AffiliateRecord[][] = [];
    const off = affiliateCollection.subscribe((records) => pushed.push(records));
    const { user } = renderApp('/affiliates');

    const alert = await within(
      await screen.findByRole('listitem', { name: /^Alice Martin/ }),
    ).findByRole('alert');
    expect(alert).toHaveTextContent('Edited by two people at once');
    expect(pushed).toEqual([]); // a colleague's record is not pushed back
    await user.click(within(alert).getByRole('button', { name: 'Resolve conflict' }));

    const panel = screen.getByRole('form', { name: 'Conflict: Alice Martin' });
    const v1 = within(panel).getByRole('region', { name: /^Version 1, by Ana/ });
    const v2 = within(panel).getByRole('region', { name: /^Version 2, by Bo/ });
    expect(v1).toHaveTextContent('alice@example.com');
    expect(v2).toHaveTextContent('alice@shop.example');
    expect(v2).toHaveTextContent('Prefers email');
    // Only the fields that differ are offered field by field.
    expect(within(panel).queryByRole('radiogroup', { name: 'Name' })).not.toBeInTheDocument();
    await user.click(
      within(within(panel).getByRole('radiogroup', { name: 'Notes' })).getByRole('radio', {
        name: 'Prefers email (version 2)',
      }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Save chosen fields' }));

    await waitFor(() => {
      expect(within(card('Alice Martin')).queryByRole('alert')).not.toBeInTheDocument();
    });
    expect(card('Alice Martin')).toHaveTextContent('alice@example.com');
    expect(card('Alice Martin')).toHaveTextContent('Prefers email');
    expect(pushed.at(-1)).toEqual([
      expect.objectContaining({ key: 'k1', email: 'alice@example.com', notes: 'Prefers email' }),
    ]);
    expect(await affiliateCollection.all()).toEqual([
      expect.objectContaining({ key: 'k1', email: 'alice@example.com', notes: 'Prefers email' }),
    ]);
    off();
  });

  it('imports affiliates from a spreadsheet through the import’s reader and column guessing', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Affiliate name', 'Email', 'Referral code', 'Partner ID'],
      ['Ana Lima', 'ana@example.com', 'ANA5 ANA-SUMMER', 'aff-2001'],
      ['Bo Chen', '', 'BO7', ''],
      ['Nobody', '', '', ''],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Affiliates');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const { user } = renderApp('/affiliates');
    await user.click(await screen.findByRole('button', { name: 'Import from a file' }));
    await user.upload(screen.getByLabelText('Choose file'), new File([bytes], 'affiliates.xlsx'));
    expect(await screen.findByLabelText('Column for Name')).toHaveValue('Affiliate name');
    expect(screen.getByLabelText('Column for Affiliate IDs')).toHaveValue('Partner ID');
    const summary = screen.getByRole('status');
    expect(summary).toHaveTextContent('2 to add, 1 left out');
    expect(summary).toHaveTextContent('Line 4: No referral code and no affiliate ID.');
    await user.click(screen.getByRole('button', { name: 'Add 2 affiliates' }));
    expect(await screen.findByRole('listitem', { name: /^Ana Lima/ })).toHaveTextContent(
      'ANA5, ANA-SUMMER',
    );
    expect(card('Bo Chen')).toHaveTextContent('BO7');
    expect(screen.getByRole('heading', { name: 'Directory (2)' })).toBeInTheDocument();
  });

  it('adds an affiliate by hand with plain-word checks, deletes it and brings it back', async () => {
    const { user } = renderApp('/affiliates');
    await user.click(await screen.findByRole('button', { name: 'Add affiliate' }));
    const form = screen.getByRole('form', { name: 'New affiliate' });
    await user.type(within(form).getByLabelText('Email'), 'not an address');
    await user.click(within(form).getByRole('button', { name: 'Save affiliate' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(
      'Give the affiliate a name.',
    );
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter an email address such as ana@example.com, or leave it empty.',
    );
    expect(within(form).getByLabelText('Referral codes')).toHaveAccessibleDescription(
      /Give at least one referral code or affiliate ID/,
    );
    await user.type(within(form).getByLabelText('Name'), 'Clara Ng');
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Referral codes'), 'CLARA-25');
    await user.click(within(form).getByRole('button', { name: 'Save affiliate' }));
    expect(await screen.findByRole('listitem', { name: /^Clara Ng/ })).toHaveTextContent(
      'CLARA-25',
    );

    await user.click(within(card('Clara Ng')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Clara Ng deleted.')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('listitem', { name: /^Clara Ng/ })).not.toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('listitem', { name: /^Clara Ng/ })).toHaveTextContent(
      'CLARA-25',
    );
  });
});
