// Over real HTTP: answers that do not say what the service did are "unknown", never a
// success and never a plain failure. A gateway's 502/504 may hide a recorded order; a 2xx
// web page (a static host's index.html, a login page, a portal) is not the service at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRequest } from '../../src/api/client';
import { trackPath } from '../../src/api/contract';
import { toHistoryOutcome } from '../../src/outbox/send-and-record';
import { finalUpdate } from '../../src/outbox/send-queue';
import { describeOrderOutcome, startFaultServer, type FaultServer } from './fault-server';

let service: FaultServer;
beforeAll(async () => {
  service = await startFaultServer();
});
afterAll(async () => {
  await service.close();
});

const send = () =>
  sendRequest({
    baseUrl: service.url,
    serviceKey: 'secret-key-123',
    method: 'POST',
    path: trackPath('ALICE10'),
    body: { orderId: 'H-1', products: [{ id: 'SKU', quantity: 1, subTotal: 10 }] },
    timeoutMs: 5_000,
  });

const answerWith = (status: number, headers: Record<string, string>, body: string) => {
  service.answer((_req, res) => {
    res.writeHead(status, headers).end(body);
  });
};

const INDEX_HTML =
  '<!doctype html><html><head><title>Affiliate Console</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

describe('a 2xx web page is not the service', () => {
  it.each([
    ['a static host answering /v1 with index.html', { 'content-type': 'text/html' }, INDEX_HTML],
    [
      'a login page',
      { 'content-type': 'text/html; charset=utf-8' },
      '<form><label>Password <input type="password"></label></form>',
    ],
    ['a portal page with no content type', {}, '  <html><body>Accept the terms</body></html>'],
  ])('%s: unknown, with the likely cause', async (_name, headers, body) => {
    answerWith(200, headers, body);
    const outcome = await send();
    expect(outcome).toMatchObject({ kind: 'unconfirmed', reason: 'not-service', status: 200 });
    const shown = describeOrderOutcome(outcome);
    expect(shown.tone).toBe('unknown');
    expect(shown.title).toMatch(/web page, not the service: outcome unknown/);
    expect(shown.detail).toMatch(/\/v1 is not reaching the service/);
    expect(toHistoryOutcome(outcome)).toMatchObject({
      result: 'unknown',
      failure: 'not-service',
      status: 200,
    });
    expect(finalUpdate(outcome, 1)).toMatchObject({ state: 'unknown', status: 200 });
  });

  it('the page is read as text, never as markup: its scripts are not in the words', async () => {
    answerWith(200, { 'content-type': 'text/html' }, INDEX_HTML);
    const shown = describeOrderOutcome(await send());
    expect(shown.detail).toContain('The page said: Affiliate Console');
    expect(shown.detail).not.toContain('<script');
  });

  it.each([
    ['JSON', { 'content-type': 'application/json' }, '{"orderId":"H-1"}'],
    ['plain text', { 'content-type': 'text/plain' }, 'recorded'],
    ['no body', {}, ''],
  ])('a 2xx with %s is still the service: success', async (_name, headers, body) => {
    answerWith(200, headers, body);
    const outcome = await send();
    expect(outcome.kind).toBe('success');
    expect(toHistoryOutcome(outcome).result).toBe('recorded');
  });
});

describe('a gateway that could not hear the service: unknown', () => {
  it.each([
    [502, 'Bad Gateway'],
    [504, 'Gateway Timeout'],
  ])('%i: outcome unknown, never failed', async (status, name) => {
    answerWith(
      status,
      { 'content-type': 'text/html' },
      `<html><body><h1>${name}</h1></body></html>`,
    );
    const outcome = await send();
    expect(outcome).toMatchObject({ kind: 'unconfirmed', reason: 'gateway', status });
    const shown = describeOrderOutcome(outcome);
    expect(shown).toMatchObject({ tone: 'unknown', status });
    expect(shown.detail).toMatch(/The order may have been recorded/);
    expect(toHistoryOutcome(outcome)).toMatchObject({
      result: 'unknown',
      failure: 'gateway',
      status,
    });
    expect(finalUpdate(outcome, 1)).toMatchObject({ state: 'unknown', status });
  });

  it.each([500, 503])('%i is the service failing: a failure a retry may help', async (status) => {
    answerWith(status, { 'content-type': 'text/plain' }, 'down');
    const outcome = await send();
    expect(outcome.kind).toBe('http-error');
    expect(finalUpdate(outcome, 1).state).toBe('failed');
  });
});
