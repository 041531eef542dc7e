import { describe, expect, it } from 'vitest';
import { createMockService, type MockRequest } from '../../src/mocks/service';
import { sessionState } from '../../src/mocks/session-state';

const headers: Record<string, string> = {
  'x-service-key': 'demo-key',
  'content-type': 'application/json-patch+json',
};
const send = (method: string, path: string, body: unknown): MockRequest => ({
  method,
  path,
  bodyText: JSON.stringify(body),
  header: (name) => headers[name.toLowerCase()] ?? null,
});
const order = send('POST', '/v1/track/ALICE10', {
  orderId: 'S-1',
  products: [{ id: 'a', quantity: 1, subTotal: 10 }],
});
const commissions = send('PATCH', '/v1/affiliates/commissions', {
  id: 'aff-1001',
  commissions: { type: 1, applyIndividual: true, amount: 3 },
});

describe('Demo state for the browser session', () => {
  it('survives a reload: a new Demo service remembers orders and commission settings', () => {
    const first = createMockService({ latencyMs: () => 0, state: sessionState() });
    expect(first.handle(order).status).toBe(200);
    expect(first.handle(commissions).status).toBe(200);

    const afterReload = createMockService({ latencyMs: () => 0, state: sessionState() });
    expect(afterReload.handle(order).status).toBe(409);
    expect(afterReload.recordedOrderIds('aff-1001')).toEqual(['S-1']);
    expect(afterReload.affiliates().find((a) => a.id === 'aff-1001')?.commissions).toEqual({
      type: 1,
      applyIndividual: true,
      amount: 3,
    });
  });

  it('starts from the seed in a new session or when the stored state is unreadable', () => {
    sessionStorage.setItem('ac.demo-service.v1', '{"affiliates":"broken"}');
    const s = createMockService({ latencyMs: () => 0, state: sessionState() });
    expect(s.handle(order).status).toBe(200);
    expect(s.affiliates().find((a) => a.id === 'aff-1001')?.commissions.amount).toBe(10);
  });

  it('keeps a service without a store in memory only (the HTTP mock, the tests)', () => {
    const memory = createMockService({ latencyMs: () => 0 });
    expect(memory.handle(order).status).toBe(200);
    expect(sessionStorage.length).toBe(0);
    expect(createMockService({ latencyMs: () => 0 }).handle(order).status).toBe(200);
  });
});
