// After "Fill the form": the keyboard is in the form, a cURL aimed elsewhere says so
// and offers the connection that goes there, and numbers written as text are read.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectionStore } from '../../src/connections/connection-store';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { receivedOrderBodies } from '../mock-service';
import { renderApp } from '../render-app';

const BODY = {
  orderId: 'ORD-AFTER-1',
  products: [
    { id: 'SKU-1', name: 'Mug', quantity: 1, subTotal: 20, tax: 4, total: 24 },
    { id: 'SKU-2', name: 'Tea', quantity: '2', subTotal: 10, tax: 0, total: 10 },
  ],
};

const curlTo = (url: string, body: object) => `curl '${url}' --data-raw '${JSON.stringify(body)}'`;

async function pasteInDialog(user: UserEvent, text: string) {
  await user.click(await screen.findByRole('button', { name: 'Paste request' }));
  const dialog = screen.getByRole('dialog', { name: 'Paste request' });
  await user.click(within(dialog).getByLabelText('Request to paste'));
  await user.paste(text);
  await user.click(within(dialog).getByRole('button', { name: 'Fill the form' }));
}

describe('Paste request, after the form is filled', () => {
  it('puts the focus in the form, so Ctrl+Enter sends it; "2" as a quantity is read as 2 with a note', async () => {
    const sent = receivedOrderBodies();
    const { user } = renderApp();
    await pasteInDialog(user, curlTo(`${DEMO_BASE_URL}/v1/track/ALICE10`, BODY));

    const form = screen.getByRole('form', { name: 'Record order' });
    expect(form).toContainElement(document.activeElement as HTMLElement);
    const row2 = within(screen.getByRole('group', { name: 'Product 2' }));
    expect(row2.getByLabelText('Quantity')).toHaveValue('2');
    const report = screen.getByRole('region', { name: 'Pasted request' });
    expect(report).toHaveTextContent(
      'Product 2 quantity was written as text (“2”); it was read as 2, and is sent as a number.',
    );
    expect(report).not.toHaveTextContent('Not filled');
    expect(report).not.toHaveTextContent('products[1]');
    // The Demo is the host the command called: nothing to say about it.
    expect(report).not.toHaveTextContent('The command was sent to');

    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('status')).toHaveTextContent('200');
    await waitFor(() => {
      expect(sent).toEqual([
        { ...BODY, products: [BODY.products[0], { ...BODY.products[1], quantity: 2 }] },
      ]);
    });
  });

  it('says when a cURL called another host than the active connection, and offers the one that goes there', async () => {
    connectionStore.save(
      {
        id: 'c-staging',
        name: 'Staging',
        baseUrl: 'https://staging.example.com/api/',
        production: false,
        rememberKey: false,
      },
      'k',
    );
    connectionStore.activate('demo');
    const { user } = renderApp();
    await pasteInDialog(
      user,
      curlTo('https://staging.example.com/api/v1/track/ALICE10?key=secret-q', BODY),
    );
    const report = screen.getByRole('region', { name: 'Pasted request' });
    expect(report).toHaveTextContent(
      `The command was sent to https://staging.example.com/api, not to Demo (${DEMO_BASE_URL}). This form sends to Demo.`,
    );
    expect(document.body.innerHTML).not.toContain('secret-q');
    await user.click(within(report).getByRole('button', { name: 'Use Staging' }));
    expect(connectionStore.getSnapshot().active.id).toBe('c-staging');
    expect(report).toHaveTextContent('Now sending to Staging, as the command did.');

    await user.click(within(report).getByRole('button', { name: 'Dismiss' }));
    await user.clear(screen.getByLabelText('Order ID'));
    await pasteInDialog(user, curlTo('https://elsewhere.example.org/v1/track/ALICE10', BODY));
    await user.click(screen.getByRole('button', { name: 'Replace values' }));
    expect(screen.getByRole('region', { name: 'Pasted request' })).toHaveTextContent(
      'No connection of yours goes there; add one in Settings to send there.',
    );
  });
});
