// The in-browser mock for the Demo connection. Loaded lazily, on the first
// Demo send, so other connections never load or meet it.
import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { createMockService } from './service';

export const demoService = createMockService();
const worker = setupWorker(...createHandlers(demoService));
let started: Promise<unknown> | undefined;

export function startDemoWorker(): Promise<unknown> {
  started ??= worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return started;
}
