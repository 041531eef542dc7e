// "Fix in the order form" opens the order on the field the service refused, with the
// problem shown there (issue 27, item 10).
import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { openOrderAsDraft } from '../../src/orders/page';
import { renderApp } from '../render-app';

const order = { orderId: 'IMP-7', products: [{ name: 'Mug', quantity: 1, subTotal: 10 }] };

it('a 404 opens the form on Referral code, its problem shown', async () => {
  openOrderAsDraft('NO-SUCH-CODE', order, 'Order IMP-7 from the import of a.csv.', {
    status: 404,
    connectionName: 'Demo',
  });
  renderApp('/');
  const code = screen.getByRole('combobox', { name: 'Referral code' });
  await waitFor(() => {
    expect(code).toHaveFocus();
  });
  expect(code).toHaveValue('NO-SUCH-CODE');
  expect(code).toHaveAccessibleDescription(/"NO-SUCH-CODE" matched no affiliate on "Demo"\./);
  expect(code).toHaveAttribute('aria-invalid', 'true');
});

it('a 409 opens it on Order ID; a refusal with no field opens it as before', async () => {
  openOrderAsDraft('ALICE10', order, 'Order IMP-7.', { status: 409, connectionName: 'Demo' });
  const first = renderApp('/');
  const orderId = screen.getByLabelText('Order ID');
  await waitFor(() => {
    expect(orderId).toHaveFocus();
  });
  expect(orderId).toHaveAccessibleDescription(/already recorded for this affiliate/);
  first.unmount();

  openOrderAsDraft('ALICE10', order, 'Order IMP-7.', { status: 400, connectionName: 'Demo' });
  renderApp('/');
  await screen.findByText('Order IMP-7.');
  expect(screen.getByLabelText('Order ID')).not.toHaveAttribute('aria-invalid', 'true');
});
