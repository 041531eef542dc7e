// Hostile answers over real HTTP (Node's fetch): huge, deeply nested, keyed with
// __proto__ and friends, or an HTML page. Each is still the answer it is, with its
// status, a History outcome, and a display that is cut and never throws.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_READ_LIMIT, sendRequest, type Outcome } from '../../src/api/client';
import { trackPath } from '../../src/api/contract';
import { RESPONSE_LIMIT } from '../../src/history/history-entry';
import { toHistoryOutcome } from '../../src/outbox/send-and-record';
import { finalUpdate } from '../../src/outbox/send-queue';
import { bodyForDisplay, DISPLAY_LIMIT } from '../../src/lib/format-json';
import { startFaultServer, type FaultServer, describeOrderOutcome } from './fault-server';

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
    timeoutMs: 10_000,
  });

const view = describeOrderOutcome;

const answer = (status: number, contentType: string, text: string) => {
  service.answer((_req, res) => {
    res.writeHead(status, { 'content-type': contentType }).end(text);
  });
};

const bodyOf = (outcome: Outcome) => {
  if (outcome.kind !== 'success' && outcome.kind !== 'http-error')
    throw new Error(`expected an answer, got ${outcome.kind}`);
  return outcome.body;
};

describe('hostile answers', () => {
  it('a 10 MB body: the outcome keeps at most the read cap, History and the display are cut', async () => {
    const big = JSON.stringify({ orderId: 'H-1', padding: 'x'.repeat(10 * 1024 * 1024) });
    answer(200, 'application/json', big);
    const outcome = await send();
    expect(outcome.kind).toBe('success');
    const body = bodyOf(outcome);
    expect(body).toMatchObject({ kind: 'text', cut: true });
    expect(body.kind === 'text' && body.text.length).toBeLessThanOrEqual(RESPONSE_READ_LIMIT);
    const history = toHistoryOutcome(outcome);
    expect(history).toMatchObject({ result: 'recorded', status: 200, responseCut: true });
    expect(history.responseBody?.length).toBeLessThanOrEqual(RESPONSE_LIMIT);
    const shown = bodyForDisplay(body);
    expect(shown.cut).toBe(true);
    expect(shown.text.length).toBeLessThanOrEqual(DISPLAY_LIMIT);
  });

  it('a body nested 10,000 levels deep: parsed, described, and shown to a depth with a note', async () => {
    const deep = `{"title":"Too deep.","errors":${'['.repeat(10_000)}"x"${']'.repeat(10_000)},"data":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`;
    answer(400, 'application/problem+json', deep);
    const outcome = await send();
    expect(outcome).toMatchObject({
      kind: 'http-error',
      status: 400,
      problem: { message: 'Too deep.' },
    });
    expect(view(outcome).detail).toContain('Too deep.');
    expect(toHistoryOutcome(outcome)).toMatchObject({ result: 'failed', status: 400 });
    expect(finalUpdate(outcome, 1)).toMatchObject({
      state: 'failed',
      cause: 'refused',
      note: { detail: 'Too deep.' },
    });
    const shown = bodyForDisplay(bodyOf(outcome));
    expect(shown.text).toContain('… deeper levels not shown');
  });

  it('an errors map keyed __proto__, constructor and toString: ordinary fields', async () => {
    answer(
      400,
      'application/problem+json',
      '{"title":"Invalid.","errors":{"__proto__":["p"],"constructor":["c"],"toString":["t"],"hasOwnProperty":"h","Products[3].Quantity":["q"]}}',
    );
    const outcome = await send();
    expect(outcome.kind).toBe('http-error');
    const fieldErrors = outcome.kind === 'http-error' ? outcome.problem?.fieldErrors : undefined;
    expect(Object.entries(fieldErrors ?? {})).toEqual([
      ['__proto__', ['p']],
      ['constructor', ['c']],
      ['toString', ['t']],
      ['hasOwnProperty', ['h']],
      ['products.3.quantity', ['q']],
    ]);
    expect(({} as Record<string, unknown>).p).toBeUndefined(); // no prototype was touched
    expect(toHistoryOutcome(outcome)).toMatchObject({ result: 'failed', status: 400 });
    expect(bodyForDisplay(bodyOf(outcome)).text).toContain('"__proto__": [');
  });

  it('an HTML error page is described by its title and visible text, without style or script', async () => {
    answer(
      500,
      'text/html',
      '<!doctype html><html><head><title>Gateway &amp; friends</title><style>.x{color:red}</style><script>var secret = 1;</script></head><body><h1>Upstream failed</h1><p>Try later.</p><script>track()</script><!-- note --></body></html>',
    );
    const outcome = await send();
    const detail = view(outcome).detail ?? '';
    expect(detail).toContain('Gateway & friends');
    expect(detail).toContain('Upstream failed Try later.');
    expect(detail).not.toMatch(/color|secret|track|note|</);
    expect(toHistoryOutcome(outcome)).toMatchObject({ result: 'failed', status: 500 });
  });
});
