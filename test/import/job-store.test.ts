import { afterEach, describe, expect, it } from 'vitest';
import type { Outcome } from '../../src/api/client';
import {
  closeImportDbForTests,
  createJob,
  jobItems,
  settleInterrupted,
  unfinishedJob,
  updateItem,
  type ImportJob,
} from '../../src/import/job-store';
import { SendQueue } from '../../src/import/send-queue';

const job: ImportJob = {
  id: 'j1',
  fileName: 'f.csv',
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
      [0, 1, 2, 3].map((index) => ({
        index,
        code: 'ALICE10',
        orderId: `O${index}`,
        order: { orderId: `O${index}`, products: [] },
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
    const queue = new SendQueue(
      items.filter((i) => i.state === 'queued').map((i) => i.index),
      {
        concurrency: 2,
        send: (index) => {
          sent.push(index);
          return Promise.resolve(ok);
        },
        update: (index, update) => updateItem('j1', index, update),
      },
    );
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
