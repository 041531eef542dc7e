// The Affiliates page's buttons move focus to what they open (issue 34, item 5): a
// keyboard or screen-reader user lands in the form or panel, not on the button left behind.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { affiliateCollection, type AffiliateRecord } from '../../src/affiliates';
import { renderApp } from '../render-app';

const alice: AffiliateRecord = {
  key: 'k1',
  updatedAt: '2026-03-03T10:02:00.000Z',
  updatedBy: 'Ana',
  name: 'Alice Martin',
  codes: ['ALICE10'],
  affiliateIds: ['aff-1001'],
};

async function open() {
  await affiliateCollection.applyRemote([{ record: alice, conflicts: [] }]);
  const rendered = renderApp('/affiliates');
  await screen.findByRole('listitem', { name: /^Alice Martin/ });
  return rendered;
}

describe('Affiliates: focus follows what a button opens', () => {
  it('Add affiliate moves focus to the new affiliate’s Name', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Add affiliate' }));
    const form = screen.getByRole('form', { name: 'New affiliate' });
    expect(within(form).getByLabelText('Name')).toHaveFocus();
  });

  it('Edit moves focus to the affiliate’s Name in the form', async () => {
    const { user } = await open();
    const card = screen.getByRole('listitem', { name: /^Alice Martin/ });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit Alice Martin' });
    expect(within(form).getByLabelText('Name')).toHaveFocus();
  });

  it('Import from a file moves focus to the import panel’s heading', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Import from a file' }));
    const panel = screen.getByRole('region', { name: 'Import affiliates' });
    expect(within(panel).getByRole('heading', { name: 'Import affiliates' })).toHaveFocus();
  });

  it('Statement moves focus to the statement’s heading', async () => {
    const { user } = await open();
    const card = screen.getByRole('listitem', { name: /^Alice Martin/ });
    await user.click(within(card).getByRole('button', { name: 'Statement' }));
    const panel = screen.getByRole('region', { name: 'Statement: Alice Martin' });
    expect(within(panel).getByRole('heading', { name: 'Statement: Alice Martin' })).toHaveFocus();
  });
});
