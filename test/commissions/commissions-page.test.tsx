import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { rememberLastSet } from '../../src/commissions/last-set-store';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { mockService, server } from '../mock-service';
import { renderApp } from '../render-app';
import type { UserEvent } from '@testing-library/user-event';

const applyIndividually = (answer: 'Yes' | 'No') =>
  within(screen.getByRole('radiogroup', { name: 'Apply individually' })).getByRole('radio', {
    name: answer,
  });

async function fill(
  user: UserEvent,
  id: string,
  amount: string,
  type = '0',
  apply: 'Yes' | 'No' = 'No',
) {
  await user.clear(screen.getByLabelText('Affiliate ID'));
  await user.type(screen.getByLabelText('Affiliate ID'), id);
  await user.selectOptions(screen.getByLabelText('Commission type'), type);
  await user.click(applyIndividually(apply));
  const amountInput = screen.getByLabelText(/^Amount/);
  await user.clear(amountInput);
  await user.type(amountInput, amount);
}

/** The page loads lazily: wait for it. */
async function openCommissions(path = '/commissions') {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { name: 'Commissions' });
  return rendered;
}

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

describe('Commissions', () => {
  it('updates after a confirmation that names the affiliate, the settings and the connection', async () => {
    const sent = patches();
    const { user } = await openCommissions();
    await fill(user, 'aff-1002', '12.5', '0', 'Yes');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));

    const dialog = screen.getByRole('dialog', { name: 'Update commissions?' });
    expect(dialog).toHaveTextContent('aff-1002');
    expect(dialog).toHaveTextContent('Demo');
    expect(dialog).toHaveTextContent('0 · Percentage');
    expect(dialog).toHaveTextContent('12.5 %');
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('200');
    expect(sent).toEqual([
      { id: 'aff-1002', commissions: { type: 0, applyIndividual: true, amount: 12.5 } },
    ]);
    expect(mockService.affiliates().find((a) => a.id === 'aff-1002')?.commissions).toEqual({
      type: 0,
      applyIndividual: true,
      amount: 12.5,
    });
    expect(screen.getByText(/Last set from this console on/)).toHaveTextContent('amount 12.5 %');
  });

  it('Enter in a field does nothing; Ctrl+Enter opens the dialog, never sending', async () => {
    const sent = patches();
    const { user } = await openCommissions();
    await fill(user, 'aff-1001', '5');
    await user.type(screen.getByLabelText(/^Amount/), '{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('cancelling the dialog sends nothing and keeps the values', async () => {
    const sent = patches();
    const { user } = await openCommissions();
    await fill(user, 'aff-1001', '5');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(sent).toEqual([]);
    expect(screen.getByLabelText('Affiliate ID')).toHaveValue('aff-1001');
    expect(mockService.affiliates().find((a) => a.id === 'aff-1001')?.commissions.amount).toBe(10);
  });

  it('treats 204 with no body as success', async () => {
    mockService.setFault('no-content');
    const { user } = await openCommissions();
    await fill(user, 'aff-1001', '3');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    await user.click(screen.getByRole('button', { name: 'Confirm update' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('204');
    expect(screen.getByText('Response body: empty')).toBeInTheDocument();
  });

  it('puts 400 field errors on their fields', async () => {
    server.use(
      http.patch(`${DEMO_BASE_URL}/v1/affiliates/commissions`, () =>
        HttpResponse.json(
          {
            title: 'Invalid.',
            errors: { 'Commissions.Amount': ['Amount exceeds the programme maximum.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openCommissions();
    await fill(user, 'aff-1001', '99');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    await user.click(screen.getByRole('button', { name: 'Confirm update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('400');
    expect(screen.getByText('Amount exceeds the programme maximum.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('99');
  });

  it('a 302 to a login page is a failure, follows nowhere and overwrites no "last set" record', async () => {
    const loginPage = new URL('/login', DEMO_BASE_URL).href; // the Demo's origin, not its path
    const elsewhere: string[] = [];
    server.use(
      http.patch(
        `${DEMO_BASE_URL}/v1/affiliates/commissions`,
        () => new HttpResponse(null, { status: 302, headers: { location: '/login' } }),
      ),
      http.all(loginPage, ({ request }) => {
        elsewhere.push(`${request.method} ${request.headers.get('X-Service-Key') ?? ''}`);
        return HttpResponse.text('<html>Sign in</html>');
      }),
    );
    const { user } = await openCommissions();
    await fill(user, 'aff-1001', '7');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    await user.click(screen.getByRole('button', { name: 'Confirm update' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('302');
    expect(alert).toHaveTextContent(`a redirect to ${loginPage}`);
    expect(alert).toHaveTextContent('the request and the service key were not sent there');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/Last set from this console on/)).not.toBeInTheDocument();
    expect(elsewhere).toEqual([]);
  });

  it('says whose commissions were updated, with the status, and links to the History entry', async () => {
    const { user } = await openCommissions();
    await fill(user, 'aff-1002', '7');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    await user.click(screen.getByRole('button', { name: 'Confirm update' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Commissions of aff-1002 updated · 200 OK/,
    );
    await user.click(screen.getByRole('link', { name: 'open this send’s entry' }));
    const detail = await screen.findByRole('region', { name: 'Entry details' });
    expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent('aff-1002');
    // Sent with the type's label on this connection, so History can say what type 0 meant.
    expect(detail).toHaveTextContent('0 · Percentage');
  });

  it('locks the form while sending; Cancel leaves the outcome unknown', async () => {
    mockService.setFault('slow');
    const { user } = await openCommissions();
    await fill(user, 'aff-1002', '7');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    await user.click(screen.getByRole('button', { name: 'Confirm update' }));
    expect(await screen.findByText('Sending… 0 s')).toBeInTheDocument();
    expect(screen.getByLabelText('Affiliate ID')).toBeDisabled();
    expect(screen.getByLabelText(/^Amount/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cancelled: outcome unknown');
    expect(alert).toHaveTextContent('The update may or may not have been applied');
    expect(screen.getByLabelText('Affiliate ID')).toBeEnabled();
  });

  it('says the affiliate is unknown on 404', async () => {
    const { user } = await openCommissions();
    await fill(user, 'aff-nope', '1');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    await user.click(screen.getByRole('button', { name: 'Confirm update' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('404');
    expect(alert).toHaveTextContent('The affiliate ID matched no affiliate — see the field.');
    const field = screen.getByLabelText('Affiliate ID');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/No affiliate has the ID "aff-nope" on "Demo"\./);
    await waitFor(() => {
      expect(field).toHaveFocus();
    });
    expect(screen.getAllByText(/No affiliate has the ID "aff-nope"/)).toHaveLength(1);
  });

  it('shows the last settings sent and the before → after difference', async () => {
    const { user } = await openCommissions();
    await fill(user, 'aff-1003', '20');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    await user.click(screen.getByRole('button', { name: 'Confirm update' }));
    await screen.findByRole('status');

    await fill(user, 'aff-1003', '30', '1');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    const dialog = screen.getByRole('dialog');
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'SettingWill be sentLast set from this console',
      'Commission type1 · Fixed amountchanged0 · Percentage',
      'Apply individuallyNonot changedNo',
      'Amount30 (currency)changed20 %',
    ]);
    expect(dialog).toHaveTextContent('All three settings are replaced');
    expect(dialog).toHaveTextContent('You did not change: Apply individually');
    expect(dialog).toHaveTextContent('Changes made elsewhere are not seen');
  });

  it('opens the form for the affiliate in a deep link', async () => {
    await openCommissions('/commissions?affiliate=aff-1002');
    expect(screen.getByLabelText('Affiliate ID')).toHaveValue('aff-1002');
  });

  it('uses the labels edited in Settings', async () => {
    const { user } = renderApp('/settings');
    const editor = await screen.findByRole('group', { name: 'Commission type 2' });
    await user.clear(within(editor).getByLabelText('Label'));
    await user.type(within(editor).getByLabelText('Label'), 'Flat fee');
    await user.click(screen.getByRole('button', { name: 'Keep these types' }));
    await user.click(screen.getByRole('link', { name: 'Commissions' }));
    expect(await screen.findByRole('option', { name: '1 · Flat fee' })).toBeInTheDocument();
  });
});

describe('Commissions: nothing is guessed', () => {
  it('starts with type and apply individually unset, and sends nothing until both are chosen', async () => {
    const sent = patches();
    const { user } = await openCommissions();
    const type = screen.getByLabelText('Commission type');
    expect(type).toHaveValue('');
    expect(type).toBeRequired();
    expect(within(type).getByRole('option', { selected: true })).toHaveTextContent(
      'Choose a type…',
    );
    const group = screen.getByRole('radiogroup', { name: 'Apply individually' });
    expect(
      within(group)
        .getAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).checked),
    ).toEqual([]);
    expect(screen.getByLabelText('Amount')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Affiliate ID'), 'aff-1002');
    await user.type(screen.getByLabelText('Amount'), '7');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(type).toHaveAccessibleDescription(/Choose a commission type\./);
    expect(group).toHaveAccessibleDescription(/Choose Yes or No\./);
    expect(sent).toEqual([]);

    await user.selectOptions(type, '1');
    await user.click(applyIndividually('Yes'));
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('All three settings are replaced');
    expect(dialog).toHaveTextContent(
      'No settings for aff-1002 have been sent from this console on Demo, so what they are now is not known',
    );
    expect(within(dialog).queryByText('not changed')).toBeNull();
  });

  it('starts from the last settings sent, so a new amount alone keeps type and apply individually', async () => {
    rememberLastSet('demo', 'aff-1002', { type: 1, applyIndividual: true, amount: 5 });
    const sent = patches();
    const { user } = await openCommissions();
    await user.type(screen.getByLabelText('Affiliate ID'), 'aff-1002');
    expect(screen.getByLabelText('Commission type')).toHaveValue('1');
    expect(applyIndividually('Yes')).toBeChecked();
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('5');
    expect(
      screen.getByText(
        'Commission type, Apply individually and Amount filled in from these settings; change what you need.',
      ),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Amount/));
    await user.type(screen.getByLabelText(/^Amount/), '7');
    expect(
      screen.getByText(
        'Commission type and Apply individually filled in from these settings; change what you need.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('You did not change: Commission type, Apply individually');
    expect(within(dialog).getByRole('row', { name: /^Amount/ })).toHaveTextContent('changed');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm update' }));
    await screen.findByRole('status');
    expect(sent).toEqual([
      { id: 'aff-1002', commissions: { type: 1, applyIndividual: true, amount: 7 } },
    ]);
  });

  it('unsets what it filled when the ID changes to an affiliate without a record, and keeps what the manager chose', async () => {
    rememberLastSet('demo', 'aff-1002', { type: 1, applyIndividual: true, amount: 5 });
    const { user } = await openCommissions();
    await user.type(screen.getByLabelText('Affiliate ID'), 'aff-1002');
    await user.click(applyIndividually('No'));
    await user.type(screen.getByLabelText('Affiliate ID'), '9');
    expect(screen.getByLabelText('Commission type')).toHaveValue('');
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(applyIndividually('No')).toBeChecked();
    expect(screen.getByText(/No update for aff-10029 has been sent/)).toBeInTheDocument();
  });

  it('does not start from another connection’s record', async () => {
    rememberLastSet('c-other', 'aff-1002', { type: 1, applyIndividual: true, amount: 5 });
    const { user } = await openCommissions();
    await user.type(screen.getByLabelText('Affiliate ID'), 'aff-1002');
    expect(screen.getByLabelText('Commission type')).toHaveValue('');
    expect(applyIndividually('Yes')).not.toBeChecked();
  });

  it('starts a deep link from the record too', async () => {
    rememberLastSet('demo', 'aff-1003', { type: 0, applyIndividual: false, amount: 25 });
    await openCommissions('/commissions?affiliate=aff-1003');
    expect(screen.getByLabelText('Commission type')).toHaveValue('0');
    expect(applyIndividually('No')).toBeChecked();
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('25');
  });
});
