import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import type { Outcome } from '../../src/api/client';
import {
  closeImportDbForTests,
  createJob,
  deleteJob,
  jobItems,
  readRequests,
  readStates,
  settleInterrupted,
  unfinishedJob,
  updateItem,
  type NewJobItem,
  type SendJob,
} from '../../src/outbox/job-store';
import { indexesToSend } from '../../src/outbox/job-runner';
import { SendQueue } from '../../src/outbox/send-queue';

const job: SendJob = {
  id: 'j1',
  title: 'f.csv',
  createdAt: 1,
  connectionId: 'demo',
  connectionName: 'Demo',
  concurrency: 2,
  total: 4,
  finished: false,
};
const ok: Outcome = {
  kind: 'success',
  status: 200,
  headers: {},
  body: { kind: 'empty' },
  durationMs: 1,
};

afterEach(async () => {
  await closeImportDbForTests();
});

describe('import job store', () => {
  it('after a reload, sends only orders that never went out; one cut off mid-send becomes unknown', async () => {
    await createJob(
      job,
      [0, 1, 2, 3].map((index): NewJobItem => ({
        index,
        label: `O${index}`,
        request: {
          method: 'POST',
          path: '/v1/track/ALICE10',
          body: { orderId: `O${index}`, products: [] },
        },
        meta: { operation: 'order', source: 'import', orderId: `O${index}` },
      })),
    );
    await updateItem('j1', 0, { state: 'recorded', status: 200, attempts: 1 });
    await updateItem('j1', 1, { state: 'failed', status: 400, attempts: 1 });
    await updateItem('j1', 2, { state: 'sending' });
    // --- the page reloads here ---
    expect((await unfinishedJob())?.id).toBe('j1');
    expect(await settleInterrupted('j1')).toBe(1);
    const items = await jobItems('j1');
    expect(items.map((i) => i.state)).toEqual(['recorded', 'failed', 'unknown', 'queued']);

    const sent: number[] = [];
    // "Continue sending" sends what the runner's own rule picks: only the queued one.
    expect(indexesToSend(items, [])).toEqual([3]);
    // "Retry failed" leaves out a 400 (a retry cannot fix it) and never takes the unknown one.
    expect(indexesToSend(items, ['failed'])).toEqual([3]);
    const serverError = items.map((i) => (i.index === 1 ? { ...i, status: 503 } : i));
    expect(indexesToSend(serverError, ['failed'])).toEqual([1, 3]);
    const queue = new SendQueue(indexesToSend(items, []), {
      concurrency: 2,
      send: (index) => {
        sent.push(index);
        return Promise.resolve(ok);
      },
      update: (index, update) => updateItem('j1', index, update),
    });
    await queue.run();
    expect(sent).toEqual([3]);
    expect((await jobItems('j1')).map((i) => i.state)).toEqual([
      'recorded',
      'failed',
      'unknown',
      'recorded',
    ]);
  });
});

describe('chunked job storage', () => {
  const many = (n: number): NewJobItem[] =>
    Array.from({ length: n }, (_, i) => ({
      index: i,
      label: `O${i}`,
      request: { method: 'POST', path: '/v1/track/ALICE10', body: { orderId: `O${i}` } },
      meta: { operation: 'order', source: 'import', orderId: `O${i}` },
    }));

  it('keeps requests in chunks of 1,000 and states per chunk; a job is deleted whole', async () => {
    await createJob({ ...job, id: 'big', total: 2500 }, many(2500));
    await updateItem('big', 1999, { state: 'failed', status: 503, attempts: 2, message: 'Busy' });
    await updateItem('big', 2400, { state: 'sending' });
    expect(await settleInterrupted('big')).toBe(1);
    const states = await readStates('big');
    expect(states.map((s) => [s.chunk, s.states.length])).toEqual([
      [0, 1000],
      [1, 1000],
      [2, 500],
    ]);
    expect((await readRequests('big', 1)).map((r) => r.label).slice(0, 2)).toEqual([
      'O1000',
      'O1001',
    ]);
    const items = await jobItems('big');
    expect(items).toHaveLength(2500);
    expect(items[1999]).toMatchObject({
      state: 'failed',
      status: 503,
      attempts: 2,
      message: 'Busy',
    });
    expect(items[2400]).toMatchObject({ state: 'unknown' });
    expect((await unfinishedJob())?.storedBytes).toBeGreaterThan(0);
    await deleteJob('big');
    expect(await readStates('big')).toEqual([]);
    expect(await readRequests('big', 0)).toEqual([]);
    expect(await unfinishedJob()).toBeUndefined();
  });

  it('reads jobs stored by version 1 (one record per request, and 0.1 orders) after the upgrade', async () => {
    const v1 = await openDB('affiliate-console-import', 1, {
      upgrade(database) {
        database.createObjectStore('jobs', { keyPath: 'id' });
        database
          .createObjectStore('items', { keyPath: ['jobId', 'index'] })
          .createIndex('byJob', 'jobId');
      },
    });
    await v1.put('jobs', { ...job, id: 'old', total: 3, title: undefined, fileName: 'old.csv' });
    await v1.put('items', {
      jobId: 'old',
      index: 4,
      label: 'A',
      request: { method: 'POST', path: '/v1/track/ALICE10', body: { orderId: 'A' } },
      meta: { operation: 'order', source: 'import', orderId: 'A' },
      state: 'recorded',
      attempts: 1,
      status: 200,
    });
    await v1.put('items', {
      jobId: 'old',
      index: 7,
      code: 'BOB5',
      orderId: 'B',
      order: { orderId: 'B', products: [] },
      state: 'failed',
      attempts: 1,
      status: 422,
      message: 'Bad order',
    });
    await v1.put('items', {
      jobId: 'old',
      index: 9,
      label: 'C',
      request: { method: 'PATCH', path: '/v1/commissions', body: { id: 'C' } },
      meta: { operation: 'commissions', source: 'bulk', affiliateId: 'C' },
      detail: { before: null },
      state: 'sending',
      attempts: 0,
    });
    v1.close();

    const stored = await unfinishedJob();
    expect(stored).toMatchObject({ id: 'old', title: 'old.csv', total: 3, stored: 3 });
    expect(await settleInterrupted('old')).toBe(1);
    const items = await jobItems('old');
    expect(items.map((i) => [i.index, i.label, i.state, i.status, i.message])).toEqual([
      [4, 'A', 'recorded', 200, undefined],
      [7, 'B', 'failed', 422, 'Bad order'],
      [
        9,
        'C',
        'unknown',
        undefined,
        'The page closed while this request was on its way: it may or may not have been recorded.',
      ],
    ]);
    expect(items[1]?.request).toEqual({
      method: 'POST',
      path: '/v1/track/BOB5',
      body: { orderId: 'B', products: [] },
    });
    expect(items[2]?.detail).toEqual({ before: null });
  });
});
