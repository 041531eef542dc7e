// Two tabs on one job. Each "tab" is a fresh copy of the console's modules (its own job
// runner, storage connection and BroadcastChannel) sharing one IndexedDB and one
// LockManager, as tabs of one origin do. Whatever order they act in, each request
// reaches the service once: a tab acts only on the job's states read under its lock.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CONNECTION } from '../../src/connections';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { closeImportDbForTests, type NewJobItem, type SendJob } from '../../src/outbox/job-store';
import type { JobView } from '../../src/outbox/job-view';
import { installFakeLocks } from '../fake-locks';
import { server } from '../mock-service';
import { recordUpdates, storeJob, storedState } from './job-fixtures';

const job: SendJob = {
  id: 'two-tabs',
  title: 'orders.csv',
  createdAt: 1,
  connectionId: DEMO_CONNECTION.id,
  connectionName: DEMO_CONNECTION.name,
  concurrency: 2,
  total: 0,
  finished: false,
  kind: 'import',
};
const items = (n: number) =>
  Array.from({ length: n }, (_, i): NewJobItem => ({
    index: i,
    label: `T${i}`,
    request: { method: 'POST', path: '/v1/track/ALICE10', body: { orderId: `T${i}` } },
    meta: { operation: 'order', source: 'import', orderId: `T${i}` },
  }));

/** Every order ID that reaches the service, answered 200 once `answer` resolves. */
function service(answer: () => Promise<void> = () => Promise.resolve()) {
  const seen: string[] = [];
  server.use(
    http.post(`${DEMO_BASE_URL}/v1/track/:code`, async ({ request }) => {
      const { orderId } = (await request.json()) as { orderId: string };
      seen.push(orderId);
      await answer();
      return HttpResponse.json({}, { status: 200 });
    }),
  );
  return seen;
}
const timesEach = (seen: string[]) => {
  const counts = new Map<string, number>();
  for (const id of seen) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

interface Tab {
  runner: typeof import('../../src/outbox/job-runner').jobRunner;
  store: typeof import('../../src/outbox/job-store');
  view: () => JobView;
}
const tabs: Tab[] = [];
async function openTab(): Promise<Tab> {
  vi.resetModules();
  const demo = await import('../../src/connections/demo-service');
  demo.provideDemoService(() => Promise.resolve(undefined));
  const { jobRunner } = await import('../../src/outbox/job-runner');
  const store = await import('../../src/outbox/job-store');
  const tab = { runner: jobRunner, store, view: () => jobRunner.getSnapshot() };
  tabs.push(tab);
  return tab;
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!check()) throw new Error(`Timed out waiting for ${what}`);
};

let removeLocks: () => void = () => undefined;
beforeEach(() => {
  removeLocks = installFakeLocks();
});
afterEach(async () => {
  for (const t of tabs.splice(0)) {
    t.runner.resetForTests();
    await t.store.closeImportDbForTests();
  }
  await closeImportDbForTests();
  removeLocks();
});

describe('one job, two tabs: each request is sent once', () => {
  it('A finishes, then B (which saw every order queued) continues: B sends nothing', async () => {
    const seen = service();
    const [a, b] = [await openTab(), await openTab()];
    await storeJob({ ...job, total: 30 }, items(30));
    await a.runner.load(job);
    await b.runner.load(job);
    expect(b.view().counts.queued).toBe(30);

    await a.runner.sendAgain([]);
    await b.runner.sendAgain([]);

    expect(seen).toHaveLength(30);
    expect([...timesEach(seen).values()].every((n) => n === 1)).toBe(true);
    expect(b.view().counts).toMatchObject({ recorded: 30, queued: 0, sending: 0 });
  });

  it('B continues while A sends: B sends nothing, shows that another tab sends, then reads the end', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((r) => (open = r));
    const seen = service(() => gate);
    const [a, b] = [await openTab(), await openTab()];
    await storeJob({ ...job, total: 10 }, items(10));
    await a.runner.load(job);
    await b.runner.load(job);

    const sending = a.runner.sendAgain([]);
    await until(() => seen.length === 2, 'A to send its first two');
    await b.runner.sendAgain([]);
    expect(seen).toHaveLength(2);
    expect(b.view()).toMatchObject({ running: false, sentElsewhere: true });

    open();
    await sending;
    await until(
      () => !b.view().sentElsewhere && b.view().counts.recorded === 10,
      'B to read what A sent',
    );
    expect(seen).toHaveLength(10);
    expect([...timesEach(seen).values()].every((n) => n === 1)).toBe(true);
  });

  it('a tab that opens a job while another sends it leaves that tab’s requests in flight alone', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((r) => (open = r));
    const seen = service(() => gate);
    const [a, b] = [await openTab(), await openTab()];
    await storeJob({ ...job, total: 4 }, items(4));
    await a.runner.load(job);
    const sending = a.runner.sendAgain([]);
    await until(() => seen.length === 2, 'A to send its first two');

    await b.runner.load(job);
    // "sending" here is A's, on its way: not a dead tab's, so not "unknown".
    expect(b.view()).toMatchObject({ sentElsewhere: true, counts: { sending: 2, unknown: 0 } });
    open();
    await sending;
    const stored = await storedState(job.id);
    expect(Array.from({ length: 4 }, (_, p) => [stored.stateAt(p), stored.notes.get(p)])).toEqual(
      Array.from({ length: 4 }, () => ['recorded', undefined]),
    );
  });

  it('an interrupted job, resumed by both tabs at once: the rest once each, the one cut off never', async () => {
    const seen = service();
    const [a, b] = [await openTab(), await openTab()];
    await storeJob({ ...job, total: 20 }, items(20));
    await recordUpdates(job.id, [
      [0, { state: 'recorded', status: 200, attempts: 1 }],
      [1, { state: 'sending' }], // its tab closed meanwhile
    ]);

    await Promise.all([a.runner.load(job), b.runner.load(job)]);
    await Promise.all([a.runner.sendAgain([]), b.runner.sendAgain([])]);
    await until(
      () => [a, b].every((t) => !t.view().sentElsewhere && t.view().counts.recorded === 19),
      'both tabs to read the end',
    );

    expect(seen).toHaveLength(18);
    expect(seen).not.toContain('T0');
    expect(seen).not.toContain('T1');
    expect([...timesEach(seen).values()].every((n) => n === 1)).toBe(true);
    expect(b.view().counts).toMatchObject({ unknown: 1, queued: 0 });
    // Stored so too, by the tab that took the job: no later tab sees it as "sending".
    const stored = await storedState(job.id);
    expect([stored.stateAt(0), stored.stateAt(1)]).toEqual(['recorded', 'unknown']);
    expect(stored.causeAt(1)).toBe('interrupted');
  });

  it('Retry failed in a tab that saw failures another tab has since retried: nothing again', async () => {
    const seen = service();
    const [a, b] = [await openTab(), await openTab()];
    await storeJob({ ...job, total: 5 }, items(5));
    await recordUpdates(
      job.id,
      [0, 1, 2, 3, 4].map((p) => [p, { state: 'failed', status: 500, attempts: 1 }]),
    );
    await a.runner.load(job);
    await b.runner.load(job);
    expect(b.view().counts.failed).toBe(5);

    await a.runner.sendAgain(['failed']);
    await b.runner.sendAgain(['failed']);

    expect(seen).toHaveLength(5);
    expect(b.view().counts).toMatchObject({ recorded: 5, failed: 0 });
  });
});
