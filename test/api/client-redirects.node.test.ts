// Redirects over real HTTP (Node's fetch): a 3xx is a failure of its own, the
// console follows none, and the other host never sees the request or the key.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendRequest, type Outcome } from '../../src/api/client';
import { trackPath } from '../../src/api/contract';
import { describeOutcome } from '../../src/api/describe-outcome';
import { toHistoryOutcome } from '../../src/outbox/send-and-record';
import { finalUpdate } from '../../src/outbox/send-queue';
import { startFaultServer, type FaultServer } from './fault-server';

const KEY = 'secret-key-123';
let service: FaultServer;
let other: FaultServer;

beforeAll(async () => {
  [service, other] = await Promise.all([startFaultServer(), startFaultServer()]);
});
afterAll(async () => {
  await Promise.all([service.close(), other.close()]);
});
beforeEach(() => {
  service.received.length = 0;
  other.received.length = 0;
});

const send = () =>
  sendRequest({
    baseUrl: service.url,
    serviceKey: KEY,
    method: 'POST',
    path: trackPath('ALICE10'),
    body: { orderId: 'R-1', products: [{ id: 'SKU', quantity: 1, subTotal: 10 }] },
    timeoutMs: 5_000,
  });

const view = (outcome: Outcome) =>
  describeOutcome(outcome, {
    connectionName: 'Faulty',
    subject: 'The order',
    applied: 'recorded',
    success: 'Order recorded',
    failure: 'Order not recorded',
    notFound: 'No such code.',
    conflict: 'Already recorded.',
  });

describe.each([302, 307, 308, 301, 303])('a %i redirect to another port', (status) => {
  it('is a failure that names where it pointed and says the key was not sent there', async () => {
    const target = `${other.url}/login`;
    service.answer((_req, res) => {
      res.writeHead(status, { location: target }).end();
    });
    const outcome = await send();

    expect(outcome).toMatchObject({ kind: 'redirect', status, location: target });
    const shown = view(outcome);
    expect(shown.tone).toBe('failure');
    expect(shown.title).toMatch(/redirect/i);
    expect(shown.detail).toContain(target);
    expect(shown.detail).toMatch(/the request and the service key were not sent there/);
    expect(toHistoryOutcome(outcome)).toMatchObject({ result: 'failed', status });
    expect(finalUpdate(outcome, 1)).toMatchObject({ state: 'failed', status });

    // The service got the one request; the other port got nothing, key or not.
    expect(service.received).toHaveLength(1);
    expect(service.received[0]?.headers['x-service-key']).toBe(KEY);
    expect(other.received).toEqual([]);
  });
});

it('a redirect with a relative Location names the full address', async () => {
  service.answer((_req, res) => {
    res.writeHead(302, { location: '/login?next=%2F' }).end();
  });
  const outcome = await send();
  expect(outcome).toMatchObject({ kind: 'redirect', location: `${service.url}/login?next=%2F` });
  expect(service.received).toHaveLength(1);
});

it('only a 2xx is success: a 300 without Location is a redirect too', async () => {
  service.answer((_req, res) => {
    res.writeHead(300).end();
  });
  const outcome = await send();
  expect(outcome.kind).toBe('redirect');
  expect(view(outcome).detail).toMatch(/without saying where to/);
  expect(toHistoryOutcome(outcome).result).toBe('failed');
});
