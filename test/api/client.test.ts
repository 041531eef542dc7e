import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { joinUrl, sendRequest } from '../../src/api/client';
import { trackPath } from '../../src/api/contract';
import { server } from '../mock-service';

const BASE = 'https://svc.example.test/api/';
const send = (over: Partial<Parameters<typeof sendRequest>[0]> = {}) =>
  sendRequest({
    baseUrl: BASE,
    serviceKey: 'secret-key-123',
    method: 'POST',
    path: trackPath('a/b c'),
    body: { orderId: '1', products: [] },
    ...over,
  });

describe('sendRequest', () => {
  it('joins the base URL and encodes the referral code as one path segment', async () => {
    let seenUrl = '';
    server.use(
      http.post('https://svc.example.test/api/v1/track/:code', ({ request }) => {
        seenUrl = request.url;
        return HttpResponse.json({ ok: true });
      }),
    );
    await send();
    expect(seenUrl).toBe('https://svc.example.test/api/v1/track/a%2Fb%20c');
    expect(joinUrl('https://x.test//', '/v1/a')).toBe('https://x.test/v1/a');
  });

  it('sends the key, the content type and Accept, and the body as JSON', async () => {
    let headers: Record<string, string | null> = {};
    let body = '';
    server.use(
      http.post(`${BASE}v1/track/:code`, async ({ request }) => {
        headers = {
          key: request.headers.get('X-Service-Key'),
          type: request.headers.get('Content-Type'),
          accept: request.headers.get('Accept'),
        };
        body = await request.text();
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const outcome = await send({ body: { orderId: 'A', products: [{ quantity: 2 }] } });
    expect(headers).toEqual({
      key: 'secret-key-123',
      type: 'application/json-patch+json',
      accept: 'application/json',
    });
    expect(body).toBe('{"orderId":"A","products":[{"quantity":2}]}');
    expect(outcome).toMatchObject({ kind: 'success', status: 200, body: { kind: 'empty' } });
  });

  it('reads JSON, text and empty bodies', async () => {
    server.use(http.post(`${BASE}v1/track/:code`, () => HttpResponse.json({ id: 7 })));
    expect(await send()).toMatchObject({
      kind: 'success',
      body: { kind: 'json', value: { id: 7 } },
    });
    server.use(http.post(`${BASE}v1/track/:code`, () => HttpResponse.text('recorded')));
    expect(await send()).toMatchObject({
      kind: 'success',
      body: { kind: 'text', text: 'recorded' },
    });
    server.use(
      http.patch(`${BASE}v1/affiliates/commissions`, () => new HttpResponse(null, { status: 204 })),
    );
    expect(await send({ method: 'PATCH', path: '/v1/affiliates/commissions' })).toMatchObject({
      kind: 'success',
      status: 204,
      body: { kind: 'empty' },
    });
  });

  it('shows malformed JSON as text instead of failing', async () => {
    server.use(
      http.post(
        `${BASE}v1/track/:code`,
        () => new HttpResponse('{"broken', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    expect(await send()).toMatchObject({
      kind: 'success',
      body: { kind: 'text', text: '{"broken' },
    });
  });

  it('returns an HTTP failure with problem details and field errors', async () => {
    server.use(
      http.post(`${BASE}v1/track/:code`, () =>
        HttpResponse.json(
          { title: 'Invalid.', errors: { 'Products[0].Quantity': ['Too small.'] } },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const outcome = await send();
    expect(outcome).toMatchObject({
      kind: 'http-error',
      status: 400,
      problem: { message: 'Invalid.', fieldErrors: { 'products.0.quantity': ['Too small.'] } },
    });
  });

  it('returns an HTTP failure with an HTML body as text', async () => {
    server.use(
      http.post(`${BASE}v1/track/:code`, () => HttpResponse.html('<h1>Oops</h1>', { status: 500 })),
    );
    const outcome = await send();
    expect(outcome).toMatchObject({
      kind: 'http-error',
      status: 500,
      body: { kind: 'text', text: '<h1>Oops</h1>' },
    });
    expect(outcome).not.toHaveProperty('problem');
  });

  it('calls a network failure unknown (it may have left) and explains likely causes, never the key', async () => {
    server.use(http.post(`${BASE}v1/track/:code`, () => HttpResponse.error()));
    const outcome = await send();
    expect(outcome.kind).toBe('lost');
    const text = JSON.stringify(outcome);
    expect(text).toMatch(/CORS/);
    expect(text).not.toContain('secret-key-123');
  });

  it('gives up after the timeout with an unknown outcome', async () => {
    server.use(
      http.post(`${BASE}v1/track/:code`, async () => {
        await delay(1000);
        return HttpResponse.json({});
      }),
    );
    const outcome = await send({ timeoutMs: 50 });
    expect(outcome).toMatchObject({ kind: 'timeout', timeoutMs: 50 });
  });
});
