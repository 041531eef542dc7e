import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { closeDirectoryForTests } from '../src/affiliates/affiliate-store';
import { commissionTypeStore } from '../src/commissions/commission-types';
import { connectionStore } from '../src/connections/connection-store';
import { provideDemoService } from '../src/connections/demo-service';
import { closeHistoryForTests } from '../src/history/history-store';
import { jobRunner } from '../src/outbox/job-runner';
import { closeImportDbForTests } from '../src/outbox/job-store';
import { teamSettingsStore } from '../src/team/team-settings';
import { mockService, server } from './mock-service';

// In the browser the Demo is answered by its mock inside the page; here msw/node
// answers the same requests over fetch, so the Demo needs no transport of its own.
provideDemoService(() => Promise.resolve(undefined));

// This machine is shared: give findBy* and waitFor room under load. They wait on a condition,
// so a passing test takes no longer; 5 s was short for CI at a load of 8–10 (issue 35).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout: no scrolling, and every box measures zero, which would
// leave a virtualised list empty. Give elements a plausible size.
Element.prototype.scrollIntoView = () => undefined;
Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
  configurable: true,
  get: () => 1024,
});
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get: () => 600,
});

let consoleErrors: unknown[][] = [];
const realError = console.error;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    realError(...args);
  };
});
afterEach(async () => {
  cleanup();
  jobRunner.resetForTests();
  await closeHistoryForTests();
  await closeImportDbForTests();
  await closeDirectoryForTests();
  globalThis.indexedDB = new IDBFactory();
  server.resetHandlers();
  mockService.reset();
  localStorage.clear();
  sessionStorage.clear();
  connectionStore.reload();
  commissionTypeStore.reload();
  teamSettingsStore.reload();
  console.error = realError;
  if (consoleErrors.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${consoleErrors.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
afterAll(() => {
  server.close();
});
