// The mock service as the tests meet it: the same rules as the Demo connection,
// answered at once, through msw/node.
import { setupServer } from 'msw/node';
import { createHandlers } from '../src/mocks/handlers';
import { createMockService } from '../src/mocks/service';

export const mockService = createMockService({ latencyMs: () => 0, slowMs: 2_000 });
export const server = setupServer(...createHandlers(mockService));
