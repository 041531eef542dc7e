// Issue 32, item 7: an order the service answers 409 for (it holds that order ID already) is
// recorded at the service: one group in the import's results, never failed, and "Retry
// failed" never sends it again. Against the mock service, which answers 409 for a repeated
// order ID.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { trackPath } from '../../src/api/contract';
import { DEMO_CONNECTION } from '../../src/connections';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { jobRunner } from '../../src/outbox/job-runner';
import type { NewJobItem } from '../../src/outbox/job-store';
import { server } from '../mock-service';
import { renderApp } from '../render-app';

const orders = (ids: readonly string[]): NewJobItem[] =>
  ids.map((orderId, index) => ({
    index,
    label: orderId,
    request: {
      method: 'POST',
      path: trackPath('ALICE10'),
      body: { orderId, products: [{ id: 'A', quantity: 1, subTotal: 10, tax: 0, total: 10 }] },
    },
    meta: { operation: 'order', source: 'import', orderId, referralCode: 'ALICE10' },
  }));

/** The order IDs of every order POST that reaches the mock service. */
const tracked = () => {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    void request
      .clone()
      .json()
      .then((b: unknown) => sent.push((b as { orderId: string }).orderId));
  });
  return sent;
};

describe('Import results: orders already recorded at the service', () => {
  it('a 409 counts as recorded, in one group, and Retry failed never sends it again', async () => {
    // Recorded before (an earlier import): the service answers 409 for these two now.
    await jobRunner.start(
      DEMO_CONNECTION,
      { title: 'first.csv', concurrency: 2 },
      orders(['A-1', 'A-2']),
    );
    jobRunner.close();
    // A-9 fails once with a 500: the one "Retry failed" is for.
    let failOnce = true;
    server.use(
      http.post(`${DEMO_BASE_URL}/v1/track/:code`, async ({ request }) => {
        const { orderId } = (await request.clone().json()) as { orderId: string };
        // Nothing returned: the mock service's own handler answers.
        if (orderId !== 'A-9' || !failOnce) return undefined;
        failOnce = false;
        return HttpResponse.json({ title: 'Down for a moment.' }, { status: 500 });
      }),
    );
    const sent = tracked();
    const { user } = renderApp('/import');
    await jobRunner.start(
      DEMO_CONNECTION,
      { title: 'again.csv', concurrency: 2 },
      orders(['A-1', 'A-2', 'A-3', 'A-9']),
    );
    const panel = await screen.findByRole('region', { name: 'Sending' });
    await waitFor(() => {
      expect(panel).toHaveTextContent('Finished with 1 failed: 3 of 4 orders recorded.');
    });
    const already = within(panel).getByRole('region', { name: 'Already recorded at the service' });
    expect(already).toHaveTextContent(
      '2 orders: the service holds their order IDs already, so they were not recorded again.',
    );
    // Not a failure group of their own, nor a line to fix.
    expect(panel).not.toHaveTextContent(/Refused: .*already recorded/i);
    expect(screen.queryByRole('list', { name: 'Orders to fix in the order form' })).toBeNull();
    expect(jobRunner.getSnapshot().counts).toMatchObject({ recorded: 3, failed: 1 });

    const before = sent.length;
    await user.click(within(panel).getByRole('button', { name: 'Retry failed' }));
    await waitFor(() => {
      expect(panel).toHaveTextContent('4 of 4 answered · 4 recorded');
    });
    expect(jobRunner.getSnapshot()).toMatchObject({ running: false, counts: { failed: 0 } });
    // Only the order that failed went again; the two the service holds never did.
    expect(sent.slice(before)).toEqual(['A-9']);
    expect(
      within(panel).getByRole('region', { name: 'Already recorded at the service' }),
    ).toHaveTextContent('2 orders');
  });
});
