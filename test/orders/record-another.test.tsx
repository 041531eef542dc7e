// "Record another" keeps the referral code and says so (issue 27, item 7), so that the
// next ticket's order does not go to the last affiliate unnoticed.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp } from '../render-app';
import { fillMinimalOrder } from './fill-order';

it('says the referral code was kept from the order just recorded, until it is changed', async () => {
  const { user } = renderApp('/');
  await fillMinimalOrder(user, 'ALICE10', 'ORD-KEPT1');
  await user.click(screen.getByRole('button', { name: 'Record order' }));
  await screen.findByText(/Order ORD-KEPT1 recorded/);
  const code = screen.getByRole('combobox', { name: 'Referral code' });
  expect(code).not.toHaveAccessibleDescription(/Kept/);

  await user.click(screen.getByRole('button', { name: 'Record another' }));
  expect(code).toHaveValue('ALICE10');
  expect(screen.getByLabelText('Order ID')).toHaveFocus();
  expect(code).toHaveAccessibleDescription(
    'Kept from order ORD-KEPT1: check that this order is also ALICE10’s.',
  );
  // Said aloud too, as focus goes to Order ID rather than to the code.
  expect(
    screen.getByText('Ready for the next order: referral code ALICE10 kept from order ORD-KEPT1.'),
  ).toHaveAttribute('aria-live', 'polite');

  await user.clear(code);
  await user.type(code, 'BOBBIKES');
  expect(code).not.toHaveAccessibleDescription(/Kept/);
});
