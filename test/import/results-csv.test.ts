// The import's results file, built from a job read a chunk at a time: the same
// file as from all items at once, orders not sent at the end, formula-safe.
import { describe, expect, it } from 'vitest';
import { resultsCsvParts } from '../../src/import/steps/send/results-csv';
import type { JobItem } from '../../src/outbox/jobs';

const item = (i: number, extra: Partial<JobItem>): JobItem => ({
  jobId: 'j',
  index: i,
  label: `O${i}`,
  request: { method: 'POST', path: '/v1/track/ALICE10', body: {} },
  meta: { operation: 'order', source: 'import', orderId: `O${i}`, referralCode: 'ALICE10' },
  state: 'recorded',
  cause: 'recorded',
  attempts: 1,
  ...extra,
});

describe('import results CSV', () => {
  it('writes each order, then those not sent, formula-safe; the same file however the job is cut into batches', async () => {
    const items = [
      item(0, { status: 200 }),
      item(1, { state: 'failed', status: 422, message: '=cmd|x' }),
      item(2, { state: 'queued', attempts: 0 }),
    ];
    const notSent = [{ orderId: 'O9', code: 'BOB', reason: 'skipped' }];
    async function* batches(...cuts: number[]) {
      let from = 0;
      for (const to of [...cuts, items.length]) {
        yield await Promise.resolve(items.slice(from, to));
        from = to;
      }
    }
    const parts = await resultsCsvParts(batches(2), notSent);
    expect(parts).toHaveLength(4); // the header, one part per batch, the orders not sent
    const whole = parts.join('');
    expect(whole.trimEnd().split('\r\n')).toEqual([
      'order_id,referral_code,outcome,status,attempts,message',
      'O0,ALICE10,recorded,200,1,',
      "O1,ALICE10,failed,422,1,'=cmd|x",
      'O2,ALICE10,not sent,,0,',
      'O9,BOB,not sent,,0,skipped',
    ]);
    expect((await resultsCsvParts(batches(), notSent)).join('')).toBe(whole);
    expect((await resultsCsvParts(batches(1, 2), notSent)).join('')).toBe(whole);
  });
});
