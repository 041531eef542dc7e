// An import's orders and the team's duplicate guard: an order a colleague sent first is kept
// back and grouped by who sent it, with "Send anyway…" as the only way past; orders the team
// could not be asked about are kept back too, and "Send without the team…" lets the person
// decide. Either way only those orders go, in the same job.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { trackPath } from '../../src/api/contract';
import { jobRunner } from '../../src/outbox/job-runner';
import type { NewJobItem } from '../../src/outbox/job-store';
import { server } from '../mock-service';
import { renderApp } from '../render-app';
import { colleagueClaim, shop, withTeamAndShop, type User } from './team-server';

const { team, join } = withTeamAndShop();
let received: string[];
beforeEach(() => {
  received = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST' || !request.url.startsWith(`${shop.baseUrl}/v1/track`)) return;
    void request
      .clone()
      .json()
      .then((b: unknown) => received.push((b as { orderId: string }).orderId));
  });
});

const orders = (ids: string[]): NewJobItem[] =>
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

const claimBy = (orderId: string, by: string) => {
  const author = by.toLowerCase() as User;
  return team().put(
    colleagueClaim(shop.baseUrl, orderId, { author, by, result: 'recorded' }),
    author,
  );
};

async function sentImport(ids: string[]) {
  const rendered = renderApp('/import');
  await jobRunner.start(shop, { title: 'orders.csv', concurrency: 2 }, orders(ids));
  const panel = await screen.findByRole('region', { name: 'Sending' });
  return { ...rendered, panel };
}

it('keeps back orders colleagues sent first, names them, and sends them only with “Send anyway”', async () => {
  await claimBy('JG-2', 'Ben');
  await claimBy('JG-3', 'Ben');
  await claimBy('JG-4', 'Clara');
  const stop = join(team().url);
  const { user, panel } = await sentImport(['JG-1', 'JG-2', 'JG-3', 'JG-4', 'JG-5']);
  await waitFor(
    () => {
      expect(panel).toHaveTextContent('Finished with 3 failed: 2 of 5 orders recorded.');
    },
    { timeout: 20_000 },
  );
  expect([...received].sort()).toEqual(['JG-1', 'JG-5']);
  const groups = await within(panel).findByRole('region', { name: 'Failures by cause' });
  expect(groups).toHaveTextContent('Sent first by a colleague: Ben (ben) × 2, Clara (clara) × 1');

  await user.click(within(groups).getByRole('button', { name: 'Send anyway…' }));
  const dialog = screen.getByRole('dialog', { name: 'Send orders a colleague already sent?' });
  expect(dialog).toHaveTextContent('first by Ben (ben) (2), Clara (clara) (1).');
  // Cancel sends nothing.
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(received).toHaveLength(2);

  await user.click(within(groups).getByRole('button', { name: 'Send anyway…' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Send orders a colleague already sent?' })).getByRole(
      'button',
      { name: 'Send anyway' },
    ),
  );
  await waitFor(
    () => {
      expect(panel).toHaveTextContent('Finished: all 5 orders recorded.');
    },
    { timeout: 20_000 },
  );
  expect([...received].sort()).toEqual(['JG-1', 'JG-2', 'JG-3', 'JG-4', 'JG-5']);
  expect(panel).toHaveTextContent('3 orders sent past the team’s duplicate guard, as you chose.');
  // Sending again in the same job keeps what its storage holds in view.
  expect(panel).toHaveTextContent(/Stored on this device: [1-9][\d.]* (B|KB)/);
  await stop();
});

it('keeps back orders the team could not be asked about; “Send without the team” sends them', async () => {
  server.use(http.all('http://offline.test/*', () => HttpResponse.error()));
  const stop = join('http://offline.test');
  const { user, panel } = await sentImport(['JU-1', 'JU-2']);
  await waitFor(
    () => {
      expect(panel).toHaveTextContent('Finished with 2 failed: 0 of 2 orders recorded.');
    },
    { timeout: 20_000 },
  );
  expect(received).toEqual([]);
  const groups = await within(panel).findByRole('region', { name: 'Failures by cause' });
  expect(groups).toHaveTextContent('Kept back: the team could not be asked × 2');

  await user.click(within(groups).getByRole('button', { name: 'Send without the team…' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Send without the team?' })).getByRole('button', {
      name: 'Send without the team',
    }),
  );
  await waitFor(
    () => {
      expect(panel).toHaveTextContent('Finished: all 2 orders recorded.');
    },
    { timeout: 20_000 },
  );
  expect([...received].sort()).toEqual(['JU-1', 'JU-2']);
  expect(panel).toHaveTextContent('2 orders sent without asking the team, as you chose.');
  await stop();
});
