// The coupon chip's "×" hands focus back to the coupons field (issue 27, item 10):
// the button goes with its chip, and focus must not fall to the page.
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp } from '../render-app';

it('removing a coupon by its × keeps focus in the coupons field, by click or by keyboard', async () => {
  const { user } = renderApp('/');
  const coupons = await screen.findByLabelText('Coupons');
  await user.type(coupons, 'SAVE10{Enter}WELCOME{Enter}');
  const chips = screen.getByRole('list', { name: 'Added coupons' });

  await user.click(within(chips).getByRole('button', { name: 'Remove coupon SAVE10' }));
  expect(coupons).toHaveFocus();
  expect(within(chips).queryByText('SAVE10')).not.toBeInTheDocument();

  within(chips).getByRole('button', { name: 'Remove coupon WELCOME' }).focus();
  await user.keyboard('{Enter}');
  expect(coupons).toHaveFocus();
  expect(screen.queryByRole('list', { name: 'Added coupons' })).not.toBeInTheDocument();
});
