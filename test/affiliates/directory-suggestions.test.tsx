// The directory feeds other forms' suggestions: Commissions' "Affiliate ID" and the
// order form's "Referral code" find an affiliate by name.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { affiliateCollection } from '../../src/affiliates';
import { renderApp } from '../render-app';

const ana = {
  key: 'k-ana',
  updatedAt: '2026-03-03T10:00:00.000Z',
  name: 'Ana Lima',
  codes: ['ANA5'],
  affiliateIds: ['aff-2001'],
};

describe('directory suggestions', () => {
  it('offers an affiliate’s ID by name in Commissions', async () => {
    await affiliateCollection.applyRemote([{ record: ana, conflicts: [] }]);
    const { user } = renderApp('/commissions');
    await user.type(await screen.findByRole('combobox', { name: 'Affiliate ID' }), 'lima');
    await user.click(await screen.findByRole('option', { name: 'aff-2001 · Ana Lima' }));
    expect(screen.getByRole('combobox', { name: 'Affiliate ID' })).toHaveValue('aff-2001');
  });

  it('offers an affiliate’s code by name in the order form', async () => {
    await affiliateCollection.applyRemote([{ record: ana, conflicts: [] }]);
    const { user } = renderApp('/');
    await user.type(await screen.findByRole('combobox', { name: 'Referral code' }), 'Ana');
    await user.click(await screen.findByRole('option', { name: 'ANA5 · Ana Lima' }));
    expect(screen.getByRole('combobox', { name: 'Referral code' })).toHaveValue('ANA5');
  });
});
