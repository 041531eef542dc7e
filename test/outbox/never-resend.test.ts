// The never-resend rule, through the runner's real paths (start, load after a reload,
// sendAgain as "Continue sending", "Retry failed" and "Send unknown again" call it):
// a request whose outcome is unknown (cut off by the page closing, a timeout, a 502 or
// 504, a web page, a lost answer) goes again only when a person asks for the unknown ones.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CONNECTION } from '../../src/connections';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { jobRunner } from '../../src/outbox/job-runner';
import {
  closeImportDbForTests,
  unfinishedJob,
  type NewJobItem,
  type SendJob,
} from '../../src/outbox/job-store';
import { server } from '../mock-service';
import { recordUpdates, storeJob, storedState, storedStates } from './job-fixtures';

const order = (p: number): NewJobItem => ({
  index: p,
  label: `O${p}`,
  request: { method: 'POST', path: '/v1/track/ALICE10', body: { orderId: `O${p}` } },
  meta: { operation: 'order', source: 'import', orderId: `O${p}` },
});
const orders = (n: number) => Array.from({ length: n }, (_, p) => order(p));
const job = (id: string, total: number): SendJob => ({
  id,
  title: 'f.csv',
  createdAt: 1,
  connectionId: DEMO_CONNECTION.id,
  connectionName: DEMO_CONNECTION.name,
  concurrency: 2,
  total,
  finished: false,
  kind: 'import',
});

/** The order IDs that reach the service; each answered by `answer` (200 unless it says otherwise). */
function service(answer: (orderId: string) => Response = () => HttpResponse.json({})) {
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

/** The page reloads: memory is gone, storage stays; the job is opened again as a page opens it. */
async function reload() {
  jobRunner.resetForTests();
  await closeImportDbForTests();
  const stored = await unfinishedJob();
  if (!stored) throw new Error('no unfinished job');
  await jobRunner.load(stored);
}

afterEach(async () => {
  jobRunner.resetForTests();
  await closeImportDbForTests();
});

describe('never resend a request of unknown outcome', () => {
  it('after a reload, Continue sending sends only what never went out; the one cut off mid-send stays unsent', async () => {
    await storeJob(job('j1', 4), orders(4));
    await recordUpdates('j1', [
      [0, { state: 'recorded', status: 200, attempts: 1 }],
      [
        1,
        {
          state: 'failed',
          status: 400,
          attempts: 1,
          cause: 'refused',
          note: { detail: 'Bad order' },
        },
      ],
      [2, { state: 'sending' }], // the page closed while it was on its way
    ]);
    await reload();
    expect(jobRunner.getSnapshot().counts).toMatchObject({
      recorded: 1,
      failed: 1,
      unknown: 1,
      queued: 1,
    });
    const seen = service();

    await jobRunner.sendAgain([]); // Continue sending
    expect(seen).toEqual(['O3']);
    // Retry failed: a 400 cannot be fixed by sending it again, and the unknown one is never taken.
    await jobRunner.sendAgain(['failed']);
    expect(seen).toEqual(['O3']);
    expect(await storedStates('j1')).toEqual(['recorded', 'failed', 'unknown', 'recorded']);
    expect((await storedState('j1')).causeAt(2)).toBe('interrupted');
  });

  it('Retry failed sends a 503 again, never a timeout, a 504 or one cut off', async () => {
    await storeJob(job('j2', 5), orders(5));
    await recordUpdates('j2', [
      [0, { state: 'failed', status: 503, attempts: 1, cause: 'refused' }],
      [1, { state: 'unknown', attempts: 1, cause: 'timeout', note: { detail: '30' } }],
      [2, { state: 'unknown', status: 504, attempts: 1, cause: 'gateway' }],
      [3, { state: 'unknown', status: 200, attempts: 1, cause: 'cut-off' }],
      [4, { state: 'sending' }],
    ]);
    await reload();
    expect(jobRunner.getSnapshot().counts).toMatchObject({ failed: 1, unknown: 4, queued: 0 });
    const seen = service();

    await jobRunner.sendAgain([]);
    expect(seen).toEqual([]);
    await jobRunner.sendAgain(['failed']);
    expect(seen).toEqual(['O0']);
    // Only a person's "Send unknown again" sends them.
    await jobRunner.sendAgain(['unknown']);
    expect([...seen].sort()).toEqual(['O0', 'O1', 'O2', 'O3', 'O4']);
    expect(await storedStates('j2')).toEqual(Array.from({ length: 5 }, () => 'recorded'));
  });

  it('answers the runner itself found unknown (502, 504, a web page, a lost answer) go again only when asked', async () => {
    const answers: Record<string, () => Response> = {
      O0: () => HttpResponse.html('<h1>502 Bad Gateway</h1>', { status: 502 }),
      O1: () => HttpResponse.html('<h1>504 Gateway Time-out</h1>', { status: 504 }),
      O2: () => HttpResponse.html('<!doctype html><title>Console</title>', { status: 200 }),
      O3: () => HttpResponse.error(),
      O4: () => HttpResponse.json({ title: 'Oops' }, { status: 500 }),
    };
    let firstTime = true;
    const seen = service(
      (id) => (firstTime ? answers[id]?.() : undefined) ?? HttpResponse.json({}),
    );
    await jobRunner.start(DEMO_CONNECTION, { title: 'f.csv', concurrency: 2 }, orders(6));
    const unknownOnes = (await storedStates(jobRunner.getSnapshot().job?.id ?? ''))
      .map((s, p) => [s, `O${p}`])
      .filter(([s]) => s === 'unknown')
      .map(([, id]) => id);
    expect(unknownOnes).toEqual(['O0', 'O1', 'O2', 'O3']);
    expect(jobRunner.getSnapshot().counts).toMatchObject({ unknown: 4, failed: 1, recorded: 1 });
    firstTime = false;
    seen.length = 0;

    await jobRunner.sendAgain([]);
    await jobRunner.sendAgain(['failed']);
    expect(seen).toEqual(['O4']);
    await jobRunner.sendAgain(['unknown']);
    expect([...seen].sort()).toEqual(['O0', 'O1', 'O2', 'O3', 'O4']);
  });
});
