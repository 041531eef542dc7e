// Claims on order IDs against the real in-memory team server: a new order ID is mine,
// one held by a colleague names them and when, one this browser holds stays mine, a
// colleague's failed send is taken over, and an unreachable team says so.
import { expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { claimOrder, claimOrders, runTeam } from '../../src/team';
import { claimId } from '../../src/team/claims';
import { teamSettingsStore } from '../../src/team/team-settings';
import { server } from '../mock-service';
import { colleagueClaim, withTeamServer, USERS } from './team-server';

const team = withTeamServer();

const service = { baseUrl: 'https://api.example.com' };

function joinAsAna(url = team().url) {
  teamSettingsStore.save(
    { url, database: 'team', username: 'ana', displayName: 'Ana', rememberPassword: false },
    USERS.ana,
  );
  return runTeam(() => Promise.resolve([]));
}

it('claims a new order ID for this browser, and it stays this browser’s', async () => {
  const stop = joinAsAna();
  expect(await claimOrder(service, 'ORD-NEW')).toEqual({ kind: 'mine' });
  expect(await claimOrder(service, 'ORD-NEW')).toEqual({ kind: 'mine' });
  const held = (await team().docs()).find((d) => d._id === claimId(service.baseUrl, 'ORD-NEW'));
  expect(held).toMatchObject({ by: 'Ana', orderId: 'ORD-NEW' });
  await stop();
});

it('names the colleague who holds an order ID, and when, with their outcome', async () => {
  await team().put(
    colleagueClaim(service.baseUrl, 'ORD-BEN', {
      at: '2026-03-02T10:02:00.000Z',
      result: 'recorded',
    }),
  );
  const stop = joinAsAna();
  expect(await claimOrder(service, 'ORD-BEN')).toEqual({
    kind: 'theirs',
    by: 'Ben',
    account: 'ben',
    at: '2026-03-02T10:02:00.000Z',
    result: 'recorded',
  });
  await stop();
});

it('takes over an order ID whose colleague’s send failed; a batch is one answer per order', async () => {
  await team().put(
    colleagueClaim(service.baseUrl, 'ORD-FAILED', {
      at: '2026-03-02T10:02:00.000Z',
      result: 'failed',
    }),
  );
  await team().put(colleagueClaim(service.baseUrl, 'ORD-B2', { at: '2026-03-02T10:03:00.000Z' }));
  const stop = joinAsAna();
  const claims = await claimOrders(service, ['ORD-FAILED', 'ORD-B2', 'ORD-FREE']);
  expect(claims.get('ORD-FAILED')).toEqual({ kind: 'mine' });
  expect(claims.get('ORD-B2')).toMatchObject({ kind: 'theirs', by: 'Ben' });
  expect(claims.get('ORD-FREE')).toEqual({ kind: 'mine' });
  await stop();
});

it('says the team could not be asked when its server does not answer', async () => {
  server.use(http.all('http://offline.test/*', () => HttpResponse.error()));
  const stop = joinAsAna('http://offline.test');
  const claim = await claimOrder(service, 'ORD-OFFLINE');
  expect(claim).toMatchObject({ kind: 'unreachable' });
  await stop();
});

it('asks nothing without a team, and nothing for the Demo', async () => {
  expect(await claimOrder(service, 'ORD-ALONE')).toEqual({ kind: 'no-team' });
  const stop = joinAsAna();
  expect(await claimOrder({ ...service, demo: true }, 'ORD-DEMO')).toEqual({ kind: 'no-team' });
  await stop();
});
