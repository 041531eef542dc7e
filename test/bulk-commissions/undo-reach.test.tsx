// "Undo this change" says what it can do before anything is sent (issue 27, item 2): the
// review and the confirmation count the affiliates whose settings before are known; after
// sending, the panel offers the undo for those and names the ones it cannot put back.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberLastSet } from '../../src/commissions/last-set-store';
import { DEMO_CONNECTION } from '../../src/connections';
import { renderApp } from '../render-app';

async function reviewList(ids: string, amount: string) {
  const { user } = renderApp('/commissions/bulk');
  await screen.findByRole('button', { name: 'Same settings for a list' });
  await user.type(screen.getByLabelText('Affiliate IDs'), ids);
  await user.selectOptions(screen.getByLabelText('Commission type'), '0');
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Apply individually' })).getByRole('radio', {
      name: 'No',
    }),
  );
  await user.type(screen.getByLabelText(/^Amount/), amount);
  await user.click(screen.getByRole('button', { name: 'Review changes' }));
  await user.clear(screen.getByLabelText('Requests per second'));
  await user.type(screen.getByLabelText('Requests per second'), '100');
  return user;
}

async function send(user: UserEvent, count: number) {
  await user.click(
    screen.getByRole('button', { name: `Send ${count} ${count === 1 ? 'change' : 'changes'}…` }),
  );
  const dialog = screen.getByRole('dialog');
  const said = dialog.textContent;
  await user.click(within(dialog).getByRole('button', { name: 'Send changes' }));
  const panel = await screen.findByRole('region', { name: 'Sending' });
  await waitFor(() => {
    expect(panel).toHaveTextContent(`${count} of ${count} answered`);
  });
  return { said, panel };
}

describe('Undo that says so before sending', () => {
  it('counts the affiliates with a known "before"; after sending, offers those and names the rest', async () => {
    rememberLastSet(DEMO_CONNECTION.id, 'aff-1001', {
      type: 0,
      applyIndividual: false,
      amount: 10,
    });
    const user = await reviewList('aff-1001 aff-1004 aff-1005', '12');
    const sentence =
      'Undo: 1 of 3 affiliates can be put back afterwards; 2 cannot: their settings were never set from this console, so there is nothing known to go back to.';
    expect(screen.getByText(sentence)).toBeInTheDocument();
    const { said, panel } = await send(user, 3);
    expect(said).toContain(sentence);

    expect(
      await within(panel).findByText(
        /prepares the reverse change for 1 of the 3 updated affiliates/,
      ),
    ).toHaveTextContent(
      '2 cannot be put back from here, as their settings were never set from this console before this change: aff-1004, aff-1005.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Undo this change' }));
    expect(await screen.findByRole('heading', { name: /Review: Undo of/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 affiliate: 1 amount 12 % → 10 %.');
  });

  it('a change nothing of which can be undone says so before and after, and offers no undo', async () => {
    const user = await reviewList('aff-1006 aff-1007', '9');
    const sentence =
      'Undo: none of the 2 affiliates can be put back afterwards: their settings were never set from this console, so there is nothing known to go back to.';
    expect(screen.getByText(sentence)).toBeInTheDocument();
    const { panel } = await send(user, 2);
    expect(
      await within(panel).findByText(
        'This change cannot be undone from here: none of the 2 updated affiliates had settings set from this console before it, so there is nothing known to go back to.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Undo this change' })).toBeNull();
    expect(panel).toHaveTextContent('Finished: all 2 changes updated.');
  });
});
