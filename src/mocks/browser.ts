// The in-browser mock for the Demo connection. Loaded lazily, on the first
// Demo send, so other connections never load or meet it.
import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { createMockService, type MockFault } from './service';
import { sessionState } from './session-state';

const demoService = createMockService({ state: sessionState() });
const worker = setupWorker(...createHandlers(demoService));
let started: Promise<unknown> | undefined;

// Developers force faults from the console of a dev build: __demoFault('rate-limit').
// Production builds drop this block, so users cannot switch it on.
if (import.meta.env.DEV) {
  (window as unknown as { __demoFault: (f: MockFault) => void }).__demoFault = (f) => {
    demoService.setFault(f);
  };
}

export function startDemoWorker(): Promise<unknown> {
  started ??= worker
    .start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      // msw's worker behind a filter that lets it answer the Demo's path only.
      serviceWorker: { url: `${import.meta.env.BASE_URL}demo-service-worker.js` },
    })
    .then(() => {
      // The Demo's path is on this site: a tab the worker does not control (a hard reload
      // bypasses it) would send Demo requests to the web server itself, which may answer
      // with index.html and 200. Refuse rather than let one through.
      if (!navigator.serviceWorker.controller) {
        started = undefined;
        throw new Error('the mock service worker does not control this tab; reload it normally');
      }
    });
  return started;
}

/** Takes this tab off the mock: the worker stops answering for it (another connection is active). */
export function stopDemoWorker() {
  if (!started) return;
  started = undefined;
  worker.stop();
}
