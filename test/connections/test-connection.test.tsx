import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { mockService, server } from '../mock-service';
import { renderApp } from '../render-app';
import type { UserEvent } from '@testing-library/user-event';
import { listEntries } from '../history/fixtures';

const requests = () => {
  const seen: { url: string; body: string; key: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    void request
      .clone()
      .text()
      .then((body) => {
        seen.push({ url: request.url, body, key: request.headers.get('x-service-key') });
      });
  });
  return seen;
};

async function newConnection(user: UserEvent, key: string) {
  await user.click(await screen.findByRole('button', { name: 'New connection' }));
  const form = screen.getByRole('form', { name: 'New connection' });
  await user.type(within(form).getByLabelText('Name'), 'Staging');
  await user.type(within(form).getByLabelText('Base URL'), DEMO_BASE_URL);
  await user.type(within(form).getByLabelText('Service key'), key);
  return form;
}

describe('Test connection', () => {
  it('says what it sends, tells a good key from a bad one, and records nothing', async () => {
    const seen = requests();
    const { user } = renderApp('/settings');
    const form = await newConnection(user, 'demo-key');
    expect(form).toHaveTextContent(`POST ${DEMO_BASE_URL}/v1/track/console-connection-test {}`);

    await user.click(within(form).getByRole('button', { name: 'Test connection' }));
    expect(await within(form).findByText('Reachable, key accepted')).toBeInTheDocument();
    expect(within(form).getByRole('status')).toHaveTextContent('400 Bad Request');

    await user.clear(within(form).getByLabelText('Service key'));
    await user.type(within(form).getByLabelText('Service key'), 'not-the-key');
    await user.click(within(form).getByRole('button', { name: 'Test connection' }));
    expect(await within(form).findByText('Reachable, key refused')).toBeInTheDocument();
    expect(within(form).getByRole('status')).toHaveTextContent('401 Unauthorized');

    expect(seen.map((r) => [r.url, r.body, r.key])).toEqual([
      [`${DEMO_BASE_URL}/v1/track/console-connection-test`, '{}', 'demo-key'],
      [`${DEMO_BASE_URL}/v1/track/console-connection-test`, '{}', 'not-the-key'],
    ]);
    expect(await listEntries()).toEqual([]);
    expect(mockService.affiliates().flatMap((a) => mockService.recordedOrderIds(a.id))).toEqual([]);
    // Testing saves nothing either.
    expect(screen.queryByText('Staging')).toBeNull();
  });

  it('a static host answering /v1 with its index.html is not the service', async () => {
    server.use(
      http.post(`${DEMO_BASE_URL}/v1/track/:code`, () =>
        HttpResponse.html('<!doctype html><html><body><div id="root"></div></body></html>'),
      ),
    );
    const { user } = renderApp('/settings');
    const form = await newConnection(user, 'demo-key');
    await user.click(within(form).getByRole('button', { name: 'Test connection' }));
    expect(
      await within(form).findByText('Not the service: the answer is a web page'),
    ).toBeInTheDocument();
    expect(form).toHaveTextContent('/v1 is not reaching the service');
  });

  it('tests the active connection when no form is open', async () => {
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Reachable, key accepted')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Test “Demo”, the active connection' }),
    ).toBeVisible();
    expect(await listEntries()).toEqual([]);
  });
});
