// Confirmations and outcomes name the affiliate beside the ID when the directory knows them
// (issue 34, item 5).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { affiliateCollection } from '../../src/affiliates';
import { renderApp } from '../render-app';

describe('Commissions: the confirmation names the affiliate', () => {
  it('says the directory’s name beside the affiliate ID', async () => {
    await affiliateCollection.applyRemote([
      {
        record: {
          key: 'k1',
          updatedAt: '2026-03-03T10:02:00.000Z',
          name: 'Alice Martin',
          codes: ['ALICE10'],
          affiliateIds: ['aff-1002'],
        },
        conflicts: [],
      },
    ]);
    const { user } = renderApp('/commissions');
    await screen.findByRole('heading', { name: 'Commissions' });
    await user.type(screen.getByLabelText('Affiliate ID'), 'aff-1002');
    await user.selectOptions(screen.getByLabelText('Commission type'), '0');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Apply individually' })).getByRole('radio', {
        name: 'No',
      }),
    );
    await user.type(screen.getByLabelText(/^Amount/), '5');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    const dialog = screen.getByRole('dialog', { name: 'Update commissions?' });
    expect(await within(dialog).findByText(/Alice Martin/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Affiliate aff-1002 (Alice Martin) on Demo');

    // The outcome names them too.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm update' }));
    expect(
      await screen.findByText('Commissions of aff-1002 (Alice Martin) updated'),
    ).toBeInTheDocument();
  });
});
