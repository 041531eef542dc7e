// Commissions › Many affiliates, driven by role and label against the mock
// service (msw/node): review, problems never sent, confirmation, undo.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { lastSetFor, rememberLastSet } from '../../src/commissions/last-set-store';
import { DEMO_CONNECTION } from '../../src/connections';
import { connectionStore } from '../../src/connections/connection-store';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { mockService, server } from '../mock-service';
import { renderApp } from '../render-app';

const demo = DEMO_CONNECTION.id;

/** The affiliate id of every PATCH that reaches the mock service. */
const patchedIds = () => {
  const ids: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH')
      void request
        .clone()
        .json()
        .then((b: unknown) => ids.push((b as { id: string }).id));
  });
  return ids;
};

async function openBulk() {
  const rendered = renderApp('/commissions/bulk');
  await screen.findByRole('button', { name: 'Same settings for a list' });
  return rendered;
}

async function fillList(user: UserEvent, ids: string, amount: string) {
  await user.type(screen.getByLabelText('Affiliate IDs'), ids);
  await user.selectOptions(screen.getByLabelText('Commission type'), '0');
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Apply individually' })).getByRole('radio', {
      name: 'No',
    }),
  );
  await user.type(screen.getByLabelText(/^Amount/), amount);
}

const rowOf = (id: string) =>
  within(screen.getByRole('table', { name: 'Affiliates to change' }))
    .getAllByRole('row')
    .find((r) => within(r).queryByText(id, { selector: '.mono' }));

async function sendFaster(user: UserEvent) {
  await user.clear(screen.getByLabelText('Requests per second'));
  await user.type(screen.getByLabelText('Requests per second'), '100');
}

describe('Commissions › Many affiliates', () => {
  it('reviews a list against the last settings, confirms, sends only changes, then prepares the undo', async () => {
    rememberLastSet(demo, 'aff-1001', { type: 0, applyIndividual: false, amount: 10 });
    rememberLastSet(demo, 'aff-1002', { type: 0, applyIndividual: false, amount: 15 });
    const sent = patchedIds();
    const { user } = await openBulk();
    await fillList(user, 'aff-1001\naff-1002\naff-1001\n\naff-1004, aff-9999', '15');
    expect(screen.getByText(/affiliate IDs ·/)).toHaveTextContent(
      '4 affiliate IDs · 1 repeated dropped · 1 blank dropped',
    );
    await user.click(screen.getByRole('button', { name: 'Review changes' }));

    expect(screen.getByRole('status')).toHaveTextContent(
      '3 affiliates: 2 first set from here, 1 amount 10 % → 15 %. Not sent: 1 unchanged (skipped).',
    );
    expect(rowOf('aff-1001')).toHaveTextContent('0 · Percentage, 10 %, individually: no');
    expect(rowOf('aff-1001')).toHaveTextContent('amount 10 % → 15 %');
    expect(rowOf('aff-1002')).toHaveTextContent('skipped');
    expect(rowOf('aff-1004')).toHaveTextContent('not set from this console');
    await sendFaster(user);
    await user.click(screen.getByRole('button', { name: 'Send 3 changes…' }));

    const dialog = screen.getByRole('dialog', {
      name: 'Change the commissions of 3 affiliates?',
    });
    expect(dialog).toHaveTextContent('Demo');
    expect(dialog).toHaveTextContent('2 first set from here, 1 amount 10 % → 15 %');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send changes' }));

    const panel = await screen.findByRole('region', { name: 'Sending' });
    await waitFor(() => {
      expect(panel).toHaveTextContent('3 of 3 answered · 2 updated · 1 failed');
    });
    expect([...sent].sort()).toEqual(['aff-1001', 'aff-1004', 'aff-9999']);
    expect(mockService.affiliates().find((a) => a.id === 'aff-1004')?.commissions.amount).toBe(15);
    // "Last set" follows each answer: the two updated, not the refused one.
    expect(lastSetFor(demo, 'aff-1001')?.settings.amount).toBe(15);
    expect(lastSetFor(demo, 'aff-1004')?.settings.amount).toBe(15);
    expect(lastSetFor(demo, 'aff-9999')).toBeUndefined();
    // The problems list is read from storage: it follows the counts.
    await waitFor(() => {
      expect(panel).toHaveTextContent(/aff-9999: Failed: .* \(404 Not Found\)/);
    });
    // The storage the job takes on this device, from its stored chunks.
    expect(panel).toHaveTextContent(
      /Stored on this device: [\d.]+ (B|KB) \(about \d+ B a request\)/,
    );

    await user.click(within(panel).getByRole('button', { name: 'Undo this change' }));
    expect(await screen.findByRole('heading', { name: /Review: Undo of/ })).toBeInTheDocument();
    // Back to 10 % for aff-1001; aff-1004 had no earlier settings from here: a problem, never sent.
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 affiliate: 1 amount 15 % → 10 %. Not sent: 1 with problems (never sent).',
    );
    expect(rowOf('aff-1004')).toHaveTextContent('not set from this console before this change');
    expect(rowOf('aff-9999')).toBeUndefined();
    expect(sent).toHaveLength(3);
  });

  it('reads a pasted table with labels and yes/no; rows with problems are listed and never sent', async () => {
    const sent = patchedIds();
    const { user } = await openBulk();
    await user.click(screen.getByRole('button', { name: 'From a file' }));
    await user.type(
      screen.getByLabelText('Or paste a table'),
      [
        'Affiliate,Commission type,Apply individually,Amount',
        'aff-1001,Percentage,yes,12',
        'aff-1002,Bonus,no,5',
        ',Percentage,no,5',
        'aff-1003,Fixed amount,no,-3',
        'aff-1004,1,TRUE,7.5',
        'aff-1005,0,maybe,1e999',
      ].join('\n'),
    );
    await user.click(screen.getByRole('button', { name: 'Read pasted table' }));
    expect(await screen.findByLabelText('Column for Affiliate ID')).toHaveValue('Affiliate');
    expect(screen.getByLabelText('Column for Commission type')).toHaveValue('Commission type');
    expect(screen.getByLabelText('Column for Apply individually')).toHaveValue(
      'Apply individually',
    );
    expect(screen.getByLabelText('Column for Amount')).toHaveValue('Amount');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));

    expect(screen.getByRole('status')).toHaveTextContent(
      '2 affiliates: 2 first set from here. Not sent: 4 with problems (never sent).',
    );
    await user.selectOptions(screen.getByLabelText('Show'), 'Only problems');
    const table = screen.getByRole('table', { name: 'Affiliates to change' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(rowOf('aff-1002')).toHaveTextContent('Unknown commission type “Bonus”');
    expect(rowOf('aff-1003')).toHaveTextContent('The amount cannot be negative.');
    expect(rowOf('aff-1005')).toHaveTextContent('is not yes/no');
    expect(within(table).getByText('Enter the affiliate ID.')).toBeInTheDocument();

    await sendFaster(user);
    await user.click(screen.getByRole('button', { name: 'Send 2 changes…' }));
    await user.click(screen.getByRole('button', { name: 'Send changes' }));
    const panel = await screen.findByRole('region', { name: 'Sending' });
    await waitFor(() => {
      expect(panel).toHaveTextContent('2 of 2 answered · 2 updated');
    });
    expect([...sent].sort()).toEqual(['aff-1001', 'aff-1004']);
    expect(mockService.affiliates().find((a) => a.id === 'aff-1004')?.commissions).toEqual({
      type: 1,
      applyIndividual: true,
      amount: 7.5,
    });
  });

  it("reads a spreadsheet (XLSX) through the import's reader: its columns guessed, its rows reviewed", async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Affiliate', 'Commission type', 'Apply individually', 'Amount'],
      ['aff-1006', 'Percentage', 'no', 15],
      ['aff-1007', 1, 'yes', 2.5],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Changes');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const { user } = await openBulk();
    await user.click(screen.getByRole('button', { name: 'From a file' }));
    await user.upload(screen.getByLabelText('Choose file'), new File([bytes], 'changes.xlsx'));
    expect(await screen.findByLabelText('Column for Affiliate ID')).toHaveValue('Affiliate');
    expect(screen.getByLabelText('Column for Amount')).toHaveValue('Amount');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 affiliates');
    expect(rowOf('aff-1006')).toHaveTextContent('15');
    expect(rowOf('aff-1007')).toHaveTextContent('2.5');
  });

  it('on a production connection, sends only after the number of affiliates is typed', async () => {
    connectionStore.save(
      { id: 'c-prod', name: 'Live', baseUrl: DEMO_BASE_URL, production: true, rememberKey: false },
      'demo-key',
    );
    const sent = patchedIds();
    const { user } = await openBulk();
    await user.type(screen.getByLabelText('Affiliate IDs'), 'aff-1010 aff-1011');
    await user.selectOptions(screen.getByLabelText('Commission type'), 'other');
    await user.type(screen.getByLabelText('Type number'), '3');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Apply individually' })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    await user.type(screen.getByLabelText(/^Amount/), '4');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    await user.click(screen.getByRole('button', { name: 'Send 2 changes…' }));

    const dialog = screen.getByRole('dialog', { name: 'Change the commissions of 2 affiliates?' });
    expect(dialog).toHaveTextContent('Live, a production connection');
    await user.click(within(dialog).getByRole('button', { name: 'Send to production' }));
    expect(within(dialog).getByLabelText('Type 2 to confirm')).toHaveAccessibleDescription(
      /Type 2, the number of affiliates/,
    );
    await user.type(within(dialog).getByLabelText('Type 2 to confirm'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Send to production' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Type 2 to confirm'));
    await user.type(within(dialog).getByLabelText('Type 2 to confirm'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Send to production' }));
    const panel = await screen.findByRole('region', { name: 'Sending' });
    await waitFor(() => {
      expect(panel).toHaveTextContent('2 of 2 answered · 2 updated');
    });
    expect([...sent].sort()).toEqual(['aff-1010', 'aff-1011']);
  });
});
