// An autocompleted product's tax follows its quantity (issue 22, item 3): the order
// form driven by label against the mock service, the body it received checked.
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { entry, addEntries } from '../history/fixtures';
import { receivedOrderBodies } from '../mock-service';
import { renderApp } from '../render-app';

/** Coffee mug, last recorded at 1 × 25 with 2.5 tax: 10 %. */
const lastMug = () =>
  addEntries([
    entry({
      startedAt: 1,
      connectionId: 'demo',
      referralCode: 'ALICE10',
      requestBody: {
        orderId: 'O-1',
        products: [{ id: 'MUG-7', name: 'Coffee mug', quantity: 1, subTotal: 25, tax: 2.5 }],
      },
      unitPrices: [25],
    }),
  ]);

it('Coffee mug × 2 goes out as 50 + 5 = 55, and a typed tax is kept only when the person says so', async () => {
  await lastMug();
  const bodies = receivedOrderBodies();
  const { user } = renderApp('/');
  await user.type(screen.getByLabelText('Referral code'), 'ALICE10');
  await user.type(screen.getByLabelText('Order ID'), 'ORD-MUG2');
  const row = within(screen.getByRole('group', { name: 'Product 1' }));
  await user.type(row.getByRole('combobox', { name: 'Name' }), 'coffee');
  await user.click(
    await screen.findByRole('option', { name: 'Coffee mug · MUG-7 · 25 · tax 10 %' }),
  );
  const tax = row.getByLabelText('Tax');
  expect(tax).toHaveValue('2.5');
  expect(tax).toHaveAccessibleDescription('10 % of Subtotal; type a tax to set your own');

  await user.clear(row.getByLabelText('Quantity'));
  await user.type(row.getByLabelText('Quantity'), '2');
  expect(row.getByLabelText('Subtotal')).toHaveValue('50');
  expect(tax).toHaveValue('5');
  expect(row.getByLabelText('Total')).toHaveAttribute('placeholder', '55');
  await user.click(screen.getByRole('button', { name: 'Record order' }));
  expect(await screen.findByRole('status')).toHaveTextContent('200');
  expect(bodies).toEqual([
    {
      orderId: 'ORD-MUG2',
      products: [{ id: 'MUG-7', name: 'Coffee mug', quantity: 2, subTotal: 50, tax: 5, total: 55 }],
    },
  ]);

  // The next order: the same mug, a tax of one's own, then another quantity.
  await user.click(screen.getByRole('button', { name: 'Record another' }));
  await user.type(screen.getByLabelText('Order ID'), 'ORD-MUG3');
  const next = within(screen.getByRole('group', { name: 'Product 1' }));
  await user.type(next.getByRole('combobox', { name: 'ID' }), 'mug');
  await user.click(await screen.findByRole('option', { name: /^MUG-7 · Coffee mug/ }));
  await user.clear(next.getByLabelText('Tax'));
  await user.type(next.getByLabelText('Tax'), '4');
  expect(next.getByLabelText('Tax')).not.toHaveAccessibleDescription(/% of Subtotal/);
  await user.clear(next.getByLabelText('Quantity'));
  await user.type(next.getByLabelText('Quantity'), '3');
  expect(next.getByLabelText('Tax')).toHaveValue('4');
  // 4 was typed for 25 of goods, not 75: kept only once the person says so (issue 32).
  await user.click(next.getByRole('checkbox', { name: 'Keep 4 as Tax' }));
  await user.click(screen.getByRole('button', { name: 'Record order' }));
  await screen.findByText(/Order ORD-MUG3 recorded/);
  expect(bodies[1]).toEqual({
    orderId: 'ORD-MUG3',
    products: [{ id: 'MUG-7', name: 'Coffee mug', quantity: 3, subTotal: 75, tax: 4, total: 79 }],
  });
});
