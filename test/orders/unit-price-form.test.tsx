import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { server } from '../mock-service';
import { renderApp } from '../render-app';
import { listEntries } from '../history/fixtures';

it('a unit price sets a read-only Subtotal, is never sent, and comes back with "Open as new"', async () => {
  let sent: unknown;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/v1/track/'))
      void request
        .clone()
        .json()
        .then((b: unknown) => (sent = b));
  });
  const { user } = renderApp('/');
  await user.type(screen.getByLabelText('Referral code'), 'ALICE10');
  await user.type(screen.getByLabelText('Order ID'), 'ORD-UP1');
  const row = within(screen.getByRole('group', { name: 'Product 1' }));
  await user.type(row.getByLabelText('Name'), 'Mug');
  await user.type(row.getByLabelText('Unit price'), '19.99');
  await user.clear(row.getByLabelText('Quantity'));
  await user.type(row.getByLabelText('Quantity'), '3');

  const subtotal = row.getByLabelText('Subtotal');
  expect(subtotal).toHaveValue('59.97');
  expect(subtotal).toHaveAttribute('readonly');
  expect(subtotal).toHaveAccessibleDescription('= 19.99 × 3');

  await user.click(screen.getByRole('button', { name: 'Record order' }));
  await screen.findByRole('status');
  expect(sent).toEqual({
    orderId: 'ORD-UP1',
    products: [{ name: 'Mug', quantity: 3, subTotal: 59.97, total: 59.97 }],
  });
  const [stored] = await listEntries();
  expect(stored?.unitPrices).toEqual([19.99]);

  await user.click(screen.getByRole('link', { name: 'History' }));
  const list = await screen.findByRole('list', { name: 'History entries' });
  await user.click(await within(list).findByRole('button', { name: /Order ORD-UP1/ }));
  const detail = screen.getByRole('region', { name: 'Entry details' });
  const products = within(detail).getByRole('table', { name: 'Products' });
  expect(
    within(products).getByRole('columnheader', { name: 'Unit price (not sent)' }),
  ).toBeVisible();
  expect(within(products).getByRole('cell', { name: '19.99' })).toBeVisible();
  await user.click(within(detail).getByRole('button', { name: 'Open as new' }));
  await screen.findByText(/Opened from History/);
  const reopened = within(screen.getByRole('group', { name: 'Product 1' }));
  expect(reopened.getByLabelText('Unit price')).toHaveValue('19.99');
  expect(reopened.getByLabelText('Subtotal')).toHaveValue('59.97');

  // Clearing the unit price keeps the subtotal and makes it editable again.
  await user.clear(reopened.getByLabelText('Unit price'));
  expect(reopened.getByLabelText('Subtotal')).toHaveValue('59.97');
  expect(reopened.getByLabelText('Subtotal')).not.toHaveAttribute('readonly');
});
