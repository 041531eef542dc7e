// The mock service as the tests meet it: the same rules as the Demo connection,
// answered at once, through msw/node.
import { setupServer } from 'msw/node';
import { createHandlers } from '../src/mocks/handlers';
import { createMockService } from '../src/mocks/service';

// 'slow' lasts long enough for a test to press Cancel even when the machine is busy
// (2 s was not: one CI run saw the answer arrive first).
export const mockService = createMockService({ latencyMs: () => 0, slowMs: 10_000 });
export const server = setupServer(...createHandlers(mockService));

/** Every order body the mock receives from here on (the list fills as requests arrive). */
export function receivedOrderBodies(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/v1/track/'))
      void request
        .clone()
        .json()
        .then((b: unknown) => bodies.push(b));
  });
  return bodies;
}
