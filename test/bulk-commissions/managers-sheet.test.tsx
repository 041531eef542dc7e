// A manager's own sheet: an ID column and new amounts (decimal commas where the file
// or the person writes them); type and apply-individually chosen once for all rows, or
// kept from the last set. Driven by role and label against the mock service.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLastSet } from '../../src/commissions/last-set-store';
import { DEMO_CONNECTION } from '../../src/connections';
import { mockService, server } from '../mock-service';
import { renderApp } from '../render-app';

const demo = DEMO_CONNECTION.id;

const patchBodies = () => {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH')
      void request
        .clone()
        .json()
        .then((b: unknown) => bodies.push(b));
  });
  return bodies;
};

async function readSheet(lines: string[]) {
  const { user } = renderApp('/commissions/bulk');
  await user.click(await screen.findByRole('button', { name: 'From a file' }));
  await user.click(screen.getByLabelText('Or paste a table'));
  await user.paste(lines.join('\n'));
  await user.click(screen.getByRole('button', { name: 'Read pasted table' }));
  await screen.findByLabelText('Column for Affiliate ID');
  return user;
}

const rowOf = (id: string) =>
  within(screen.getByRole('table', { name: 'Affiliates to change' }))
    .getAllByRole('row')
    .find((r) => within(r).queryByText(id, { selector: '.mono' }));

const applyChoice = (name: string) =>
  within(screen.getByRole('radiogroup', { name: 'Apply individually' })).getByRole('radio', {
    name,
  });

async function sendAll(user: UserEvent, count: number) {
  await user.clear(screen.getByLabelText('Requests per second'));
  await user.type(screen.getByLabelText('Requests per second'), '100');
  await user.click(
    screen.getByRole('button', { name: `Send ${count} ${count === 1 ? 'change' : 'changes'}…` }),
  );
  await user.click(screen.getByRole('button', { name: 'Send changes' }));
  const panel = await screen.findByRole('region', { name: 'Sending' });
  await waitFor(() => {
    expect(panel).toHaveTextContent(`${count} of ${count} answered`);
  });
}

describe('Commissions › Many affiliates: a manager’s own sheet', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('takes an ID column and new amounts with decimal commas; type and apply are chosen once for all rows', async () => {
    const sent = patchBodies();
    const user = await readSheet([
      'Partner ID\tNew amount',
      'aff-1020\t12,5',
      'aff-1021\t1,234',
      'aff-1022\t7',
    ]);
    expect(screen.getByLabelText('Column for Affiliate ID')).toHaveValue('Partner ID');
    expect(screen.getByLabelText('Column for Amount')).toHaveValue('New amount');
    expect(screen.getByLabelText('Column for Commission type')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(screen.getByLabelText('Commission type')).toHaveAccessibleDescription(
      /Choose a commission type\./,
    );
    // None of these affiliates was set from here: there is no last set to offer.
    expect(screen.getByText('Choose Yes or No.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Affiliates to change' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Commission type'), '0');
    await user.click(applyChoice('No'));
    await user.click(screen.getByRole('button', { name: 'Review changes' }));

    expect(screen.getByRole('status')).toHaveTextContent('3 affiliates: 3 first set from here.');
    // The file writes decimals with a comma ("12,5"): its "1,234" is 1.234, shown as the file writes it.
    expect(screen.getByText(/Amounts are read and shown with a decimal comma/)).toBeInTheDocument();
    expect(rowOf('aff-1020')).toHaveTextContent('0 · Percentage, 12,5 %, individually: no');
    expect(rowOf('aff-1021')).toHaveTextContent('0 · Percentage, 1,234 %, individually: no');
    await sendAll(user, 3);
    expect(sent).toContainEqual({
      id: 'aff-1020',
      commissions: { type: 0, applyIndividual: false, amount: 12.5 },
    });
    expect(mockService.affiliates().find((a) => a.id === 'aff-1021')?.commissions.amount).toBe(
      1.234,
    );
  });

  it('keeps type and apply-individually as last set, and says which affiliates have none to keep', async () => {
    rememberLastSet(demo, 'aff-1030', { type: 1, applyIndividual: true, amount: 3 });
    const sent = patchBodies();
    const user = await readSheet(['ID,Amount', 'aff-1030,4', 'aff-1031,5']);
    await user.selectOptions(
      screen.getByLabelText('Commission type'),
      'Keep each affiliate’s last set (1 of 2 have one)',
    );
    await user.click(applyChoice('Keep each affiliate’s last set (1 of 2 have one)'));
    await user.click(screen.getByRole('button', { name: 'Review changes' }));

    expect(screen.getByRole('status')).toHaveTextContent(
      '1 affiliate: 1 amount 3 (currency) → 4 (currency). Not sent: 1 with problems (never sent).',
    );
    expect(rowOf('aff-1031')).toHaveTextContent(
      'aff-1031 was not set from this console before, so there is no type or apply-individually to keep',
    );
    await sendAll(user, 1);
    expect(sent).toEqual([
      { id: 'aff-1030', commissions: { type: 1, applyIndividual: true, amount: 4 } },
    ]);
  });

  it('reads a person’s typed "1,234" by their language, and shows it back in their form', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const sent = patchBodies();
    const { user } = renderApp('/commissions/bulk');
    await user.type(await screen.findByLabelText('Affiliate IDs'), 'aff-1040');
    await user.selectOptions(screen.getByLabelText('Commission type'), '0');
    await user.click(applyChoice('No'));
    await user.type(screen.getByLabelText(/^Amount/), '1,234');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(rowOf('aff-1040')).toHaveTextContent('0 · Percentage, 1,234 %, individually: no');
    await sendAll(user, 1);
    expect(sent).toEqual([
      { id: 'aff-1040', commissions: { type: 0, applyIndividual: false, amount: 1.234 } },
    ]);
  });
});
