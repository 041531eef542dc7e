// The job runner's state writes when storage is slow: every request is "sending" in
// storage before it leaves, and updates to a chunk that arrive while its last write is
// under way join one waiting write instead of queueing a transaction each.
import { http, HttpResponse } from 'msw';
import { expect, it, vi } from 'vitest';
import { DEMO_CONNECTION } from '../../src/connections';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import type { NewJobItem } from '../../src/outbox/job-store';
import { server } from '../mock-service';
import { storedState } from './job-fixtures';

const item = (n: number): NewJobItem => ({
  index: n,
  label: `W${String(n)}`,
  request: { method: 'POST', path: '/v1/track/ALICE10', body: { orderId: `W${String(n)}` } },
  meta: { operation: 'order', source: 'import', orderId: `W${String(n)}` },
});

/** A fresh runner whose store waits 30 ms before each write of a chunk's states: slow storage. */
async function runnerWithSlowStorage() {
  const writes = { count: 0 };
  vi.resetModules(); // the test set-up loaded the runner with the real store
  vi.doMock('../../src/outbox/job-store', async (importOriginal) => {
    const real = await importOriginal<typeof import('../../src/outbox/job-store')>();
    return {
      ...real,
      writeStates: async (...args: Parameters<typeof real.writeStates>) => {
        writes.count++;
        await new Promise((r) => setTimeout(r, 30));
        return real.writeStates(...args);
      },
    };
  });
  // The fresh modules need the Demo service the set-up gave the first ones (msw answers it).
  (await import('../../src/connections/demo-service')).provideDemoService(() =>
    Promise.resolve(undefined),
  );
  const { jobRunner } = await import('../../src/outbox/job-runner');
  return { jobRunner, writes };
}

it('stores "sending" before each request leaves, and joins writes that queue behind a slow one', async () => {
  const { jobRunner, writes } = await runnerWithSlowStorage();
  const statesWhenSent: string[] = [];
  server.use(
    http.post(`${DEMO_BASE_URL}/v1/track/:code`, async ({ request }) => {
      const { orderId } = (await request.json()) as { orderId: string };
      const stored = await storedState(jobRunner.getSnapshot().job?.id ?? '');
      statesWhenSent.push(stored.stateAt(Number(orderId.slice(1)))); // W<n> is at position n
      return HttpResponse.json({}, { status: 200 });
    }),
  );
  const ITEMS = 40;
  try {
    await jobRunner.start(
      DEMO_CONNECTION,
      { title: 'slow storage', concurrency: 8 },
      Array.from({ length: ITEMS }, (_, n) => item(n)),
    );
    expect(statesWhenSent).toHaveLength(ITEMS);
    expect(new Set(statesWhenSent)).toEqual(new Set(['sending']));
    expect(jobRunner.getSnapshot().counts).toMatchObject({ recorded: ITEMS });
    // One write per update would be 2 per request ("sending", then "recorded").
    expect(writes.count).toBeLessThan(ITEMS);
  } finally {
    jobRunner.resetForTests();
    vi.doUnmock('../../src/outbox/job-store');
  }
});
