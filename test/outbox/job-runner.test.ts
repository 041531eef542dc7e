// The job runner at scale: a job given as a stream starts sending while it is
// stored and never sends a request before it is stored; "sending" is in storage
// before a request leaves; after a reload, "sending" becomes unknown; pages read
// items a chunk at a time.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CONNECTION } from '../../src/connections';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { CHUNK_SIZE } from '../../src/outbox/job-chunks';
import { jobRunner } from '../../src/outbox/job-runner';
import {
  closeImportDbForTests,
  readStates,
  unfinishedJob,
  type NewJobItem,
} from '../../src/outbox/job-store';
import { server } from '../mock-service';
import { storedState, storedStates } from './job-fixtures';

const item = (position: number): NewJobItem => ({
  // Page indexes need not be positions: a file's rows, some left out.
  index: position * 2,
  label: `O${position}`,
  request: { method: 'POST', path: '/v1/track/ALICE10', body: { orderId: `O${position}` } },
  meta: { operation: 'order', source: 'import', orderId: `O${position}` },
});
const items = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => item(from + i));

/** Every request that reaches the service, by order ID, answered 200 (or held). */
function service(answer: (orderId: string) => Promise<Response> | Response = () => ok()) {
  const seen: string[] = [];
  server.use(
    http.post(`${DEMO_BASE_URL}/v1/track/:code`, async ({ request }) => {
      const { orderId } = (await request.json()) as { orderId: string };
      seen.push(orderId);
      return answer(orderId);
    }),
  );
  return seen;
}
const ok = () => HttpResponse.json({}, { status: 200 });

/** Waits for the condition itself, however loaded the machine: only the test's timeout bounds it. */
const until = async (check: () => boolean, what: string) => {
  while (!check()) await new Promise((r) => setTimeout(r, 25));
  expect(check(), what).toBe(true);
};

afterEach(() => {
  jobRunner.resetForTests();
});

describe('job runner with chunked storage', () => {
  it('starts on the first stored chunk and never sends a request before it is stored', async () => {
    const seen = service();
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    async function* batches() {
      yield items(0, 1200); // one full chunk, and 200 waiting for the rest
      await held;
      yield items(1200, 1500);
    }
    const done = jobRunner.start(
      DEMO_CONNECTION,
      { title: 'stream', concurrency: 4 },
      { total: 1500, batches: batches() },
    );
    await until(() => jobRunner.getSnapshot().counts.recorded === CHUNK_SIZE, 'chunk 0 sent');
    await new Promise((r) => setTimeout(r, 100));
    const view = jobRunner.getSnapshot();
    // Only the stored chunk went out; the next request waits for its chunk.
    expect(view.stored).toBe(CHUNK_SIZE);
    expect(seen).toHaveLength(CHUNK_SIZE);
    expect(view.counts).toMatchObject({ total: 1500, recorded: 1000, sending: 0, queued: 500 });
    expect(view.running).toBe(true);
    release();
    await done;
    const after = jobRunner.getSnapshot();
    expect(after.counts.recorded).toBe(1500);
    expect(after.stored).toBe(1500);
    expect(after.storedBytes).toBeGreaterThan(0);
    expect(new Set(seen).size).toBe(1500);
    // Two chunks of requests and states, not one record per request.
    const id = after.job?.id ?? '';
    expect((await readStates(id)).map((s) => s.states.length)).toEqual([1000, 500]);
    expect(after.stateOf(2 * 1499)).toBe('recorded');
    expect(after.stateOf(1)).toBeUndefined();
  });

  it('stores "sending" before a request leaves; after a reload it is unknown, never queued', async () => {
    const statesWhenSent: string[] = [];
    let answer: () => void = () => undefined;
    const never = new Promise<void>((r) => (answer = r));
    service(async (orderId) => {
      const stored = await storedState(jobRunner.getSnapshot().job?.id ?? '');
      statesWhenSent.push(stored.stateAt(Number(orderId.slice(1)))); // O<p> is at position p
      if (orderId === 'O2') await never; // on its way when the page closes
      return ok();
    });
    const done = jobRunner.start(DEMO_CONNECTION, { title: 'f.csv', concurrency: 1 }, items(0, 4));
    await until(() => statesWhenSent.length === 3, 'O2 to leave');
    const jobId = jobRunner.getSnapshot().job?.id;
    expect(statesWhenSent).toEqual(['sending', 'sending', 'sending']);

    // --- the page reloads here: memory is gone, storage stays ---
    jobRunner.resetForTests();
    await closeImportDbForTests();
    const stored = await unfinishedJob();
    expect(stored?.id).toBe(jobId);
    if (stored) await jobRunner.load(stored);
    const view = jobRunner.getSnapshot();
    expect(view.counts).toMatchObject({ total: 4, recorded: 2, unknown: 1, queued: 1 });
    const problems = [];
    for await (const batch of jobRunner.readItems({ states: ['unknown'] })) problems.push(...batch);
    expect(problems.map((i) => [i.label, i.state, i.message])).toEqual([
      [
        'O2',
        'unknown',
        'The page closed while this request was on its way: it may or may not have been recorded.',
      ],
    ]);
    answer();
    await done.catch(() => undefined);
  });

  it('reads items a chunk at a time, skipping chunks with none in the states asked for', async () => {
    service((orderId) => (orderId === 'O2050' ? HttpResponse.json({}, { status: 404 }) : ok()));
    await jobRunner.start(DEMO_CONNECTION, { title: 'many', concurrency: 8 }, items(0, 2100));
    const all: number[] = [];
    for await (const batch of jobRunner.readItems()) all.push(batch.length);
    expect(all).toEqual([1000, 1000, 100]);
    const failed = [];
    for await (const batch of jobRunner.readItems({ states: ['failed'] })) failed.push(batch);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.map((i) => [i.label, i.status])).toEqual([['O2050', 404]]);
    expect(jobRunner.getSnapshot().cannotFix).toBe(1);
  });

  it('a stream that ends short keeps what was stored as the job, stops there and says so; Continue sends the rest', async () => {
    const seen = service();
    async function* batches() {
      yield await Promise.resolve(items(0, 1200));
    }
    await jobRunner.start(
      DEMO_CONNECTION,
      { title: 'short', concurrency: 4 },
      { total: 1500, batches: batches() },
    );
    const view = jobRunner.getSnapshot();
    // Ended, not sending on: the person decides whether to go on with what was stored.
    expect(view.running).toBe(false);
    expect(view.counts.total).toBe(1200);
    expect(view.counts.recorded + view.counts.queued).toBe(1200);
    expect(view.counts.queued).toBeGreaterThan(0);
    expect(view.error).toMatch(/Only 1,200 of the 1,500 requests announced arrived/);
    expect(view.job).toMatchObject({ total: 1200, stored: 1200 });
    await jobRunner.sendAgain([]);
    expect(jobRunner.getSnapshot().counts).toMatchObject({ total: 1200, recorded: 1200 });
    expect(seen).toHaveLength(1200);
    expect(new Set(seen).size).toBe(1200);
  });

  it('a source that fails mid-intake ends the job in its words, with what was stored kept', async () => {
    const seen = service();
    async function* batches() {
      yield items(0, 1000);
      await new Promise((r) => setTimeout(r, 20));
      throw new Error('The file reader stopped (out of memory).');
    }
    await jobRunner.start(
      DEMO_CONNECTION,
      { title: 'failing', concurrency: 4 },
      { total: 3000, batches: batches() },
    );
    const view = jobRunner.getSnapshot();
    expect(view.running).toBe(false);
    expect(view.error).toMatch(
      /^Sending stopped after 1,000 of 3,000 requests were stored: The file reader stopped \(out of memory\)\./,
    );
    expect(view.job).toMatchObject({ total: 1000, finished: false });
    expect(seen.length).toBeLessThan(1000);
    expect(view.counts.recorded + view.counts.queued).toBe(1000);
  });

  it('cancel while the stream waits: the intake stops, the job ends stopped, nothing waits on', async () => {
    const seen = service();
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let stoppedSource = false;
    async function* batches() {
      try {
        yield items(0, 1000);
        await held;
        yield items(1000, 1200);
      } finally {
        stoppedSource = true;
      }
    }
    const done = jobRunner.start(
      DEMO_CONNECTION,
      { title: 'cancel', concurrency: 4 },
      { total: 1200, batches: batches() },
    );
    await until(() => jobRunner.getSnapshot().counts.recorded === 1000, 'chunk 0 sent');
    jobRunner.cancel();
    // Resolves with the source still stalled: nothing is parked waiting for it.
    await done;
    const view = jobRunner.getSnapshot();
    expect(view.running).toBe(false);
    expect(view.counts).toMatchObject({ total: 1000, recorded: 1000, queued: 0 });
    expect(view.error).toMatch(/Cancelled before every request was stored: 1,000 of 1,200/);
    // In storage too: the job is the 1,000 stored, all answered.
    const id = view.job?.id ?? '';
    expect(view.job).toMatchObject({ total: 1000, stored: 1000 });
    expect(await storedStates(id)).toEqual(Array.from({ length: 1000 }, () => 'recorded'));
    // The source is told to stop once it answers: the rest is never taken.
    release();
    await until(() => stoppedSource, 'the source told to stop');
    expect(jobRunner.getSnapshot().stored).toBe(1000);
    expect(seen).toHaveLength(1000);
  });

  it('refuses a second job while one is under way, naming it', async () => {
    service();
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    async function* batches() {
      yield items(0, 10);
      await held;
      yield items(10, 20);
    }
    const first = jobRunner.start(
      DEMO_CONNECTION,
      { title: 'orders.csv', concurrency: 2 },
      { total: 20, batches: batches() },
    );
    await expect(
      jobRunner.start(DEMO_CONNECTION, { title: 'second', concurrency: 2 }, items(0, 5)),
    ).rejects.toThrow(/^“orders\.csv” is still being sent from this tab/);
    release();
    await first;
    expect(jobRunner.getSnapshot().job?.title).toBe('orders.csv');
    expect(jobRunner.getSnapshot().counts.recorded).toBe(20);
    // Once it has ended, the next one starts.
    await jobRunner.start(DEMO_CONNECTION, { title: 'second', concurrency: 2 }, items(20, 25));
    expect(jobRunner.getSnapshot().job?.title).toBe('second');
  });
});
