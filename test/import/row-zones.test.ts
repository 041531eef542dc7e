// A file's zone column: each name read once; a name the console does not know is asked
// once for all its rows (held until answered, never guessed), and the answer holds for every row.
import { describe, expect, it } from 'vitest';
import {
  buildOrdersWithSummary,
  type BuildSettings,
} from '../../src/import/pipeline/rows-to-orders';
import { guessMapping, type Mapping } from '../../src/import/pipeline/fields';
import { loadZoneNames } from '../../src/import/pipeline/read/zone-names';

const names = await loadZoneNames();
const utc = (y: number, mo: number, d: number, h = 0, mi = 0) => Date.UTC(y, mo - 1, d, h, mi);

// Square's transactions layout: date, time and the zone in three columns.
const headers = ['Date', 'Time', 'Time Zone', 'Gross Sales', 'Transaction ID', 'Coupon'];
const row = (id: string, date: string, time: string, zone: string) => [
  date,
  time,
  zone,
  '20.00',
  id,
  'ALICE10',
];
const rows = [
  row('T1', '2025-07-01', '10:00:00', 'Pacific Time (US & Canada)'),
  row('T2', '2025-01-15', '10:00:00', 'Pacific Time (US & Canada)'),
  row('T3', '2025-07-01', '10:00:00', 'Mountain Time (Mars)'),
  row('T4', '2025-07-02', '11:00:00', 'Mountain Time (Mars)'),
  row('T5', '2025-07-03', '12:00:00', 'Mountain Time (Mars)'),
  row('T6', '2025-07-01', '10:00:00', 'CST'),
];
const mapping = (): Mapping => {
  const m = guessMapping(headers);
  return {
    ...m,
    timestamp: { kind: 'column', column: 'Date' },
    timeOfDay: { kind: 'column', column: 'Time' },
    rowTimeZone: { kind: 'column', column: 'Time Zone' },
    orderId: { kind: 'column', column: 'Transaction ID' },
    referralCode: { kind: 'column', column: 'Coupon' },
    'product.subTotal': { kind: 'column', column: 'Gross Sales' },
  };
};
const build = (settings: Partial<BuildSettings> = {}) =>
  buildOrdersWithSummary(
    headers,
    rows,
    mapping(),
    new Set(),
    { sourceTimeZone: 'Europe/Berlin', ...settings },
    names,
  );
const time = (orders: ReturnType<typeof build>['orders'], id: string) =>
  orders.find((o) => o.orderId === id)?.order?.timestamp;

describe('zone column', () => {
  it('reads Square’s Rails names in their zone, summer and winter, not in the source zone', () => {
    const { orders } = build();
    expect(time(orders, 'T1')).toBe(utc(2025, 7, 1, 17));
    expect(time(orders, 'T2')).toBe(utc(2025, 1, 15, 18));
  });

  it('asks each unknown or ambiguous name once, with its row count, and holds only its rows', () => {
    const { orders, summary } = build();
    expect(summary.zoneQuestions).toEqual([
      { name: 'Mountain Time (Mars)', rows: 3, choices: [] },
      { name: 'CST', rows: 1, choices: expect.arrayContaining([expect.anything()]) as unknown },
    ]);
    const held = orders.filter((o) => o.problems.some((p) => p.cause === 'zone-unknown'));
    expect(held.map((o) => o.orderId)).toEqual(['T3', 'T4', 'T5', 'T6']);
    expect(held.every((o) => o.status === 'invalid' && o.order === undefined)).toBe(true);
    expect(orders.filter((o) => o.status === 'valid').map((o) => o.orderId)).toEqual(['T1', 'T2']);
  });

  it('an answer holds for every row with that name, and is shown as answered', () => {
    const { orders, summary } = build({
      zoneAnswers: { 'Mountain Time (Mars)': 'America/Denver', CST: '+08:00' },
    });
    expect(orders.every((o) => o.status === 'valid')).toBe(true);
    expect(time(orders, 'T3')).toBe(utc(2025, 7, 1, 16));
    expect(time(orders, 'T4')).toBe(utc(2025, 7, 2, 17));
    expect(time(orders, 'T5')).toBe(utc(2025, 7, 3, 18));
    expect(time(orders, 'T6')).toBe(utc(2025, 7, 1, 2));
    expect(summary.zoneQuestions?.map((q) => [q.name, q.answer])).toEqual([
      ['Mountain Time (Mars)', 'America/Denver'],
      ['CST', '+08:00'],
    ]);
  });

  it('a value with its own offset needs no answer', () => {
    const own = [row('T9', '2025-07-01', '10:00:00 +02:00', 'Mountain Time (Mars)')];
    const { orders } = buildOrdersWithSummary(
      headers,
      own,
      mapping(),
      new Set(),
      { sourceTimeZone: 'UTC' },
      names,
    );
    expect(orders[0]?.order?.timestamp).toBe(utc(2025, 7, 1, 8));
  });
});
