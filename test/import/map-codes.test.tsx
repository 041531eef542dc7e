// "Map these codes…" (issue 34, item 5): the results table shows the code each order was
// actually sent with; the dialog suggests and checks codes from the affiliate directory; a
// mapping is kept and offered (never applied unasked) to the next import.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importSessionOwner, setSessionFactory } from '../../src/import/session/session-owner';
import { renderApp } from '../render-app';
import { inProcessSession } from './in-process-session';

/** Three orders: two with the Demo's ALICE10, one with a code the service does not know. */
function csvFile(run: string) {
  const lines = [
    'Order Number,Referral Code,SKU,Product,Qty,Unit Price',
    `${run}-1,ALICE10,SKU-1,Mug,1,12.50`,
    `${run}-2,ALICEX,SKU-2,Mug,1,12.50`,
    `${run}-3,ALICE10,SKU-3,Mug,1,12.50`,
  ];
  return new File([lines.join('\n')], 'orders.csv', { type: 'text/csv' });
}

beforeEach(() => {
  setSessionFactory(inProcessSession().factory);
});
afterEach(() => {
  importSessionOwner().reset();
});

async function sentImport(run: string) {
  const rendered = renderApp('/import');
  const { user } = rendered;
  await user.upload(await screen.findByLabelText('Choose file'), csvFile(run));
  expect(await screen.findByLabelText('Source of Order ID')).toHaveValue('Order Number');
  await user.click(screen.getByRole('button', { name: 'Check orders' }));
  const preview = await screen.findByRole('region', { name: 'Preview' });
  await within(preview).findByText('3 valid');
  await user.click(screen.getByRole('button', { name: 'Send 3 orders' }));
  const panel = await screen.findByRole('region', { name: 'Sending' });
  const groups = await within(panel).findByRole('region', { name: 'Failures by cause' });
  return { ...rendered, panel, groups };
}

/** The row of one order in the results table. */
const rowOf = (orderId: string) =>
  within(screen.getByRole('table', { name: 'Orders to import' }))
    .getByText(orderId)
    .closest('[role="row"]') as HTMLElement;

describe('Map these codes…', () => {
  it('shows the code each order was sent with, and the code it had before', async () => {
    const run = `MC${Date.now()}`;
    const { user, panel, groups } = await sentImport(run);
    expect(groups).toHaveTextContent('Unknown referral code: ALICEX × 1');
    await user.click(within(groups).getByRole('button', { name: 'Map these codes…' }));
    const dialog = screen.getByRole('dialog', { name: 'Map unknown referral codes' });
    await user.type(within(dialog).getByLabelText('New code for ALICEX'), 'ALICE10');
    await user.click(within(dialog).getByRole('button', { name: 'Send 1 order again' }));
    await waitFor(() => {
      expect(panel).toHaveTextContent('Finished: all 3 orders recorded.');
    });
    await waitFor(() => {
      expect(within(rowOf(`${run}-2`)).getAllByRole('cell')[2]).toHaveTextContent(
        'ALICE10 was ALICEX',
      );
    });
    expect(within(rowOf(`${run}-1`)).getAllByRole('cell')[2]).toHaveTextContent(/^ALICE10$/);
  });
});
