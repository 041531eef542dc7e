// The money check names a money column the mapping leaves unread, the orders it holds
// say so in plain words, and one button maps it for the whole file and checks again.
// Driven by role and label on the Import page, against the mock service (msw/node).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importSessionOwner, setSessionFactory } from '../../src/import/session/session-owner';
import { renderApp } from '../render-app';
import { inProcessSession } from './in-process-session';

// "Postage charged" is no header the mapping guesses; its name reads as the shipping charge.
const FILE = [
  'Order Number,Referral Code,Product,Qty,Unit Price,Postage charged,Order Total',
  'P-1,ALICE10,Quilt,1,62.00,17.00,79.00',
  'P-2,ALICE10,Mug,2,12.50,0.00,25.00',
  'P-3,ALICE10,Scarf,1,30.00,6.50,36.50',
].join('\n');

beforeEach(() => {
  setSessionFactory(inProcessSession().factory);
});
afterEach(() => {
  importSessionOwner().reset();
});

describe('money in a column the mapping does not read', () => {
  it('is named with its sum, holds the orders it is in, and is read in one step', async () => {
    const { user } = renderApp('/import');
    await user.upload(
      await screen.findByLabelText('Choose file'),
      new File([FILE], 'orders.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByLabelText('Source of Order ID')).toHaveValue('Order Number');
    await user.click(screen.getByRole('button', { name: 'Check orders' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    await within(preview).findByText('1 valid');
    expect(within(preview).getByText('2 with problems')).toBeInTheDocument();

    const money = within(preview).getByRole('region', { name: 'Money check' });
    const table = within(money).getByRole('table', { name: 'no currency given' });
    // Nothing is said to be accounted for while an unread column holds money.
    expect(within(table).getByRole('rowheader', { name: /^Not accounted for/ })).toHaveTextContent(
      'Not every cent is accounted for: look at the unread column Postage charged (23.50 in 2 orders).',
    );
    expect(within(table).queryByRole('rowheader', { name: /Not accounted for: none/ })).toBeNull();
    const unread = within(money).getByRole('heading', {
      name: 'Money columns the mapping does not read (no currency given)',
    }).parentElement as HTMLElement;
    expect(unread).toHaveTextContent('Postage charged: 23.50 in 2 orders.');

    // The held orders say what the difference is.
    await user.click(within(preview).getByLabelText('Only orders with problems'));
    expect(
      await within(preview).findByText(
        /17\.00 is the unread column Postage charged: read it as Shipping charge\?/,
      ),
    ).toBeInTheDocument();

    await user.click(
      within(unread).getByRole('button', { name: 'Read Postage charged as Shipping charge' }),
    );
    await within(preview).findByText('3 valid');
    expect(screen.getByLabelText('Source of Shipping charge')).toHaveValue('Postage charged');
    const after = within(within(preview).getByRole('region', { name: 'Money check' })).getByRole(
      'table',
      { name: 'no currency given' },
    );
    expect(
      within(after).getByRole('rowheader', { name: /Not accounted for: none/ }),
    ).toHaveTextContent('Every cent of the file is accounted for.');
    expect(
      within(
        within(after)
          .getByRole('rowheader', { name: /^Shipping/ })
          .closest('tr') as HTMLElement,
      )
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', '23.50']);
  });

  it('a field set to "Not mapped" is still offered: its column can be read in one step', async () => {
    const file = [
      'Order Number,Referral Code,Product,Qty,Unit Price,Shipping,Order Total',
      'P-1,ALICE10,Quilt,1,62.00,17.00,79.00',
    ].join('\n');
    const { user } = renderApp('/import');
    await user.upload(
      await screen.findByLabelText('Choose file'),
      new File([file], 'orders.csv', { type: 'text/csv' }),
    );
    const source = await screen.findByLabelText('Source of Shipping charge');
    expect(source).toHaveValue('Shipping');
    await user.selectOptions(source, 'Not mapped');
    await user.click(screen.getByRole('button', { name: 'Check orders' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const money = await within(preview).findByRole('region', { name: 'Money check' });
    await user.click(
      await within(money).findByRole('button', { name: 'Read Shipping as Shipping charge' }),
    );
    await within(preview).findByText('1 valid');
    expect(screen.getByLabelText('Source of Shipping charge')).toHaveValue('Shipping');
  });
});
