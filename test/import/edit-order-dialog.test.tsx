import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import type { ImportedOrder } from '../../src/import/pipeline/rows-to-orders';
import { EditOrderDialog } from '../../src/import/steps/preview/edit-order-dialog';

const withProblems: ImportedOrder = {
  index: 0,
  rows: [7],
  code: 'ALICE10',
  orderId: 'IMP-7',
  status: 'invalid',
  errors: {
    'products.0.quantity': 'Write a number, e.g. 12.5; "two" is not one.',
    'customer.email': 'Enter an email address such as name@example.com.',
  },
  warnings: [],
  problems: [],
  orderStatus: { key: 'paid', settled: true },
  ledger: { gross: 0, goods: 0, shipping: 0, shippingTax: 0, duties: 0, refund: 0 },
  draft: {
    referralCode: 'ALICE10',
    orderId: 'IMP-7',
    products: [{ id: 'SKU-1', name: 'Mug', quantity: 'two', price: 12.5 }],
    customer: { email: 'not-an-email' },
    coupons: ['SAVE10'],
  },
  skipped: false,
};

it("fixes an imported order in the order form's fields, its problems whole and in the form's labels", async () => {
  const user = userEvent.setup();
  const onSave = vi.fn<(o: ImportedOrder) => void>();
  // Inside the app's providers, as in the console: the form's autocomplete reads History through TanStack Query.
  render(
    <AppProviders>
      <EditOrderDialog order={withProblems} onSave={onSave} onCancel={vi.fn()} />
    </AppProviders>,
  );

  const dialog = await screen.findByRole('dialog', { name: 'Edit order IMP-7' });
  const list = within(dialog).getByRole('list', { name: 'Problems found in the file' });
  const problems = within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(problems).toEqual([
    'Product 1 · Quantity: Write a number, e.g. 12.5; "two" is not one.',
    'Customer · Email: Enter an email address such as name@example.com.',
  ]);
  expect(dialog).not.toHaveTextContent(/products\.0|customer\.email|referralCode|\{/);

  const row = within(within(dialog).getByRole('group', { name: 'Product 1' }));
  const quantity = row.getByLabelText('Quantity');
  expect(quantity).toHaveValue('two');
  expect(quantity).toHaveAccessibleDescription(/"two" is not one/);
  await waitFor(() => {
    expect(quantity).toHaveFocus();
  });
  expect(row.getByLabelText('Unit price')).toHaveValue('12.5');
  const email = within(within(dialog).getByRole('group', { name: 'Customer' })).getByLabelText(
    'Email',
  );
  expect(email).toHaveValue('not-an-email');
  expect(email).toHaveAttribute('aria-invalid', 'true');

  await user.clear(quantity);
  await user.type(quantity, '2');
  expect(row.getByLabelText('Subtotal')).toHaveValue('25');
  // The file's problem leaves the field once it is changed.
  expect(quantity).not.toHaveAccessibleDescription(/"two" is not one/);
  expect(quantity).not.toHaveAttribute('aria-invalid');
  // The email is still wrong: nothing is saved.
  await user.click(within(dialog).getByRole('button', { name: 'Save order' }));
  expect(onSave).not.toHaveBeenCalled();

  await user.clear(email);
  await user.type(email, 'ann@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Save order' }));
  await waitFor(() => {
    expect(onSave).toHaveBeenCalled();
  });
  expect(onSave.mock.calls[0]?.[0]).toMatchObject({
    status: 'valid',
    errors: {},
    order: {
      orderId: 'IMP-7',
      products: [{ id: 'SKU-1', name: 'Mug', quantity: 2, subTotal: 25, total: 25 }],
      customer: { email: 'ann@example.com' },
      coupons: ['SAVE10'],
    },
  });
});
