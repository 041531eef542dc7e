// Commissions › Amount read by the one typed-amount reader: "2,125" in an English
// browser (or "2.125" in a German one) is asked, never read silently; a percentage
// over 100 and ten times the last set are asked again, by value, before sending.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLastSet } from '../../src/commissions/last-set-store';
import { server } from '../mock-service';
import { renderApp } from '../render-app';

const patches = () => {
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

async function fill(user: UserEvent, id: string, type: string, amount: string) {
  await screen.findByRole('heading', { name: 'Commissions' });
  await user.type(screen.getByLabelText('Affiliate ID'), id);
  await user.selectOptions(screen.getByLabelText('Commission type'), type);
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Apply individually' })).getByRole('radio', {
      name: 'No',
    }),
  );
  await user.type(screen.getByLabelText(/^Amount/), amount);
}

const confirmDialog = () => screen.getByRole('dialog', { name: 'Update commissions?' });

describe('Commissions › typed amounts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks "2,125" in an English browser and sends the reading the person chose', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const sent = patches();
    const { user } = renderApp('/commissions');
    await fill(user, 'aff-1001', '1', '2,125');

    const ask = screen.getByRole('group', { name: '2,125: 2125 or 2.125?' });
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription(
      /could be 2125 or 2\.125: choose which you mean/,
    );

    await user.click(within(ask).getByRole('button', { name: '2.125' }));
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('2.125');
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription(/Read as 2\.125/);
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    expect(confirmDialog()).toHaveTextContent('2.125 (currency)');
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Confirm update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('200');
    expect(sent).toEqual([
      { id: 'aff-1001', commissions: { type: 1, applyIndividual: false, amount: 2.125 } },
    ]);
  });

  it('asks "2.125" in a German browser; choosing the thousands sends 2125', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const sent = patches();
    const { user } = renderApp('/commissions');
    await fill(user, 'aff-1001', '1', '2.125');

    const ask = screen.getByRole('group', { name: '2.125: 2125 or 2,125?' });
    await user.click(within(ask).getByRole('button', { name: '2125' }));
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('2125');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Confirm update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('200');
    expect(sent).toEqual([
      { id: 'aff-1001', commissions: { type: 1, applyIndividual: false, amount: 2125 } },
    ]);
  });

  it('reads "2,125" in a German browser as 2,125 and says so beside the field', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const { user } = renderApp('/commissions');
    await fill(user, 'aff-1001', '1', '2,125');
    expect(screen.queryByRole('group', { name: /2125 or/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription(/Read as 2,125/);
  });

  it('asks again for a percentage over 100, naming it, and sends only once confirmed', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const sent = patches();
    const { user } = renderApp('/commissions');
    await fill(user, 'aff-1001', '0', '2,125');
    await user.click(
      within(screen.getByRole('group', { name: '2,125: 2125 or 2.125?' })).getByRole('button', {
        name: '2125',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));

    const check = within(confirmDialog()).getByRole('group', { name: 'Check the amount' });
    expect(check).toHaveTextContent('2125 % is over 100 %: type 0 · Percentage is a percentage');
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Confirm update' }));
    expect(
      within(confirmDialog()).getByRole('checkbox', { name: 'Yes, send 2125 %' }),
    ).toBeInvalid();
    expect(sent).toEqual([]);

    await user.click(within(check).getByRole('checkbox', { name: 'Yes, send 2125 %' }));
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Confirm update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('200');
    expect(sent).toEqual([
      { id: 'aff-1001', commissions: { type: 0, applyIndividual: false, amount: 2125 } },
    ]);
  });

  it('asks again for an amount ten times the last set for that affiliate', async () => {
    rememberLastSet('demo', 'aff-1002', { type: 1, applyIndividual: false, amount: 5 });
    const sent = patches();
    const { user } = renderApp('/commissions');
    await screen.findByRole('heading', { name: 'Commissions' });
    await user.type(screen.getByLabelText('Affiliate ID'), 'aff-1002');
    const amount = screen.getByLabelText(/^Amount/);
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));

    const check = within(confirmDialog()).getByRole('group', { name: 'Check the amount' });
    expect(check).toHaveTextContent(
      '50 (currency) is ten times or more the 5 (currency) last set from this console.',
    );
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Confirm update' }));
    expect(sent).toEqual([]);
    await user.click(within(check).getByRole('checkbox', { name: 'Yes, send 50 (currency)' }));
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Confirm update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('200');
    expect(sent).toEqual([
      { id: 'aff-1002', commissions: { type: 1, applyIndividual: false, amount: 50 } },
    ]);
  });

  it('does not ask again for an ordinary change', async () => {
    rememberLastSet('demo', 'aff-1002', { type: 1, applyIndividual: false, amount: 5 });
    const { user } = renderApp('/commissions');
    await screen.findByRole('heading', { name: 'Commissions' });
    await user.type(screen.getByLabelText('Affiliate ID'), 'aff-1002');
    const amount = screen.getByLabelText(/^Amount/);
    await user.clear(amount);
    await user.type(amount, '49');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    expect(
      within(confirmDialog()).queryByRole('group', { name: 'Check the amount' }),
    ).not.toBeInTheDocument();
  });
});
