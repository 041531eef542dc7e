// Over real HTTP (Node's fetch): a request that may have reached the service is
// "unknown", never "failed"; only a request that provably never left is a failure.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendRequest, type Outcome, type ServiceRequest } from '../../src/api/client';
import { trackPath } from '../../src/api/contract';
import { toHistoryOutcome } from '../../src/outbox/send-and-record';
import { finalUpdate } from '../../src/outbox/send-queue';
import {
  closedPort,
  startFaultServer,
  type FaultServer,
  describeOrderOutcome,
} from './fault-server';

let service: FaultServer;
beforeAll(async () => {
  service = await startFaultServer();
});
afterAll(async () => {
  await service.close();
});
beforeEach(() => {
  service.received.length = 0;
});

const send = (over: Partial<ServiceRequest> = {}) =>
  sendRequest({
    baseUrl: service.url,
    serviceKey: 'secret-key-123',
    method: 'POST',
    path: trackPath('ALICE10'),
    body: { orderId: 'U-1', products: [{ id: 'SKU', quantity: 1, subTotal: 10 }] },
    timeoutMs: 5_000,
    ...over,
  });

const view = describeOrderOutcome;

function expectUnknown(outcome: Outcome) {
  expect(outcome.kind).toBe('lost');
  const shown = view(outcome);
  expect(shown.tone).toBe('unknown');
  expect(shown.title).toMatch(/outcome unknown/);
  expect(shown.detail).toMatch(/The order may have been recorded/);
  expect(toHistoryOutcome(outcome)).toMatchObject({ result: 'unknown', failure: 'network' });
  expect(finalUpdate(outcome, 1).state).toBe('unknown');
  expect(JSON.stringify(outcome)).not.toContain('secret-key-123');
}

describe('may have reached the service: unknown', () => {
  it('the connection is reset after the service read the whole request', async () => {
    service.answer((req) => {
      req.socket.destroy();
    });
    const outcome = await send();
    expect(service.received).toHaveLength(1); // it did arrive: the service could have recorded it
    expectUnknown(outcome);
    expect(view(outcome).detail).toMatch(/the service may or may not have received it/);
  });

  it('the answer is cut off halfway through its body', async () => {
    service.answer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"orderId":');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const outcome = await send();
    expectUnknown(outcome);
    expect(view(outcome).detail).toMatch(/answered 200 but the answer was cut off/);
  });

  it('nothing listens on the port (a browser cannot tell this from CORS): unknown, with likely causes', async () => {
    const outcome = await send({ baseUrl: `http://127.0.0.1:${await closedPort()}` });
    expectUnknown(outcome);
    expect(view(outcome).detail).toMatch(/the service may or may not have received it/);
    expect(view(outcome).detail).toMatch(/Likely causes: .*down or unreachable.*offline/);
  });
});

describe('provably never left: a failure', () => {
  it('a base URL that is not a URL', async () => {
    const outcome = await send({ baseUrl: 'http://exa mple.test' });
    expect(outcome).toMatchObject({ kind: 'not-sent' });
    expect(view(outcome)).toMatchObject({ tone: 'failure', title: 'Order not recorded: not sent' });
    expect(toHistoryOutcome(outcome)).toMatchObject({ result: 'failed', failure: 'not-sent' });
    expect(finalUpdate(outcome, 1).state).toBe('failed');
  });

  it.each([
    ['no key at all', '', 'no-key'],
    ['a key with a character past Latin-1', 'key\u2019s', 'bad-key'],
    ['a key with a line break', 'key\nX-Other: 1', 'bad-key'],
  ])('%s: never sent, never an empty X-Service-Key', async (_, serviceKey, reason) => {
    const outcome = await send({ serviceKey });
    expect(outcome).toMatchObject({ kind: 'not-sent', reason });
    expect(toHistoryOutcome(outcome)).toMatchObject({ result: 'failed', failure: 'not-sent' });
    expect(service.received).toEqual([]);
  });

  it('a body that cannot be written as JSON', async () => {
    const outcome = await send({ body: { amount: 10n } });
    expect(outcome).toMatchObject({ kind: 'not-sent' });
    expect(service.received).toEqual([]);
  });
});
