// The Import page with a Squarespace export whose orders charge shipping and give one tax
// figure each (money.ts shippingTaxUnknown), by role and label: those orders are held and
// grouped with a fix that leads to "Tax on shipping"; an answer checks every order again.
import { readFileSync } from 'node:fs';
import { within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { importSessionOwner, setSessionFactory } from '../../src/import/session/session-owner';
import { checkFile } from './check-file';
import { inProcessSession } from './in-process-session';

const NAME = 'squarespace-orders.csv';
const file = () =>
  new File([readFileSync(`test/fixtures/exports/${NAME}`, 'utf8')], NAME, { type: 'text/csv' });

beforeEach(() => {
  setSessionFactory(inProcessSession().factory);
});
afterEach(() => {
  importSessionOwner().reset();
});

it('holds the orders whose tax may include shipping’s until “Tax on shipping” is answered', async () => {
  const { user, preview } = await checkFile(file());

  // 1001 and 1003 charge shipping; 1002, 1006 and 1007 do not, and go as they are.
  await within(preview).findByText('3 valid');
  const group = within(preview)
    .getByText(/the file does not say whether its tax figure includes tax on shipping/)
    .closest('li');
  if (!(group instanceof HTMLElement)) throw new Error('no problem group');
  expect(group).toHaveTextContent(/^2 orders:/);
  await user.click(within(group).getByRole('button', { name: 'Answer “Tax on shipping”' }));
  const question = within(preview).getByRole('combobox', { name: 'Tax on shipping' });
  expect(question).toHaveFocus();
  expect(question).toHaveValue('');
  expect(question).toHaveAccessibleDescription(
    // 1004 too, refunded and left out: a person may still tick it.
    /^In 3 orders the file charges shipping and gives one tax figure for the whole order/,
  );

  await user.selectOptions(question, 'None (all on products)');
  await within(preview).findByText('5 valid');
  expect(within(preview).getByRole('combobox', { name: 'Tax on shipping' })).toHaveValue(
    'products',
  );
  expect(within(preview).queryByText(/whether its tax figure includes tax on shipping/)).toBeNull();
  expect(within(preview).getByText(/^How the file was read:/)).toHaveTextContent(
    'tax on shipping: none (all on products)',
  );
});
