import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendRequest } from '../../src/api/client';
import { DEMO_BASE_URL, DEMO_SERVICE_KEY } from '../../src/connections/demo';
import type { MockFault } from '../../src/mocks/service';
import { answerDemo } from '../../src/mocks/in-page';

const demoFault = (f: MockFault) => {
  (window as unknown as { __demoFault: (f: MockFault) => void }).__demoFault(f);
};
const order = (orderId: string, signal?: AbortSignal) =>
  sendRequest({
    baseUrl: DEMO_BASE_URL,
    serviceKey: DEMO_SERVICE_KEY,
    method: 'POST',
    path: '/v1/track/ALICE10',
    body: { orderId, products: [{ id: 'Mug', quantity: 1, subTotal: 10 }] },
    transport: answerDemo,
    ...(signal ? { signal } : {}),
  });

afterEach(() => {
  demoFault('none');
  vi.restoreAllMocks();
});

describe('the Demo answered inside the page', () => {
  it('answers from its handlers, and nothing goes over the network', async () => {
    const network = vi.spyOn(globalThis, 'fetch');
    const outcome = await order(`IN-PAGE-${Date.now()}`);
    expect(outcome).toMatchObject({ kind: 'success', status: 200 });
    expect(network).not.toHaveBeenCalled();
  });

  it('remembers what it took: the same order again is a duplicate', async () => {
    const id = `IN-PAGE-DUP-${Date.now()}`;
    await order(id);
    expect(await order(id)).toMatchObject({ kind: 'http-error', status: 409 });
  });

  it('fails as fetch does when its network-error fault is on: the outcome is unknown', async () => {
    demoFault('offline');
    expect(await order(`IN-PAGE-OFF-${Date.now()}`)).toMatchObject({ kind: 'lost' });
  });

  it('stops waiting when the person does', async () => {
    demoFault('slow');
    const stop = new AbortController();
    const outcome = order(`IN-PAGE-STOP-${Date.now()}`, stop.signal);
    stop.abort();
    expect(await outcome).toMatchObject({ kind: 'cancelled' });
  });
});
