// The order form's duplicate guard with a team: a colleague's claim on the order ID is
// named in the guard's dialog before anything goes out, "Send anyway" is the way past; an
// unreachable team is said so; a free order ID goes out at once and is claimed.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { server } from '../mock-service';
import { fillMinimalOrder } from '../orders/fill-order';
import { renderApp } from '../render-app';
import { colleagueClaim, shop, withTeamAndShop } from './team-server';

const { team: teamServer, join } = withTeamAndShop();
let received: string[];
beforeEach(() => {
  received = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(`${shop.baseUrl}/v1/track`)) received.push(request.url);
  });
});

it('names the colleague who sent the order ID before anything goes out; Send anyway sends', async () => {
  await teamServer().put(colleagueClaim(shop.baseUrl, 'ORD-T1', { result: 'recorded' }));
  const stop = join(teamServer().url);
  const { user } = renderApp();
  await fillMinimalOrder(user, 'ALICE10', 'ORD-T1');
  await user.click(screen.getByRole('button', { name: 'Record order' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
  expect(dialog).toHaveTextContent(/Sent by Ben \(ben\), today \d\d:\d\d( [AP]M)?, recorded/);
  expect(received).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Send anyway' }));
  expect(await screen.findByRole('status', {}, { timeout: 20_000 })).toHaveTextContent('200');
  expect(received).toHaveLength(1);
  await stop();
});

it('says the team could not be asked, and lets the person decide', async () => {
  server.use(http.all('http://offline.test/*', () => HttpResponse.error()));
  const stop = join('http://offline.test');
  const { user } = renderApp();
  await fillMinimalOrder(user, 'ALICE10', 'ORD-T2');
  await user.click(screen.getByRole('button', { name: 'Record order' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
  expect(dialog).toHaveTextContent('The team could not be asked');
  // The same decision as the import's "Send without the team…", named alike (issue 34).
  expect(within(dialog).getByRole('button', { name: 'Send without the team' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Send anyway' })).toBeNull();
  expect(received).toEqual([]);
  await stop();
});

it('sends a free order ID at once, claimed for this browser', async () => {
  const stop = join(teamServer().url);
  const { user } = renderApp();
  await fillMinimalOrder(user, 'ALICE10', 'ORD-T3');
  await user.click(screen.getByRole('button', { name: 'Record order' }));
  expect(await screen.findByRole('status', {}, { timeout: 20_000 })).toHaveTextContent('200');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect((await teamServer().docs()).find((d) => d.orderId === 'ORD-T3')).toMatchObject({
    by: 'Ana',
  });
  await stop();
});
