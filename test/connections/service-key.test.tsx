// Key checks at the door: a key no HTTP header can carry is refused where it is
// typed, and a connection whose key is not in this tab asks for it before any
// send; nothing goes out until it is given, never with an empty X-Service-Key.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectionStore } from '../../src/connections/connection-store';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { mockService, server } from '../mock-service';
import { renderApp } from '../render-app';
import { fillMinimalOrder } from '../orders/fill-order';

/** Every request the app makes, with the key it carried. */
function requests() {
  const seen: { url: string; key: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ url: request.url, key: request.headers.get('X-Service-Key') });
  });
  return seen;
}

/** A saved connection whose key this tab does not have: not remembered, opened in a new tab. */
function connectionWithoutKey() {
  connectionStore.save(
    {
      id: 'c-stage',
      name: 'Staging',
      baseUrl: DEMO_BASE_URL,
      production: false,
      rememberKey: false,
    },
    'demo-key',
  );
  sessionStorage.clear();
}

async function newConnection(user: UserEvent, key: string) {
  await user.click(await screen.findByRole('button', { name: 'New connection' }));
  await user.type(screen.getByLabelText('Name'), 'Staging');
  await user.type(screen.getByLabelText('Base URL'), 'https://api.example.test');
  await user.type(screen.getByLabelText(/^Service key/), key);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('Settings: a key an HTTP header cannot carry', () => {
  it.each([
    ['a typographic apostrophe', 'key’s-value', /cannot go in an HTTP header/],
    ['a space at the end', 'demo-key ', /starts or ends with a space/],
  ])('refuses a key with %s when it is entered, and saves nothing', async (_, key, message) => {
    const { user } = renderApp('/settings');
    await newConnection(user, key);
    const field = screen.getByLabelText(/^Service key/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(connectionStore.getSnapshot().connections.map((c) => c.name)).toEqual(['Demo']);
  });
});

describe('a connection without its key in this tab', () => {
  it('asks for the key before recording an order; Cancel sends nothing; the key given is used', async () => {
    connectionWithoutKey();
    const seen = requests();
    const { user } = renderApp();
    await fillMinimalOrder(user);
    await user.click(screen.getByRole('button', { name: 'Record order' }));

    let dialog = await screen.findByRole('dialog', { name: 'Service key for Staging' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seen).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Record order' }));
    dialog = await screen.findByRole('dialog', { name: 'Service key for Staging' });
    const keyField = within(dialog).getByLabelText(/^Service key/);
    expect(keyField).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Use this key' }));
    expect(keyField).toHaveAccessibleDescription(/Enter the service key/);
    expect(seen).toEqual([]);

    await user.type(keyField, 'demo-key{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Order ORD-100 recorded for ALICE10 · 200 OK',
    );
    expect(seen.map((r) => r.key)).toEqual(['demo-key']);
    expect(mockService.recordedOrderIds('aff-1001')).toEqual(['ORD-100']);
  });

  it('asks for the key after the commissions confirmation, before anything is sent', async () => {
    connectionWithoutKey();
    const seen = requests();
    const { user } = renderApp('/commissions');
    await user.type(await screen.findByLabelText('Affiliate ID'), 'aff-1001');
    // A connection other than the Demo has no type labels: the type goes in as a number.
    await user.selectOptions(screen.getByLabelText(/^Commission type/), 'other');
    await user.type(screen.getByLabelText(/^Type number/), '0');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Apply individually' })).getByRole('radio', {
        name: 'No',
      }),
    );
    await user.type(screen.getByLabelText(/^Amount/), '5');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Service key for Staging' });
    expect(seen).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Service key/), 'demo-key');
    await user.click(within(dialog).getByRole('button', { name: 'Use this key' }));
    expect(await screen.findByRole('status')).toHaveTextContent('200');
    expect(seen.map((r) => r.key)).toEqual(['demo-key']);
  });
});
