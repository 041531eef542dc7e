// A job's answer is recorded while its worker sends the next request, but shown (and stored
// as the job's state) only once History holds it: History's completion of one answer is held
// here, and that order stays "sending" while the next one is answered and shown.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CONNECTION } from '../../src/connections';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import type { NewJobItem } from '../../src/outbox/job-store';
import { server } from '../mock-service';

const gate = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  return {
    held,
    release: () => {
      release();
    },
    heldOrder: 'O0',
  };
});

// The real History store, with the completion of one order's entry held until released; the
// runner is loaded afresh with it (setup.ts has loaded both already).
vi.resetModules();
vi.doMock('../../src/history/history-store', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/history/history-store')>();
  return {
    ...real,
    completeEntry: async (...args: Parameters<typeof real.completeEntry>) => {
      const [id] = args;
      const entry = id === undefined ? undefined : await real.getEntry(id);
      if (entry?.orderId === gate.heldOrder) await gate.held;
      return real.completeEntry(...args);
    },
  };
});
const { jobRunner } = await import('../../src/outbox/job-runner');
// As setup.ts does for the modules it loaded: msw/node answers the Demo connection here.
(await import('../../src/connections/demo-service')).provideDemoService(() =>
  Promise.resolve(undefined),
);

const item = (p: number): NewJobItem => ({
  index: p * 2,
  label: `O${p}`,
  request: { method: 'POST', path: '/v1/track/ALICE10', body: { orderId: `O${p}` } },
  meta: { operation: 'order', source: 'import', orderId: `O${p}` },
});

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!check()) throw new Error(`Timed out waiting for ${what}`);
};

afterEach(() => {
  jobRunner.resetForTests();
});

describe('an answer and History', () => {
  it('shows an answer only once History holds it, while the next request goes', async () => {
    const seen: string[] = [];
    server.use(
      http.post(`${DEMO_BASE_URL}/v1/track/:code`, async ({ request }) => {
        seen.push(((await request.json()) as { orderId: string }).orderId);
        return HttpResponse.json({}, { status: 200 });
      }),
    );
    const done = jobRunner.start(DEMO_CONNECTION, { title: 'h', concurrency: 1 }, [
      item(0),
      item(1),
      item(2),
    ]);
    // O1 went out and was answered while O0's History entry was still being completed.
    await until(() => jobRunner.getSnapshot().stateOf(2) === 'recorded', 'O1 shown');
    expect(seen).toEqual(['O0', 'O1']);
    expect(jobRunner.getSnapshot().stateOf(0)).toBe('sending');
    gate.release();
    await done;
    expect(jobRunner.getSnapshot().counts).toMatchObject({ recorded: 3, sending: 0 });
  });
});
