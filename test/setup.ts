// Every test file: any console.error fails the test. Files in jsdom (the
// default) also get setup-dom.ts; files marked `@vitest-environment node` run
// with Node's own fetch against real local servers and get nothing else.
import { afterEach, beforeEach, vi } from 'vitest';

// In the browser the Demo connection starts a service worker; here msw/node
// answers the same requests, so starting the worker is a no-op.
vi.mock('../src/mocks/browser', () => ({ startDemoWorker: () => Promise.resolve() }));

let consoleErrors: unknown[][] = [];
const realError = console.error;

beforeEach(() => {
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    realError(...args);
  };
});
afterEach(() => {
  console.error = realError;
  if (consoleErrors.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${consoleErrors.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});

// Imported after the guard is registered: after-hooks run in reverse, so the
// guard still sees errors logged while components unmount.
if (typeof window !== 'undefined') await import('./setup-dom');
