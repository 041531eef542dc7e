// Record order: amounts read by the one typed-amount reader. "2,125" in an English
// browser (or "1.500" in a German one) is asked inside its row, with both readings;
// nothing is sent until the person chooses, and what goes out is what they chose.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receivedOrderBodies } from '../mock-service';
import { renderApp } from '../render-app';
import { fillProduct } from './fill-order';

describe('Record order › typed amounts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks "2,125" as a Subtotal in an English browser and sends the chosen 2.125', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const bodies = receivedOrderBodies();
    const { user } = renderApp('/');
    await user.type(screen.getByLabelText('Referral code'), 'ALICE10');
    await user.type(screen.getByLabelText('Order ID'), 'ORD-AMB1');
    await fillProduct(user, 1, { id: 'SKU-1', name: 'Mug', quantity: '1', subTotal: '2,125' });
    const row = within(screen.getByRole('group', { name: 'Product 1' }));
    const ask = row.getByRole('group', { name: '2,125: 2125 or 2.125?' });

    await user.click(screen.getByRole('button', { name: 'Record order' }));
    expect(row.getByLabelText('Subtotal')).toHaveAccessibleDescription(
      /could be 2125 or 2\.125: choose which you mean/,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(within(ask).getByRole('button', { name: '2.125' }));
    expect(row.getByLabelText('Subtotal')).toHaveValue('2.125');
    expect(row.getByLabelText('Subtotal')).toHaveAccessibleDescription(/Read as 2\.125/);
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('200');
    expect(bodies).toEqual([
      {
        orderId: 'ORD-AMB1',
        products: [{ id: 'SKU-1', name: 'Mug', quantity: 1, subTotal: 2.125, total: 2.125 }],
      },
    ]);
  });

  it('asks "1.500" as a Tax in a German browser and sends the chosen 1500', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const bodies = receivedOrderBodies();
    const { user } = renderApp('/');
    await user.type(screen.getByLabelText('Referral code'), 'ALICE10');
    await user.type(screen.getByLabelText('Order ID'), 'ORD-AMB2');
    await fillProduct(user, 1, {
      id: 'SKU-1',
      name: 'Sofa',
      quantity: '1',
      subTotal: '10000',
      tax: '1.500',
    });
    const row = within(screen.getByRole('group', { name: 'Product 1' }));
    await user.click(
      within(row.getByRole('group', { name: '1.500: 1500 or 1,5?' })).getByRole('button', {
        name: '1500',
      }),
    );
    expect(row.getByLabelText('Tax')).toHaveValue('1500');
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('200');
    expect(bodies).toEqual([
      {
        orderId: 'ORD-AMB2',
        products: [
          { id: 'SKU-1', name: 'Sofa', quantity: 1, subTotal: 10000, tax: 1500, total: 11500 },
        ],
      },
    ]);
  });
});
