// The Request preview's cURL command is the request a send makes: both come from the
// operation's one builder (api/requests.ts), so its method and address are the ones sent.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { fillMinimalOrder } from '../orders/fill-order';
import { server } from '../mock-service';
import { renderApp } from '../render-app';

/** Method and address of each request the service is sent. */
function sentRequests() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/v1/')) sent.push(`${request.method} ${request.url}`);
  });
  return sent;
}

async function previewCurl(user: UserEvent) {
  await user.click(screen.getByText('Request preview'));
  return (await screen.findByLabelText('cURL command')).textContent;
}

describe('Request preview', () => {
  it('the order form’s cURL command POSTs to the address the order is sent to', async () => {
    const sent = sentRequests();
    const { user } = renderApp();
    await fillMinimalOrder(user, 'ALICE10', 'ORD-CURL');
    const url = `${DEMO_BASE_URL}/v1/track/ALICE10`;
    expect(await previewCurl(user)).toContain(`curl -X POST '${url}'`);
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('recorded for ALICE10');
    expect(sent).toEqual([`POST ${url}`]);
  });

  it('the commissions form’s cURL command PATCHes the address the update is sent to', async () => {
    const sent = sentRequests();
    const { user } = renderApp('/commissions');
    await user.type(await screen.findByLabelText('Affiliate ID'), 'aff-1002');
    await user.selectOptions(screen.getByLabelText('Commission type'), '0');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Apply individually' })).getByRole('radio', {
        name: 'No',
      }),
    );
    await user.type(screen.getByLabelText(/^Amount/), '7');
    const url = `${DEMO_BASE_URL}/v1/affiliates/commissions`;
    expect(await previewCurl(user)).toContain(`curl -X PATCH '${url}'`);
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    const dialog = screen.getByRole('dialog', { name: 'Update commissions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('200');
    expect(sent).toEqual([`PATCH ${url}`]);
  });
});
