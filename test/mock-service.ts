// The mock service as the tests meet it: the same rules as the Demo connection,
// answered at once, through msw/node.
import { setupServer } from 'msw/node';
import { createHandlers } from '../src/mocks/handlers';
import { createMockService } from '../src/mocks/service';

// 'slow' lasts long enough for a test to press Cancel even when the machine is busy
// (2 s was not: one CI run saw the answer arrive first).
export const mockService = createMockService({ latencyMs: () => 0, slowMs: 10_000 });
export const server = setupServer(...createHandlers(mockService));
