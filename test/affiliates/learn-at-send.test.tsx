// Learning at send time, with a team: while the team bridge listens to the directory, a
// recorded order whose answer names its affiliate reaches what the bridge pushes to
// colleagues, without Affiliates being opened or any suggestion list being read.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { affiliateCollection, type AffiliateRecord } from '../../src/affiliates';
import { fillProduct } from '../orders/fill-order';
import { renderApp } from '../render-app';

describe('learning from a send', () => {
  it('hands colleagues the affiliate the Demo named, with Affiliates never opened', async () => {
    const pushed: AffiliateRecord[] = [];
    // The team bridge's own subscription.
    const off = affiliateCollection.subscribe((records) => pushed.push(...records));
    const { user } = renderApp('/');
    // Typed with a paste, not key by key: the code's suggestion list (which learns
    // from History when it is read) is never asked for.
    await user.click(await screen.findByLabelText('Referral code'));
    await user.paste('CLARA-25');
    await user.click(screen.getByLabelText('Order ID'));
    await user.paste('LEARN-1');
    await fillProduct(user, 1, { name: 'Mug', quantity: '1', subTotal: '10' });
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('200');

    await waitFor(() => {
      expect(pushed).toContainEqual(
        expect.objectContaining({
          name: 'Clara Ng',
          codes: ['CLARA-25'],
          affiliateIds: ['aff-1003'],
          learned: true,
        }),
      );
    });
    expect(screen.queryByRole('heading', { name: 'Affiliates', level: 1 })).toBeNull();
    off();
  });
});
