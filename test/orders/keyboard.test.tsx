// Keyboard at a power user's speed (issue 15): Ctrl+Enter sends through the same gate,
// Alt+N adds a focused product row, "?" lists the shortcuts, a typed time is understood.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { server } from '../mock-service';
import { renderApp } from '../render-app';
import { fillMinimalOrder } from './fill-order';

const countRequests = () => {
  const seen = { n: 0 };
  server.events.on('request:start', () => (seen.n += 1));
  return seen;
};

it('Ctrl+Enter sends the order through the same checks: a second send of the ID meets the duplicate guard', async () => {
  const { user } = renderApp('/');
  await fillMinimalOrder(user, 'ALICE10', 'ORD-KEY1');
  expect(screen.getByRole('button', { name: 'Record order' })).toHaveAttribute(
    'aria-keyshortcuts',
    'Control+Enter Meta+Enter',
  );
  await user.click(screen.getByLabelText('Order ID'));
  await user.keyboard('{Control>}{Enter}{/Control}');
  expect(await screen.findByRole('status')).toHaveTextContent('Order ORD-KEY1 recorded');

  await user.click(screen.getByLabelText('Order ID'));
  await user.keyboard('{Control>}{Enter}{/Control}');
  expect(await screen.findByRole('dialog', { name: 'Order ID already sent' })).toBeVisible();
});

it('Ctrl+Enter on an order with problems sends nothing and shows them', async () => {
  const requests = countRequests();
  const { user } = renderApp('/');
  await user.type(screen.getByLabelText('Referral code'), 'ALICE10{Control>}{Enter}{/Control}');
  expect(await screen.findByText(/Fix \d+ problems? above before sending/)).toBeVisible();
  expect(requests.n).toBe(0);
});

it('Alt+N adds a product row and focuses its ID; Add product does the same', async () => {
  const { user } = renderApp('/');
  await user.click(screen.getByLabelText('Order ID'));
  await user.keyboard('{Alt>}n{/Alt}');
  const second = await screen.findByRole('group', { name: 'Product 2' });
  await waitFor(() => {
    expect(within(second).getByLabelText('ID')).toHaveFocus();
  });
  expect(screen.getByLabelText('Order ID')).toHaveValue('');

  await user.click(screen.getByRole('button', { name: 'Add product' }));
  const third = await screen.findByRole('group', { name: 'Product 3' });
  await waitFor(() => {
    expect(within(third).getByLabelText('ID')).toHaveFocus();
  });
});

it('"?" outside a text field lists the shortcuts, Escape closes the list; typed in a field it is a character', async () => {
  const { user } = renderApp('/');
  await user.type(screen.getByLabelText('Order ID'), 'A?');
  expect(screen.getByLabelText('Order ID')).toHaveValue('A?');
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(screen.getByRole('heading', { name: 'Record order' }));
  await user.keyboard('?');
  const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  const table = within(dialog).getByRole('table', { name: 'Keyboard shortcuts' });
  expect(within(table).getByRole('cell', { name: 'Alt+N' })).toBeVisible();
  expect(within(table).getByRole('cell', { name: 'Ctrl+Enter' })).toBeVisible();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(screen.getByRole('button', { name: /Shortcuts/ }));
  expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});

it('Ctrl+Enter on the commissions form asks for the same confirmation as its button', async () => {
  const requests = countRequests();
  const { user } = renderApp('/commissions');
  await screen.findByRole('heading', { name: 'Commissions' });
  await user.type(screen.getByLabelText('Affiliate ID'), 'aff-1002');
  await user.selectOptions(screen.getByLabelText('Commission type'), '0');
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Apply individually' })).getByRole('radio', {
      name: 'No',
    }),
  );
  await user.type(screen.getByLabelText(/^Amount/), '7{Control>}{Enter}{/Control}');
  expect(await screen.findByRole('dialog', { name: 'Update commissions?' })).toBeVisible();
  expect(requests.n).toBe(0);
});

it('a typed or pasted time sets Order time, shown in the local zone and UTC; Enter does not send', async () => {
  const requests = countRequests();
  const { user } = renderApp('/');
  const typed = await screen.findByLabelText('Or type a time');
  await user.type(typed, '2025-10-07 14:30{Enter}');
  await waitFor(() => {
    expect(screen.getByLabelText('Order time')).toHaveValue('2025-10-07T14:30');
  });
  const utc = new Date(2025, 9, 7, 14, 30).toISOString().replace('.000Z', 'Z');
  expect(screen.getByLabelText('Order time')).toHaveAccessibleDescription(
    expect.stringContaining(`${utc} UTC`),
  );
  expect(typed).toHaveValue('');

  await user.click(typed);
  await user.paste('2025-10-07T12:30:00Z');
  await waitFor(() => {
    expect(new Date(screen.getByLabelText<HTMLInputElement>('Order time').value).getTime()).toBe(
      Date.UTC(2025, 9, 7, 12, 30),
    );
  });

  await user.type(typed, 'next tuesday{Enter}');
  expect(typed).toHaveAccessibleDescription(
    expect.stringContaining('is not a time this field reads'),
  );
  expect(requests.n).toBe(0);
});
