// Shopify Markets (issue 34, item 5): one export with EUR priced with tax included and USD
// without. The tax basis is each currency's own: read from its orders' totals, or set by a
// person per currency; older settings' one choice still applies to every currency.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  buildOrdersWithSummary,
  type BuildSettings,
} from '../../src/import/pipeline/rows-to-orders';
import { initialMapping } from '../../src/import/steps/mapping/detect-preset';

function build(file: string, settings: Partial<BuildSettings> = {}) {
  const parsed = Papa.parse<string[]>(readFileSync(`test/fixtures/exports/${file}`, 'utf8'), {
    skipEmptyLines: 'greedy',
  });
  const [headers = [], ...rows] = parsed.data;
  const { mapping } = initialMapping(headers);
  return buildOrdersWithSummary(
    headers,
    rows,
    { ...mapping, referralCode: { kind: 'constant', value: 'ALICE10' } },
    new Set(),
    { sourceTimeZone: 'UTC', presetId: 'shopify-csv', ...settings },
  );
}

const MIXED = 'shopify-markets-mixed.csv';
const valid = (orders: ReturnType<typeof build>['orders'], currency: string) =>
  orders.filter((o) => o.currency === currency).map((o) => o.status);

describe('the tax basis per currency', () => {
  it('reads each currency’s basis from its own orders’ totals: every order goes in one pass', () => {
    const { orders, summary } = build(MIXED);
    expect(summary.taxByCurrency).toEqual([
      { currency: 'EUR', value: true, from: 'file', relevant: true, unknown: false, unstated: 0 },
      { currency: 'USD', value: false, from: 'file', relevant: true, unknown: false, unstated: 0 },
    ]);
    expect(orders.map((o) => [o.orderId, o.status, o.errors])).toEqual(
      orders.map((o) => [o.orderId, 'valid', {}]),
    );
    // #2001: 45.00 + 2.70 tax on top; #1001 (EUR) its tax inside the price.
    const usd = orders.find((o) => o.orderId === '#2001')?.order?.products[0];
    expect(usd).toMatchObject({ subTotal: 45, tax: 2.7, total: 47.7 });
  });

  it('takes a person’s choice for one currency and leaves the other as the file shows', () => {
    const { orders, summary } = build(MIXED, { pricesIncludeTaxByCurrency: { USD: true } });
    expect(summary.taxByCurrency).toEqual([
      { currency: 'EUR', value: true, from: 'file', relevant: true, unknown: false, unstated: 0 },
      { currency: 'USD', value: true, from: 'you', relevant: true, unknown: false, unstated: 0 },
    ]);
    expect(valid(orders, 'EUR')).toEqual(['valid', 'valid', 'valid', 'valid']);
    expect(valid(orders, 'USD')).toEqual(['invalid', 'invalid', 'invalid']);
  });

  it('reads an older setting’s one choice as every currency’s, unless a currency has its own', () => {
    const all = build(MIXED, { pricesIncludeTax: false }).summary.taxByCurrency;
    expect(all?.map((b) => [b.currency, b.value, b.from])).toEqual([
      ['EUR', false, 'you'],
      ['USD', false, 'you'],
    ]);
    const { orders, summary } = build(MIXED, {
      pricesIncludeTax: false,
      pricesIncludeTaxByCurrency: { EUR: true },
    });
    expect(summary.taxByCurrency?.map((b) => [b.currency, b.value, b.from])).toEqual([
      ['EUR', true, 'you'],
      ['USD', false, 'you'],
    ]);
    expect(orders.every((o) => o.status === 'valid')).toBe(true);
  });

  it('gives a file with one currency one basis, as before', () => {
    const { summary } = build('shopify-orders.csv');
    expect(summary.taxByCurrency).toBeUndefined();
    expect(summary.pricesIncludeTax).toEqual({
      value: true,
      from: 'file',
      relevant: true,
      unknown: false,
      unstated: 0,
    });
  });
});
