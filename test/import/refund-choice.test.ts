// The refund choice per import, on the Shopify fixture's partly refunded order #1005
// (81.70 with 4.90 shipping, 29.00 refunded): net by default, held, or as ordered; a
// refund that covers the goods leaves the order out; a refund without an amount holds it.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  buildOrdersWithSummary,
  type BuildSettings,
} from '../../src/import/pipeline/rows-to-orders';
import { initialMapping } from '../../src/import/steps/mapping/detect-preset';

const parsed = Papa.parse<string[]>(
  readFileSync('test/fixtures/exports/shopify-orders.csv', 'utf8'),
  { skipEmptyLines: 'greedy' },
);
const [headers = [], ...fileRows] = parsed.data;
const at = (name: string) => headers.indexOf(name);

/** The file with order #1005's first row changed. */
function build(change: Record<string, string> = {}, settings: Partial<BuildSettings> = {}) {
  const rows = fileRows.map((r) => {
    if (r[at('Name')] !== '#1005' || r[at('Financial Status')] === '') return r;
    const copy = [...r];
    for (const [name, value] of Object.entries(change)) copy[at(name)] = value;
    return copy;
  });
  const { mapping } = initialMapping(headers);
  const { orders, summary } = buildOrdersWithSummary(
    headers,
    rows,
    { ...mapping, referralCode: { kind: 'constant', value: 'ALICE10' } },
    new Set(),
    { sourceTimeZone: 'UTC', presetId: 'shopify-csv', ...settings },
  );
  const order = orders.find((o) => o.orderId === '#1005');
  if (!order) throw new Error('no #1005');
  return { order, summary };
}
const sum = (xs: readonly { total?: number }[] = []) =>
  Math.round(xs.reduce((s, p) => s + (p.total ?? 0) * 100, 0)) / 100;

describe('a partly refunded order', () => {
  it('goes out net of its refund by default, and says so', () => {
    const { order, summary } = build();
    expect(order.status).toBe('valid');
    expect(sum(order.order?.products)).toBe(47.8);
    expect(order.warnings).toContain('Net of a 29.00 refund: 47.80.');
    expect(order.order?.metadata).toEqual({ currency: 'EUR' });
    expect(order.ledger).toMatchObject({ gross: 8170, goods: 4780, refund: 2900 });
    expect(summary.partRefunds).toBe(1);
  });

  it('is held for a person when the import says so', () => {
    const { order } = build({}, { refunds: 'hold' });
    expect(order.status).toBe('invalid');
    expect(order.order).toBeUndefined();
    expect(order.errors.refund).toMatch(/Partly refunded \(29\.00\): held for a person/);
  });

  it('goes out as ordered with metadata.refunded when the import says so', () => {
    const { order } = build({}, { refunds: 'as-ordered' });
    expect(order.status).toBe('valid');
    expect(sum(order.order?.products)).toBe(76.8);
    expect(order.order?.metadata).toEqual({ currency: 'EUR', refunded: 29 });
    expect(order.ledger).toMatchObject({ goods: 7680, refund: 0 });
  });

  it('is left out as refunded when the refund covers the goods and only shipping is kept, whatever the choice', () => {
    for (const refunds of ['net', 'hold', 'as-ordered'] as const) {
      const { order } = build({ 'Refunded Amount': '76.80' }, { refunds });
      expect(order.orderStatus, refunds).toMatchObject({ key: 'refunded', settled: false });
      expect(order.orderStatus.reason).toMatch(/covers the goods/);
    }
  });

  it('is held when the file says partly refunded but not how much', () => {
    const { order, summary } = build({ 'Refunded Amount': '' });
    expect(order.status).toBe('invalid');
    expect(order.errors.refund).toMatch(/not by how much/);
    expect(summary.partRefunds).toBe(1);
  });
});

describe('a refund the file cannot size, or that came after the send', () => {
  it('Etsy: adjusted fees with no adjusted total hold the order for a person', async () => {
    const { etsy } = await import('../../src/import/pipeline/presets/etsy');
    const cells: Record<string, string> = {
      'Adjusted Order Total': '0.00',
      'Adjusted Card Processing Fees': '-1.20',
    };
    const status = etsy.status?.({
      status: '',
      cancelledAt: '',
      refunded: undefined,
      total: 40,
      column: (h) => cells[h] ?? '',
    });
    // Etsy's refunds fill the adjusted net and fees together (SOURCES.md §14): one alone proves none.
    expect(status).toMatchObject({
      settled: true,
      hold: expect.stringContaining('no Adjusted Net Order Amount') as unknown,
    });
    cells['Adjusted Card Processing Fees'] = '0.00';
    expect(
      etsy.status?.({
        status: '',
        cancelledAt: '',
        refunded: undefined,
        total: 40,
        column: (h) => cells[h] ?? '',
      }),
    ).not.toHaveProperty('hold');
  });

  it('an order already sent and refunded since says that what was sent stays', () => {
    const [h, rows] = [headers, fileRows];
    const { mapping } = initialMapping(h);
    const orders = buildOrdersWithSummary(
      h,
      rows,
      { ...mapping, referralCode: { kind: 'constant', value: 'ALICE10' } },
      new Set(['#1005']),
      { sourceTimeZone: 'UTC', presetId: 'shopify-csv' },
    ).orders;
    const o = orders.find((x) => x.orderId === '#1005');
    expect(o?.status).toBe('duplicate');
    expect(o?.skipped).toBe(true);
    expect(o?.warnings).toContain(
      'Refunded 29.00 since; what was sent stays as it was: tell the affiliate’s manager.',
    );
  });
});
