// A name typed in Referral code (issue 34, item 5): the order form finds the affiliate by name
// in the directory, offers their code, and does not send a name as a code. With an empty
// directory it says nothing new.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { affiliateCollection } from '../../src/affiliates';
import { receivedOrderBodies } from '../mock-service';
import { renderApp } from '../render-app';
import { fillMinimalOrder } from './fill-order';

const ana = {
  key: 'k-ana',
  updatedAt: '2026-03-03T10:00:00.000Z',
  name: 'Ana Lima',
  codes: ['ALICE10'],
  affiliateIds: ['aff-1001'],
};

describe('Referral code: a name typed instead of a code', () => {
  it('offers the affiliate’s code, and stops before sending the name', async () => {
    await affiliateCollection.applyRemote([{ record: ana, conflicts: [] }]);
    const sent = receivedOrderBodies();
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Record order' });
    await fillMinimalOrder(user, 'Ana Lima');
    expect(await screen.findByText(/Ana Lima’s code is ALICE10 — use it\?/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record order' }));
    const field = screen.getByRole('combobox', { name: 'Referral code' });
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(
        /“Ana Lima” is an affiliate’s name, not a referral code: their code is ALICE10\./,
      );
    });
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Use ALICE10' }));
    expect(field).toHaveValue('ALICE10');
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    expect(await screen.findByText('Order ORD-100 recorded for ALICE10')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('with an empty directory, says nothing new', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Record order' });
    await fillMinimalOrder(user, 'Ana Lima');
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    const field = screen.getByRole('combobox', { name: 'Referral code' });
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(/"Ana Lima" matched no affiliate on "Demo"\./);
    });
    expect(screen.queryByText(/code is/)).toBeNull();
  });
});
