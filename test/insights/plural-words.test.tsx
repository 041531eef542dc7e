// Counts read right in the singular (issue 34, item 5): "1 update", never "1 updates".
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addEntries, entry } from '../history/fixtures';
import { renderApp } from '../render-app';

describe('Insights: one commission change', () => {
  it('says "1 update."', async () => {
    await addEntries([
      entry({
        operation: 'commissions',
        method: 'PATCH',
        path: '/v1/affiliates/commissions',
        startedAt: Date.now() - 3_600_000,
        affiliateId: 'aff-1001',
        requestBody: {
          id: 'aff-1001',
          commissions: { type: 1, applyIndividual: false, amount: 12 },
        },
        outcome: { result: 'recorded', status: 200 },
      }),
    ]);
    renderApp('/insights');
    const changes = await screen.findByRole('region', { name: 'Commission changes' });
    await waitFor(() => {
      expect(changes).toHaveTextContent(/\D1 update\./);
    });
    expect(changes).not.toHaveTextContent('1 updates');
  });
});
