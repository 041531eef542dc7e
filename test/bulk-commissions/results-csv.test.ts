// The results file of a bulk change: before, after, status and message per
// affiliate, every cell safe to open in a spreadsheet.
import { describe, expect, it } from 'vitest';
import { toJobItems } from '../../src/bulk-commissions/bulk-job';
import { bulkResultsCsvParts } from '../../src/bulk-commissions/results-csv';
import { reviewRows } from '../../src/bulk-commissions/review-rows';
import { DEMO_COMMISSION_TYPES } from '../../src/commissions/commission-types';
import type { JobItem } from '../../src/outbox/jobs';

describe('bulkResultsCsvParts', () => {
  it('writes before, after, status and message; formulas from the service or the file stay text', async () => {
    const rows = reviewRows(
      [
        { line: 2, id: 'aff-1', type: '0', apply: 'no', amount: '15' },
        { line: 3, id: '=HYPERLINK("http://x")', type: '1', apply: 'yes', amount: '2' },
        { line: 4, id: '+bad', type: '0', apply: 'no', amount: '-1' },
      ],
      (id) => (id === 'aff-1' ? { type: 0, applyIndividual: false, amount: 10 } : undefined),
      DEMO_COMMISSION_TYPES,
    );
    const [first, second] = toJobItems(rows);
    if (!first || !second) throw new Error('two rows to send');
    const items: JobItem[] = [
      { ...first, jobId: 'j', state: 'recorded', cause: 'recorded', attempts: 1, status: 200 },
      {
        ...second,
        jobId: 'j',
        state: 'failed',
        cause: 'refused',
        attempts: 1,
        status: 400,
        message: '@SUM(A1:A9) is not an id',
      },
    ];
    async function* oneBatch() {
      yield await Promise.resolve(items);
    }
    const whole = (await bulkResultsCsvParts(oneBatch(), rows.slice(2))).join('');
    const lines = whole.trimEnd().split('\r\n');
    expect(lines).toEqual([
      'affiliate_id,before_type,before_apply_individually,before_amount,after_type,after_apply_individually,after_amount,status,http_status,message',
      'aff-1,0,no,10,0,no,15,recorded,200,',
      `"'=HYPERLINK(""http://x"")",,,,1,yes,2,failed,400,'@SUM(A1:A9) is not an id`,
      "'+bad,,,,,,,not sent (problem),,The amount cannot be negative.",
    ]);
    // Built a batch at a time (a job read chunk by chunk), the file is the same.
    async function* batches() {
      yield await Promise.resolve(items.slice(0, 1));
      yield items.slice(1);
    }
    const parts = await bulkResultsCsvParts(batches(), rows.slice(2));
    expect(parts).toHaveLength(4);
    expect(parts.join('')).toBe(whole);
  });
});
