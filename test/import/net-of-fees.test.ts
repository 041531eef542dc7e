// Total, fees and net on each row, where the preset knows all three: a real export
// (fees written negative in Square's, positive in Stripe's) with one row's net moved
// by a cent holds that order, naming the figures; the file as written holds none.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildOrders } from '../../src/import/pipeline/rows-to-orders';
import { initialMapping } from '../../src/import/steps/mapping/detect-preset';
import type { Mapping } from '../../src/import/pipeline/fields';

const DIR = 'test/fixtures/exports/';

function table(file: string) {
  const text = readFileSync(DIR + file, 'utf8').replace(/^\ufeff/, '');
  const [headers = [], ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
  return { headers: headers.map((h) => h.trim()), rows };
}

const CASES = [
  {
    file: 'square-transactions.csv',
    preset: 'square-transactions',
    net: 'Net Total',
    extra: { currency: { kind: 'constant', value: 'USD' }, rowTimeZone: { kind: 'none' } },
  },
  {
    file: 'stripe-balance-history.csv',
    preset: 'stripe-balance-history',
    net: 'Net',
    extra: {},
  },
  { file: 'paypal-activity.csv', preset: 'paypal', net: 'Net', extra: {} },
  {
    file: 'stripe-itemised-balance.csv',
    preset: 'stripe-itemised',
    net: 'net',
    extra: {},
  },
] as const;

describe.each(CASES)('$file', ({ file, preset, net, extra }) => {
  const { headers, rows } = table(file);
  const mapping: Mapping = {
    ...initialMapping(headers).mapping,
    referralCode: { kind: 'constant', value: 'ALICE10' },
    ...(extra as Mapping),
  };
  const build = (data: string[][]) =>
    buildOrders(headers, data, mapping, new Set(), {
      sourceTimeZone: 'America/New_York',
      presetId: preset,
    });
  const held = (o: { errors: Record<string, string> }) =>
    (o.errors.money ?? '').includes(`≠ ${net} `);

  it('holds the order whose net is moved a cent, and no other', () => {
    expect(build(rows).filter(held)).toEqual([]);
    const n = headers.indexOf(net);
    // The first sent order's first row: its net a cent lower.
    const before = build(rows);
    const target = before.find((o) => o.status === 'valid');
    if (!target) throw new Error('no order sent');
    // Spreadsheet row numbers: the header is row 1.
    const i = (target.rows[0] ?? 2) - 2;
    const moved = rows.map((r) => [...r]);
    const row = moved[i];
    const cell = row?.[n] ?? '';
    const value = Number(cell.replace(/[$,]/g, ''));
    if (row) row[n] = cell.replace(/[\d.,]+/, (value - 0.01).toFixed(2));
    const after = build(moved);
    const holds = after.filter(held);
    expect(holds.map((o) => o.orderId)).toEqual([target.orderId]);
    expect(holds[0]?.status).toBe('invalid');
    expect(holds[0]?.errors.money).toContain('0.01 apart');
  });
});
