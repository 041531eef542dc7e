// Setup for component and unit tests in jsdom: fake IndexedDB, Testing Library,
// msw/node answering as the mock service, and every store reset between tests.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { commissionTypeStore } from '../src/commissions/commission-types';
import { connectionStore } from '../src/connections/connection-store';
import { closeHistoryForTests } from '../src/history/history-store';
import { closeImportDbForTests } from '../src/import/job-store';
import { mockService, server } from './mock-service';

// This machine is shared: give findBy* and waitFor room under load.
configure({ asyncUtilTimeout: 5000 });

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

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(async () => {
  cleanup();
  await closeHistoryForTests();
  await closeImportDbForTests();
  globalThis.indexedDB = new IDBFactory();
  server.resetHandlers();
  mockService.reset();
  localStorage.clear();
  sessionStorage.clear();
  connectionStore.reload();
  commissionTypeStore.reload();
});
afterAll(() => {
  server.close();
});
