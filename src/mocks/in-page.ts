// The mock that answers the Demo connection inside this page: msw's handlers resolve
// each request directly, with no service worker, so nothing ever stands between the
// page and a real service (a worker once made WebKit skip a real service's CORS preflight).
// Loaded lazily, on the first Demo send, so other connections never load or meet it.
import { getResponse } from 'msw';
import { createHandlers } from './handlers';
import { createMockService, type MockFault } from './service';
import { sessionState } from './session-state';

const demoService = createMockService({ state: sessionState() });
const handlers = createHandlers(demoService);

// Developers force faults from the console of a dev build: __demoFault('rate-limit').
// Production builds drop this block, so users cannot switch it on.
if (import.meta.env.DEV) {
  (window as unknown as { __demoFault: (f: MockFault) => void }).__demoFault = (f) => {
    demoService.setFault(f);
  };
}

/** Rejects as fetch does once the signal aborts (a timeout, or the person stops waiting). */
function abortion(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_, reject) => {
    const stop = () => {
      reject(new DOMException('The Demo request was aborted.', 'AbortError'));
    };
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
}

/** fetch for the Demo: the mock's answer, or a rejection where fetch would reject. */
export async function answerDemo(url: string, init: RequestInit): Promise<Response> {
  const answer = getResponse(handlers, new Request(url, init)).then((response) => {
    // The mock's "network error" fault, and a path no handler takes, answer as fetch fails.
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  });
  return Promise.race([answer, abortion(init.signal)]);
}
