// The Import page with a file of prices and tax and no total (nothing in it says whether the
// prices include the tax), by role and label: the orders whose figures differ by it are held
// and grouped with a fix that leads to "Prices include tax", asked as a question with no
// answer until the person gives one; an answer checks every order again.
import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { importSessionOwner, setSessionFactory } from '../../src/import/session/session-owner';
import { checkFile } from './check-file';
import { inProcessSession } from './in-process-session';

const CSV = [
  'Order,Item,Quantity,Price,Tax',
  'A1,Mug,2,20.00,3.80',
  'A2,Cup,1,10.00,0.00',
  'A3,Bowl,1,30.00,5.70',
].join('\n');

/** The preview table's row of one order. */
const rowOf = (preview: HTMLElement, orderId: string) =>
  within(preview)
    .getByRole('button', { name: `Edit order ${orderId}` })
    .closest('[role="row"]');

beforeEach(() => {
  setSessionFactory(inProcessSession().factory);
});
afterEach(() => {
  importSessionOwner().reset();
});

it('holds the orders whose figures depend on it until “Prices include tax” is answered', async () => {
  const { user, preview } = await checkFile(new File([CSV], 'orders.csv', { type: 'text/csv' }));

  // A2 has no tax, so either reading sends the same: it goes as it is.
  await within(preview).findByText('1 valid');
  expect(within(preview).getByText(/^How the file was read:/)).toHaveTextContent(
    'prices with or without tax: choose',
  );
  const group = within(preview)
    .getByText(/does not say whether the prices include the tax/)
    .closest('li');
  if (!(group instanceof HTMLElement)) throw new Error('no problem group');
  expect(group).toHaveTextContent(/^2 orders:/);
  expect(group).toHaveTextContent(
    'Product 1’s subtotal: 40.00 if prices are without tax, 36.20 if they include it',
  );
  await user.click(within(group).getByRole('button', { name: 'Answer “Prices include tax”' }));
  const question = within(preview).getByRole('combobox', { name: 'Prices include tax' });
  expect(question).toHaveFocus();
  expect(question).toHaveValue('');
  expect(within(preview).queryByRole('switch', { name: 'Prices include tax' })).toBeNull();
  expect(question).toHaveAccessibleDescription(
    /^Nothing in the file tells, and in 2 orders each product’s subtotal and tax depend on it: until you choose, those orders are held\./,
  );

  await user.selectOptions(question, 'No: tax is added to them');
  await within(preview).findByText('3 valid');
  // A1's 2 × 20.00 with 3.80 added: 43.80 goes out.
  expect(rowOf(preview, 'A1')).toHaveTextContent('43.80');
  const answered = within(preview).getByRole('combobox', { name: 'Prices include tax' });
  expect(answered).toHaveValue('no');
  expect(within(answered).queryByRole('option', { name: 'Choose…' })).toBeNull();
  expect(within(preview).queryByText(/does not say whether the prices include the tax/)).toBeNull();
  expect(within(preview).getByText(/^How the file was read:/)).toHaveTextContent(
    'prices without tax (set by you)',
  );

  await user.selectOptions(answered, 'Yes: the tax is in the prices');
  // A1's 3.80 inside its 40.00: the check has run again with the answer.
  await waitFor(() => {
    expect(rowOf(preview, 'A1')).toHaveTextContent('40.00');
  });
  expect(within(preview).getByText('3 valid')).toBeInTheDocument();
  expect(within(preview).getByRole('combobox', { name: 'Prices include tax' })).toHaveValue('yes');
});
