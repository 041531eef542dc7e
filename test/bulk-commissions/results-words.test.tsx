// Results in the user's words (issue 27, item 4), on the sending panel of a bulk change:
// words before the status code, nothing said twice, no storage figures unless asked.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { installFakeLocks } from '../fake-locks';
import { server } from '../mock-service';
import { renderApp } from '../render-app';

const patch = `${DEMO_BASE_URL}/v1/affiliates/commissions`;

async function sendList(user: UserEvent, ids: string) {
  await screen.findByRole('button', { name: 'Same settings for a list' });
  await user.type(screen.getByLabelText('Affiliate IDs'), ids);
  await user.selectOptions(screen.getByLabelText('Commission type'), '0');
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Apply individually' })).getByRole('radio', {
      name: 'No',
    }),
  );
  await user.type(screen.getByLabelText(/^Amount/), '15');
  await user.click(screen.getByRole('button', { name: 'Review changes' }));
  await user.clear(screen.getByLabelText('Requests per second'));
  await user.type(screen.getByLabelText('Requests per second'), '100');
  await user.click(screen.getByRole('button', { name: /^Send \d+ changes?…$/ }));
  await user.click(screen.getByRole('button', { name: 'Send changes' }));
}

let removeLocks: () => void = () => undefined;
beforeEach(() => {
  removeLocks = installFakeLocks();
});
afterEach(() => {
  removeLocks();
});

describe('Many affiliates: results in words', () => {
  it('says each failure in words first, the status after them, and each thing once', async () => {
    server.use(
      http.patch(patch, async ({ request }) => {
        const { id } = (await request.json()) as { id: string };
        return id === 'aff-1001'
          ? HttpResponse.json({ title: 'Unknown affiliate.' }, { status: 404 })
          : new HttpResponse(null, { status: 500 });
      }),
    );
    const { user } = renderApp('/commissions/bulk');
    await sendList(user, 'aff-1001\naff-1002');
    const list = await screen.findByRole('list', { name: 'Changes that failed or are unknown' });
    await waitFor(() => {
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('aff-1001: Failed: Unknown affiliate. (404 Not Found)');
    // No words from the service: said plainly, the status line once, after the words.
    expect(second).toHaveTextContent(
      'aff-1002: Failed: The service refused it. (500 Internal Server Error)',
    );
    expect(second?.textContent.match(/500/g)).toHaveLength(1);
  });

  it('shows how much the job stores on this device only when asked', async () => {
    const { user } = renderApp('/commissions/bulk');
    await sendList(user, 'aff-1001');
    const panel = await screen.findByRole('region', { name: 'Sending' });
    const storage = await within(panel).findByText('Storage on this device');
    expect(within(panel).getByText(/Stored on this device/)).not.toBeVisible();
    await user.click(storage);
    expect(within(panel).getByText(/Stored on this device/)).toBeVisible();
    // The job ends inside the test: a send still starting after it would outlive the page.
    await waitFor(() => {
      expect(panel).toHaveTextContent('1 of 1 answered');
    });
  });
});
