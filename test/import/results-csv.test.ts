// The import's results file, built from a job read a chunk at a time: the same
// file as from all items at once, orders not sent at the end, formula-safe.
import { describe, expect, it } from 'vitest';
import { resultsCsv, resultsCsvParts } from '../../src/import/job/results-csv';
import type { JobItem } from '../../src/outbox/jobs';

const item = (i: number, extra: Partial<JobItem>): JobItem => ({
  jobId: 'j',
  index: i,
  label: `O${i}`,
  request: { method: 'POST', path: '/v1/track/ALICE10', body: {} },
  meta: { operation: 'order', source: 'import', orderId: `O${i}`, referralCode: 'ALICE10' },
  state: 'recorded',
  attempts: 1,
  ...extra,
});

describe('import results CSV', () => {
  it('is the same file whether built at once or a batch at a time', async () => {
    const items = [
      item(0, { status: 200 }),
      item(1, { state: 'failed', status: 422, message: '=cmd|x' }),
      item(2, { state: 'queued', attempts: 0 }),
    ];
    const notSent = [{ orderId: 'O9', code: 'BOB', reason: 'skipped' }];
    async function* batches() {
      yield await Promise.resolve(items.slice(0, 2));
      yield items.slice(2);
    }
    const whole = resultsCsv(items, notSent);
    expect(whole.trimEnd().split('\r\n')).toEqual([
      'order_id,referral_code,outcome,status,attempts,message',
      'O0,ALICE10,recorded,200,1,',
      "O1,ALICE10,failed,422,1,'=cmd|x",
      'O2,ALICE10,not sent,,0,',
      'O9,BOB,not sent,,0,skipped',
    ]);
    expect((await resultsCsvParts(batches(), notSent)).join('')).toBe(whole);
  });
});
