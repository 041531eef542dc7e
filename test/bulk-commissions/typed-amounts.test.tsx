// Commissions › Many affiliates: "12,500" typed for a list in an English browser is
// asked, never read as 12500; the confirmation restates what it sends (type, apply
// individually, amount as read, how many) and asks again for a percentage over 100.
// A sheet that does not show its decimal sign asks for it.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../mock-service';
import { renderApp } from '../render-app';

const patchBodies = () => {
  const bodies: { id: string; commissions: { amount: number } }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH')
      void request
        .clone()
        .json()
        .then((b: unknown) => bodies.push(b as (typeof bodies)[number]));
  });
  return bodies;
};

const ids = Array.from({ length: 40 }, (_, i) => `aff-${2000 + i}`);

async function fillList(user: UserEvent, amount: string) {
  await user.click(await screen.findByLabelText('Affiliate IDs'));
  await user.paste(ids.join('\n'));
  await user.selectOptions(screen.getByLabelText('Commission type'), '0');
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Apply individually' })).getByRole('radio', {
      name: 'Yes',
    }),
  );
  await user.type(screen.getByLabelText(/^Amount/), amount);
}

async function openConfirmation(user: UserEvent, count: number) {
  await user.clear(screen.getByLabelText('Requests per second'));
  await user.type(screen.getByLabelText('Requests per second'), '100');
  await user.click(
    screen.getByRole('button', { name: `Send ${count} ${count === 1 ? 'change' : 'changes'}…` }),
  );
  return screen.getByRole('dialog', {
    name: `Change the commissions of ${count} ${count === 1 ? 'affiliate' : 'affiliates'}?`,
  });
}

async function sent(count: number) {
  const panel = await screen.findByRole('region', { name: 'Sending' });
  await waitFor(() => {
    expect(panel).toHaveTextContent(`${count} of ${count} answered`);
  });
}

describe('Commissions › Many affiliates: typed amounts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks "12,500" for a list of 40, and the confirmation restates the settings it sends', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const bodies = patchBodies();
    const { user } = renderApp('/commissions/bulk');
    await fillList(user, '12,500');

    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(screen.queryByRole('heading', { name: /Review/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription(
      /could be 12500 or 12\.5: choose which you mean/,
    );
    await user.click(
      within(screen.getByRole('group', { name: '12,500: 12500 or 12.5?' })).getByRole('button', {
        name: '12.5',
      }),
    );
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('12.5');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));

    const dialog = await openConfirmation(user, 40);
    const settings = within(dialog).getByRole('table', { name: 'Settings to send' });
    const [, row] = within(settings).getAllByRole('row');
    expect(row).toBeDefined();
    if (!row) return;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0 · Percentage', 'Yes', '12.5 %', '40']);
    expect(within(dialog).queryByRole('group', { name: 'Check the amounts' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send changes' }));
    await sent(40);
    expect(bodies).toHaveLength(40);
    expect(new Set(bodies.map((b) => b.commissions.amount))).toEqual(new Set([12.5]));
  });

  it('asks again, naming it, before 12500 % goes to 40 affiliates', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const bodies = patchBodies();
    const { user } = renderApp('/commissions/bulk');
    await fillList(user, '12,500');
    await user.click(
      within(screen.getByRole('group', { name: '12,500: 12500 or 12.5?' })).getByRole('button', {
        name: '12500',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Review changes' }));

    const dialog = await openConfirmation(user, 40);
    expect(within(dialog).getByRole('table', { name: 'Settings to send' })).toHaveTextContent(
      '12500 %',
    );
    const check = within(dialog).getByRole('group', { name: 'Check the amounts' });
    expect(check).toHaveTextContent('12500 % is over 100 %: type 0 · Percentage is a percentage');
    expect(check).toHaveTextContent('(40 affiliates: aff-2000, aff-2001, aff-2002, …)');
    await user.click(within(dialog).getByRole('button', { name: 'Send changes' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(within(check).getByRole('checkbox', { name: 'Yes, send these amounts' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send changes' }));
    await sent(40);
    expect(new Set(bodies.map((b) => b.commissions.amount))).toEqual(new Set([12500]));
  });

  it('asks a sheet that does not show its decimal sign which one it uses', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const bodies = patchBodies();
    const { user } = renderApp('/commissions/bulk');
    await user.click(await screen.findByRole('button', { name: 'From a file' }));
    await user.click(screen.getByLabelText('Or paste a table'));
    await user.paste(['ID\tType\tApply individually\tAmount', 'aff-3001\t1\tno\t2,125'].join('\n'));
    await user.click(screen.getByRole('button', { name: 'Read pasted table' }));
    await screen.findByLabelText('Column for Affiliate ID');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));

    expect(screen.getByRole('status')).toHaveTextContent('1 with problems (never sent)');
    const question = screen.getByRole('radiogroup', { name: /Decimal sign of this file/ });
    await user.click(within(question).getByRole('radio', { name: 'Comma: “2,125” is 2,125' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 affiliate: 1 first set from here.');
    const dialog = await openConfirmation(user, 1);
    expect(within(dialog).getByRole('table', { name: 'Settings to send' })).toHaveTextContent(
      '2,125 (currency)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send changes' }));
    await sent(1);
    expect(bodies).toEqual([
      { id: 'aff-3001', commissions: { type: 1, applyIndividual: false, amount: 2.125 } },
    ]);
  });
});
