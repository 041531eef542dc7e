import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function fillProduct(
  user: UserEvent,
  n: number,
  p: {
    id?: string;
    name?: string;
    quantity?: string;
    subTotal?: string;
    tax?: string;
    total?: string;
  },
) {
  const row = within(screen.getByRole('group', { name: `Product ${n}` }));
  const set = async (label: string, value: string | undefined) => {
    if (value === undefined) return;
    const input = row.getByLabelText(label);
    await user.clear(input);
    if (value !== '') await user.type(input, value);
  };
  await set('ID', p.id);
  await set('Name', p.name);
  await set('Quantity', p.quantity);
  await set('Subtotal', p.subTotal);
  await set('Tax', p.tax);
  await set('Total', p.total);
}

/** Fills the smallest valid order: a referral code, an order ID and one product. */
export async function fillMinimalOrder(user: UserEvent, code = 'ALICE10', orderId = 'ORD-100') {
  await user.type(screen.getByLabelText('Referral code'), code);
  await user.type(screen.getByLabelText('Order ID'), orderId);
  await fillProduct(user, 1, { id: 'SKU-1', name: 'Mug', quantity: '2', subTotal: '20', tax: '4' });
}
