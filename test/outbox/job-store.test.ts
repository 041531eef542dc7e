import { afterEach, describe, expect, it } from 'vitest';
import type { Outcome } from '../../src/api/client';
import {
  closeImportDbForTests,
  createJob,
  jobItems,
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
