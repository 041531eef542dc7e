// History's rows say who bought and how much, so an entry is found without opening it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';
import { addEntries, entry } from './fixtures';

describe('History rows', () => {
  it('show the customer and the amount (product totals, in the order’s currency)', async () => {
    await addEntries([
      entry({
        orderId: 'O-ROW-1',
        requestBody: {
          orderId: 'O-ROW-1',
          products: [
            { name: 'Mug', quantity: 1, subTotal: 1000, tax: 200, total: 1200 },
            { name: 'Tea', quantity: 1, subTotal: 30, tax: 4.5, total: 34.5 },
          ],
          customer: { name: 'Ann Lee', email: 'ann@example.com' },
          metadata: { currency: 'EUR' },
        },
      }),
      entry({
        orderId: 'O-ROW-2',
        startedAt: 1_700_000_100_000,
        requestBody: {
          orderId: 'O-ROW-2',
          products: [{ name: 'Bell', quantity: 1, subTotal: 0.1, tax: 0.2, total: 0.3 }],
          customer: { email: 'bob@example.com' },
        },
      }),
    ]);
    renderApp('/history');
    const list = await screen.findByRole('list', { name: 'History entries' });
    expect(within(list).getByRole('button', { name: /Order O-ROW-1/ })).toHaveTextContent(
      'Ann Lee · 1,234.50 EUR',
    );
    expect(within(list).getByRole('button', { name: /Order O-ROW-2/ })).toHaveTextContent(
      'bob@example.com · 0.30',
    );
  });
});
