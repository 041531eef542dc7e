// "Map these codes…" (issue 34, item 5): the results table shows the code each order was
// actually sent with; the dialog suggests and checks codes from the affiliate directory; a
// mapping is kept and offered (never applied unasked) to the next import.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { affiliateCollection } from '../../src/affiliates';
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

type User = ReturnType<typeof renderApp>['user'];

/** Chooses the file, checks it and sends its orders; resolves the job's panel and its failures. */
async function sendFile(user: User, run: string) {
  await user.upload(await screen.findByLabelText('Choose file'), csvFile(run));
  expect(await screen.findByLabelText('Source of Order ID')).toHaveValue('Order Number');
  await user.click(screen.getByRole('button', { name: 'Check orders' }));
  const preview = await screen.findByRole('region', { name: 'Preview' });
  await within(preview).findByText('3 valid');
  await user.click(screen.getByRole('button', { name: 'Send 3 orders' }));
  const panel = await screen.findByRole('region', { name: 'Sending' });
  const groups = await within(panel).findByRole('region', { name: 'Failures by cause' });
  return { panel, groups };
}

async function sentImport(run: string) {
  const rendered = renderApp('/import');
  return { ...rendered, ...(await sendFile(rendered.user, run)) };
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

  it('suggests codes from the directory by name, offers the code of a name typed, and says plainly when a code is not there', async () => {
    await affiliateCollection.applyRemote([
      {
        record: {
          key: 'k-alice',
          updatedAt: '2026-03-03T10:00:00.000Z',
          name: 'Alice Martin',
          codes: ['ALICE10'],
          affiliateIds: ['aff-1001'],
        },
        conflicts: [],
      },
    ]);
    const run = `MD${Date.now()}`;
    const { user, panel, groups } = await sentImport(run);
    await user.click(within(groups).getByRole('button', { name: 'Map these codes…' }));
    const dialog = screen.getByRole('dialog', { name: 'Map unknown referral codes' });
    const field = within(dialog).getByRole('combobox', { name: 'New code for ALICEX' });

    await user.type(field, 'mart');
    await user.click(await within(dialog).findByRole('option', { name: 'ALICE10 · Alice Martin' }));
    expect(field).toHaveValue('ALICE10');
    expect(
      await within(dialog).findByText('ALICE10: Alice Martin, in the affiliate directory.'),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'Alice Martin');
    expect(
      await within(dialog).findByText(/Alice Martin’s code is ALICE10 — use it\?/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use ALICE10' }));
    expect(field).toHaveValue('ALICE10');

    // Not in the directory: said, not blocked (the service is the authority).
    await user.clear(field);
    await user.type(field, 'ZZZ9');
    expect(
      await within(dialog).findByText(
        /ZZZ9 is not in the affiliate directory\. It can still be sent/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send 1 order again' })).toBeEnabled();

    await user.clear(field);
    await user.type(field, 'ALICE10');
    await user.click(within(dialog).getByRole('button', { name: 'Send 1 order again' }));
    await waitFor(() => {
      expect(panel).toHaveTextContent('Finished: all 3 orders recorded.');
    });
  });

  it('keeps a mapping and offers it to the next import, applied only on a click', async () => {
    const first = `MK${Date.now()}`;
    const { user, panel, groups } = await sentImport(first);
    // Nothing mapped before on this connection: nothing offered.
    expect(groups).not.toHaveTextContent('Last time you mapped');
    await user.click(within(groups).getByRole('button', { name: 'Map these codes…' }));
    const dialog = screen.getByRole('dialog', { name: 'Map unknown referral codes' });
    await user.type(within(dialog).getByLabelText('New code for ALICEX'), 'ALICE10');
    await user.click(within(dialog).getByRole('button', { name: 'Send 1 order again' }));
    await waitFor(() => {
      expect(panel).toHaveTextContent('Finished: all 3 orders recorded.');
    });
    await user.click(within(panel).getByRole('button', { name: 'New import' }));

    const second = `MK2${Date.now()}`;
    const next = await sendFile(user, second);
    expect(next.groups).toHaveTextContent('Last time you mapped ALICEX to ALICE10.');
    // Offered, not applied: the order stays failed until the person chooses.
    expect(next.panel).toHaveTextContent('2 of 3 orders recorded');
    expect(within(rowOf(`${second}-2`)).getAllByRole('cell')[2]).toHaveTextContent(/^ALICEX$/);

    // The dialog offers it too, on a click.
    await user.click(within(next.groups).getByRole('button', { name: 'Map these codes…' }));
    const again = screen.getByRole('dialog', { name: 'Map unknown referral codes' });
    expect(again).toHaveTextContent('Last time you mapped ALICEX to ALICE10.');
    expect(within(again).getByLabelText('New code for ALICEX')).toHaveValue('');
    await user.click(within(again).getByRole('button', { name: 'Use ALICE10 for ALICEX' }));
    expect(within(again).getByLabelText('New code for ALICEX')).toHaveValue('ALICE10');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));

    await user.click(
      within(next.groups).getByRole('button', { name: 'Send 1 order again the same way' }),
    );
    await waitFor(() => {
      expect(next.panel).toHaveTextContent('Finished: all 3 orders recorded.');
    });
    await waitFor(() => {
      expect(within(rowOf(`${second}-2`)).getAllByRole('cell')[2]).toHaveTextContent(
        'ALICE10 was ALICEX',
      );
    });
  });
});
