import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { jobRunner } from '../../src/outbox/job-runner';
import {
  closeImportDbForTests,
  deleteJob,
  readRequests,
  readStates,
  settleInterrupted,
  unfinishedJob,
  type JobItem,
  type NewJobItem,
  type SendJob,
} from '../../src/outbox/job-store';
import { recordUpdates, storeJob, storedState } from './job-fixtures';

const job: SendJob = {
  id: 'j1',
  title: 'f.csv',
  createdAt: 1,
  connectionId: 'demo',
  connectionName: 'Demo',
  concurrency: 2,
  total: 4,
  finished: false,
  kind: 'import',
};

afterEach(async () => {
  jobRunner.resetForTests();
  await closeImportDbForTests();
});

/** A stored job's items as a page reads them: loaded by the runner, read a chunk at a time. */
async function itemsOf(stored: SendJob): Promise<JobItem[]> {
  await jobRunner.load(stored);
  const items: JobItem[] = [];
  for await (const batch of jobRunner.readItems()) items.push(...batch);
  return items;
}

describe('chunked job storage', () => {
  const many = (n: number): NewJobItem[] =>
    Array.from({ length: n }, (_, i) => ({
      index: i,
      label: `O${i}`,
      request: { method: 'POST', path: '/v1/track/ALICE10', body: { orderId: `O${i}` } },
      meta: { operation: 'order', source: 'import', orderId: `O${i}` },
    }));

  it('keeps requests in chunks of 1,000 and states per chunk; a job is deleted whole', async () => {
    await storeJob({ ...job, id: 'big', total: 2500 }, many(2500));
    await recordUpdates('big', [
      [
        1999,
        { state: 'failed', status: 503, attempts: 2, cause: 'refused', note: { detail: 'Busy' } },
      ],
      [2400, { state: 'sending' }],
    ]);
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
    const stored = await unfinishedJob();
    expect(stored?.id).toBe('big');
    const items = stored ? await itemsOf(stored) : [];
    expect(items).toHaveLength(2500);
    expect(items[1999]).toMatchObject({
      state: 'failed',
      status: 503,
      attempts: 2,
      message: 'Busy',
    });
    expect(items[2400]).toMatchObject({ state: 'unknown' });
    expect(stored?.storedBytes).toBeGreaterThan(0);
    expect((await storedState('big')).stateAt(2400)).toBe('unknown');
    jobRunner.close();
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
    const items = stored ? await itemsOf(stored) : [];
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
