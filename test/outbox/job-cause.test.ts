// Job items remember why as data (issue 35, item 1): the cause each outcome writes, the
// cause as stored and read back, what every reader decides on it (never on words), and the
// one upgrade that turns jobs stored with words into causes, reading the same after it.
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { afterSend } from '../../src/import/steps/send/after-send';
import { FailureTally } from '../../src/import/steps/send/failure-groups';
import { CAUSES, causeWords, type Cause, type ItemNote } from '../../src/outbox/job-cause';
import { jobRunner } from '../../src/outbox/job-runner';
import {
  closeImportDbForTests,
  unfinishedJob,
  type JobItem,
  type NewJobItem,
  type SendJob,
} from '../../src/outbox/job-store';
import { neverLeft, teamHoldOf } from '../../src/outbox/job-team-claims';
import { finalUpdate, type ItemState, type JobOutcome } from '../../src/outbox/send-queue';
import { recordUpdates, storeJob, storedState } from './job-fixtures';

afterEach(async () => {
  jobRunner.resetForTests();
  await closeImportDbForTests();
});

const job = (id: string, total: number): SendJob => ({
  id,
  title: 'f.csv',
  createdAt: 1,
  connectionId: 'demo',
  connectionName: 'Demo',
  concurrency: 1,
  total,
  finished: false,
  kind: 'import',
});

const request = (p: number): NewJobItem => ({
  index: p,
  label: `O${p}`,
  request: {
    method: 'POST',
    path: '/v1/track/ALICE10',
    body: {
      orderId: `O${p}`,
      products: [{ id: 'A', quantity: 1, subTotal: 10, tax: 0, total: 10 }],
      metadata: { currency: 'EUR' },
    },
  },
  meta: { operation: 'order', source: 'import', orderId: `O${p}`, referralCode: 'ALICE10' },
});

async function itemsOf(stored: SendJob): Promise<JobItem[]> {
  await jobRunner.load(stored);
  const items: JobItem[] = [];
  for await (const batch of jobRunner.readItems()) items.push(...batch);
  return items;
}

const timed = { durationMs: 5 };
const answer = { headers: {}, body: { kind: 'empty' as const } };

describe('the cause each outcome writes', () => {
  const cases: [JobOutcome, ItemState, Cause, ItemNote?][] = [
    [{ kind: 'success', status: 200, ...answer, ...timed }, 'recorded', 'recorded'],
    [{ kind: 'already-recorded', status: 409, ...timed }, 'recorded', 'already-recorded'],
    [
      {
        kind: 'http-error',
        status: 422,
        ...answer,
        problem: { message: 'Bad order', fieldErrors: {} },
        ...timed,
      },
      'failed',
      'refused',
      { detail: 'Bad order' },
    ],
    [{ kind: 'http-error', status: 400, ...answer, ...timed }, 'failed', 'refused'],
    [
      { kind: 'redirect', status: 302, location: 'https://x.example/', message: '', ...timed },
      'failed',
      'redirect',
      { detail: 'https://x.example/' },
    ],
    [
      { kind: 'not-sent', reason: 'no-key', message: 'No key.', ...timed },
      'failed',
      'not-sent',
      { detail: 'No key.' },
    ],
    [
      {
        kind: 'held',
        cause: 'colleague',
        note: { by: 'Ana', detail: 'today: recorded' },
        ...timed,
      },
      'failed',
      'colleague',
      { by: 'Ana', detail: 'today: recorded' },
    ],
    [
      { kind: 'held', cause: 'unasked', note: { detail: 'offline' }, ...timed },
      'failed',
      'unasked',
      { detail: 'offline' },
    ],
    [
      { kind: 'unconfirmed', reason: 'gateway', status: 504, ...answer, ...timed },
      'unknown',
      'gateway',
    ],
    [
      { kind: 'unconfirmed', reason: 'not-service', status: 200, ...answer, ...timed },
      'unknown',
      'web-page',
    ],
    [{ kind: 'lost', message: 'down', ...timed }, 'unknown', 'no-answer'],
    [{ kind: 'lost', status: 200, message: 'cut', ...timed }, 'unknown', 'cut-off'],
    [{ kind: 'cancelled', ...timed }, 'unknown', 'cancelled'],
    [{ kind: 'timeout', timeoutMs: 30_000, ...timed }, 'unknown', 'timeout', { detail: '30' }],
  ];
  it.each(cases)('%o: %s, %s', (outcome, state, cause, note) => {
    const update = finalUpdate(outcome, 1);
    expect(update).toMatchObject({ state, cause });
    expect(update.note).toEqual(note);
  });
});

describe('causes as stored and read back', () => {
  it('are stored as their index, append only: a reordered list would read stored jobs wrong', () => {
    expect(CAUSES).toEqual([
      'none',
      'recorded',
      'already-recorded',
      'refused',
      'redirect',
      'not-sent',
      'colleague',
      'unasked',
      'gateway',
      'web-page',
      'no-answer',
      'cut-off',
      'cancelled',
      'timeout',
      'interrupted',
      'retrying',
      'cancelled-before-retry',
      'worded',
    ]);
  });

  it('each says something of its own (a refusal and old words both say their detail)', () => {
    const said = CAUSES.filter((c) => c !== 'worded').map(
      (c) => causeWords(c, 503, { detail: 'd', by: 'b' }) ?? c,
    );
    expect(new Set(said).size).toBe(CAUSES.length - 1);
    expect(causeWords('worded', undefined, { detail: 'as stored' })).toBe('as stored');
  });

  /** Per cause: the state it goes with, and what each reader makes of it. */
  const readers: [
    Cause,
    ItemState,
    { neverLeft: boolean; hold?: string; bucket: string; group?: string },
  ][] = [
    ['recorded', 'recorded', { neverLeft: false, bucket: 'sent' }],
    ['already-recorded', 'recorded', { neverLeft: false, bucket: 'alreadyRecorded' }],
    ['refused', 'failed', { neverLeft: false, bucket: 'refused', group: 'refused' }],
    ['redirect', 'failed', { neverLeft: false, bucket: 'refused', group: 'refused' }],
    ['not-sent', 'failed', { neverLeft: true, bucket: 'notSent', group: 'refused' }],
    [
      'colleague',
      'failed',
      { neverLeft: true, hold: 'colleague', bucket: 'notSent', group: 'colleague' },
    ],
    [
      'unasked',
      'failed',
      { neverLeft: true, hold: 'unasked', bucket: 'notSent', group: 'unasked' },
    ],
    ['gateway', 'unknown', { neverLeft: false, bucket: 'unknown' }],
    ['timeout', 'unknown', { neverLeft: false, bucket: 'unknown' }],
    ['interrupted', 'unknown', { neverLeft: false, bucket: 'unknown' }],
  ];

  it('every reader decides on the stored code: never left, team holds, the money check, failure groups', async () => {
    await storeJob(
      job('causes', readers.length),
      readers.map((_, p) => request(p)),
    );
    await recordUpdates(
      'causes',
      readers.map(([cause, state], p) => [
        p,
        {
          state,
          cause,
          status: state === 'failed' ? 422 : 200,
          note: { detail: `why ${p}`, by: `Colleague ${p}` },
        },
      ]),
    );
    const stored = await unfinishedJob();
    const items = stored ? await itemsOf(stored) : [];
    expect(items.map((i) => i.cause)).toEqual(readers.map(([cause]) => cause));
    items.forEach((item, p) => {
      const [cause, , expected] = readers[p] ?? [];
      expect(neverLeft(item), cause).toBe(expected?.neverLeft);
      const hold = teamHoldOf(item);
      expect(hold?.kind, cause).toBe(expected?.hold);
      if (hold?.kind === 'colleague') expect(hold.by).toBe(`Colleague ${p}`);
      const after = afterSend([item]).get('EUR');
      const buckets = ['refused', 'unknown', 'notSent', 'alreadyRecorded'] as const;
      const inBucket = buckets.filter((b) => after?.[b].count === 1);
      expect(inBucket, cause).toEqual(expected?.bucket === 'sent' ? [] : [expected?.bucket]);
      expect(after?.sent.count, cause).toBe(expected?.bucket === 'notSent' ? 0 : 1);
      if (item.state !== 'failed') return;
      const tally = new FailureTally(() => false);
      tally.add(item);
      expect(
        tally.result().groups.map((g) => g.kind),
        cause,
      ).toEqual([expected?.group]);
    });
  });
});

describe('jobs stored before causes (version 2)', () => {
  const INTERRUPTED =
    'The page closed while this request was on its way: it may or may not have been recorded.';
  /** Per item: its state, status and words as version 2 stored them; its cause and state after. */
  const old: [ItemState, number, string | undefined, Cause, ItemState?][] = [
    ['recorded', 200, undefined, 'recorded'],
    ['failed', 422, 'Bad order', 'refused'],
    ['failed', 404, 'Unknown referral code.', 'refused'],
    [
      'failed',
      0,
      'Not sent: “Ana Lopez” sent it first, today 10:02: recorded. The team’s duplicate guard kept it back.',
      'colleague',
    ],
    [
      'failed',
      0,
      'Not sent: the team could not be asked whether a colleague sent it (offline).',
      'unasked',
    ],
    ['failed', 0, 'Not sent: No service key: add it in Settings.', 'not-sent'],
    [
      'failed',
      302,
      'Redirected to https://x.example/login: not followed, the key was not sent there.',
      'redirect',
    ],
    ['failed', 0, 'Redirected: not followed, the key was not sent elsewhere.', 'redirect'],
    // A gateway's 504 stored as failed before it meant unknown: unknown from now on.
    ['failed', 504, '504 Gateway Timeout', 'worded', 'unknown'],
    ['unknown', 0, INTERRUPTED, 'interrupted'],
    ['unknown', 0, 'No answer within 30 s: it may or may not have been recorded.', 'worded'],
    ['queued', 0, undefined, 'none'],
  ];

  it('are upgraded once: each item reads the same, its cause as data; every job has its kind', async () => {
    const v2 = await openDB('affiliate-console-import', 2, {
      upgrade(database) {
        database.createObjectStore('jobs', { keyPath: 'id' });
        database.createObjectStore('requests', { keyPath: ['jobId', 'chunk'] });
        database.createObjectStore('states', { keyPath: ['jobId', 'chunk'] });
        database.createObjectStore('notes', { keyPath: ['jobId', 'position'] });
      },
    });
    const { kind: _kind, title: _title, ...unkinded } = job('v2', old.length);
    await v2.put('jobs', { ...unkinded, fileName: 'old.csv', createdAt: 2 });
    await v2.put('jobs', { ...job('bulk', 0), kind: 'commissions', createdAt: 3 });
    const data = JSON.stringify(old.map((_, p) => request(p)));
    await v2.put('requests', { jobId: 'v2', chunk: 0, encoding: 'json', data, bytes: data.length });
    const codes = ['queued', 'sending', 'recorded', 'failed', 'unknown'];
    await v2.put('states', {
      jobId: 'v2',
      chunk: 0,
      indexes: Int32Array.from(old, (_, p) => p),
      states: Uint8Array.from(old, ([state]) => codes.indexOf(state)),
      attempts: Uint8Array.from(old, () => 1),
      statuses: Uint16Array.from(old, ([, status]) => status),
    });
    for (const [position, [, , message]] of old.entries())
      if (message !== undefined) await v2.put('notes', { jobId: 'v2', position, message });
    v2.close();

    const stored = await unfinishedJob();
    expect(stored).toMatchObject({ id: 'v2', kind: 'import', title: 'old.csv' });
    expect(await unfinishedJob('commissions')).toMatchObject({ id: 'bulk' });
    const items = stored ? await itemsOf(stored) : [];
    expect(items.map((i) => i.message)).toEqual(old.map(([, , message]) => message));
    expect(items.map((i) => i.cause)).toEqual(old.map(([, , , cause]) => cause));
    expect(items.map((i) => i.state)).toEqual(old.map(([state, , , , after]) => after ?? state));
    expect(teamHoldOf(items[3] as JobItem)).toEqual({ kind: 'colleague', by: 'Ana Lopez' });
    expect(items.filter(neverLeft).map((i) => i.index)).toEqual([3, 4, 5]);
    // Retry failed: what never left, an opaque redirect, what is queued; never the 504 (unknown now).
    expect((await storedState('v2')).positionsToSend(['failed'])).toEqual([3, 4, 5, 7, 11]);
  });
});
