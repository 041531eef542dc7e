import { describe, expect, it } from 'vitest';
import { createMockService, type MockRequest } from '../../src/mocks/service';

const service = () => createMockService({ latencyMs: () => 0 });
const req = (
  over: Partial<MockRequest> & { headers?: Record<string, string> } = {},
): MockRequest => {
  const headers: Record<string, string> = {
    'x-service-key': 'demo-key',
    'content-type': 'application/json-patch+json',
    ...over.headers,
  };
  return {
    method: 'POST',
    path: '/v1/track/ALICE10',
    bodyText: JSON.stringify({
      orderId: 'O-1',
      products: [{ id: 'a', quantity: 1, subTotal: 10, tax: 2, total: 12 }],
    }),
    header: (name) => headers[name.toLowerCase()] ?? null,
    ...over,
  };
};
const json = (body: string | undefined): unknown => JSON.parse(body ?? 'null');

describe('mock service: track', () => {
  it('records an order and answers 200 with the affiliate and a computed commission', () => {
    const s = service();
    const res = s.handle(req());
    expect(res.status).toBe(200);
    expect(json(res.body)).toMatchObject({
      orderId: 'O-1',
      affiliate: { id: 'aff-1001', code: 'ALICE10' },
      commission: 1.2,
    });
  });

  it('enforces the key, the content type and the contract', () => {
    const s = service();
    expect(s.handle(req({ headers: { 'x-service-key': '' } })).status).toBe(401);
    expect(s.handle(req({ headers: { 'x-service-key': 'wrong' } })).status).toBe(401);
    expect(s.handle(req({ headers: { 'content-type': 'application/json' } })).status).toBe(415);
    expect(s.handle(req({ bodyText: '{nope' })).status).toBe(400);
    const bad = s.handle(
      req({ bodyText: JSON.stringify({ orderId: '', products: [{ quantity: 'two' }] }) }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys((json(bad.body) as { errors: object }).errors).sort()).toEqual([
      'orderId',
      'products[0].quantity',
    ]);
  });

  it('answers 404 for an unknown code and 409 for a repeated order id', () => {
    const s = service();
    expect(s.handle(req({ path: '/v1/track/NOBODY' })).status).toBe(404);
    expect(s.handle(req()).status).toBe(200);
    expect(s.handle(req()).status).toBe(409);
  });

  it('decodes the code path segment', () => {
    const s = service();
    expect(s.handle(req({ path: '/v1/track/CLARA%2D25' })).status).toBe(200);
  });

  it('forces faults for developers', () => {
    const s = service();
    s.setFault('server-error');
    expect(s.handle(req()).status).toBe(500);
    s.setFault('rate-limit');
    expect(s.handle(req()).headers['retry-after']).toBe('2');
    s.setFault('offline');
    expect(s.handle(req()).networkError).toBe(true);
    s.reset();
    expect(s.handle(req()).status).toBe(200);
  });
});

describe('mock service: commissions', () => {
  const patch = (body: unknown) =>
    req({ method: 'PATCH', path: '/v1/affiliates/commissions', bodyText: JSON.stringify(body) });

  it('stores settings and answers 200 with them', () => {
    const s = service();
    const res = s.handle(
      patch({ id: 'aff-1002', commissions: { type: 0, applyIndividual: false, amount: 12.5 } }),
    );
    expect(res.status).toBe(200);
    expect(s.affiliates().find((a) => a.id === 'aff-1002')?.commissions).toEqual({
      type: 0,
      applyIndividual: false,
      amount: 12.5,
    });
  });

  it('knows the Demo affiliates aff-1001 … aff-1050 for bulk changes, and no more', () => {
    const s = service();
    const settings = { type: 0, applyIndividual: false, amount: 15 };
    expect(s.affiliates()).toHaveLength(50);
    expect(s.handle(patch({ id: 'aff-1050', commissions: settings })).status).toBe(200);
    expect(s.handle(patch({ id: 'aff-1027', commissions: settings })).status).toBe(200);
    expect(s.handle(patch({ id: 'aff-1051', commissions: settings })).status).toBe(404);
  });

  it('validates the body and answers 404 for an unknown id', () => {
    const s = service();
    const bad = s.handle(
      patch({ id: 'aff-1002', commissions: { type: 1.5, applyIndividual: 'yes', amount: 1 } }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys((json(bad.body) as { errors: object }).errors).sort()).toEqual([
      'commissions.applyIndividual',
      'commissions.type',
    ]);
    expect(
      s.handle(patch({ id: 'nobody', commissions: { type: 0, applyIndividual: false, amount: 1 } }))
        .status,
    ).toBe(404);
  });

  it('answers 204 in the no-content fault mode', () => {
    const s = service();
    s.setFault('no-content');
    const res = s.handle(
      patch({ id: 'aff-1001', commissions: { type: 0, applyIndividual: false, amount: 1 } }),
    );
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
  });
});

describe('mock service: the console’s connection test', () => {
  it('refuses the test body {} with 400 for a good key and 401 for a bad one, recording nothing', () => {
    const s = service();
    const test = (key: string) =>
      s.handle(
        req({
          path: '/v1/track/console-connection-test',
          bodyText: '{}',
          headers: { 'x-service-key': key },
        }),
      ).status;
    expect(test('demo-key')).toBe(400);
    expect(test('wrong')).toBe(401);
    expect(s.affiliates().flatMap((a) => s.recordedOrderIds(a.id))).toEqual([]);
  });
});
