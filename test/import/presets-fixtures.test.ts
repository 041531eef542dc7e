// Every preset against its fixture: the detected preset, then every order's
// products (subTotal, tax, total, quantity), time, currency, partial refund and
// whether it is sent by default, compared with the fixture's *.expected.json.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildOrdersWithSummary } from '../../src/import/pipeline/rows-to-orders';
import type { ValueAnswers } from '../../src/import/pipeline/read/value-meanings';
import { detectPreset, initialMapping } from '../../src/import/steps/mapping/detect-preset';
import type { Mapping } from '../../src/import/pipeline/fields';
import type { ShippingTaxAnswer } from '../../src/import/pipeline/money/money';
import { OrderStore } from '../../src/import/pipeline/order-store';
import { jsonToRows, parseJsonText } from '../../src/tables/json-rows';

const DIR = 'test/fixtures/exports/';

interface Expected {
  orderId: string;
  include: boolean;
  orderTotal: number;
  reason?: string;
  partRefunded?: number;
  currency: string;
  timestamp: number;
  products: { quantity: number; subTotal: number; tax: number; total: number }[];
}

function table(file: string): { headers: string[]; rows: string[][] } {
  if (file.endsWith('.json')) {
    // The import's own reading of a JSON export (tables/json-rows.ts).
    const parsed = parseJsonText(readFileSync(DIR + file, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    return jsonToRows(parsed.objects);
  }
  const bytes = readFileSync(DIR + file);
  const text = new TextDecoder(file.startsWith('windows-1252') ? 'windows-1252' : 'utf-8').decode(
    bytes,
  );
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: 'greedy' });
  const [headers = [], ...rows] = parsed.data;
  return { headers: headers.map((h) => h.trim()), rows };
}

const CASES: {
  file: string;
  expected: string;
  preset?: string;
  zone?: string;
  /** What a person sets on the page beyond the preset. */
  mapping?: Mapping;
  /** What a person answers the file's values mean. */
  answers?: ValueAnswers;
  /** What a person answers "Tax on shipping" when the file does not say. */
  shippingTax?: ShippingTaxAnswer;
}[] = [
  { file: 'shopify-orders.csv', expected: 'shopify-orders', preset: 'shopify-csv' },
  {
    file: 'shopify-orders-tax-exclusive.csv',
    expected: 'shopify-orders-tax-exclusive',
    preset: 'shopify-csv',
  },
  {
    // Shopify Markets: EUR priced with tax included, USD without, in one file.
    file: 'shopify-markets-mixed.csv',
    expected: 'shopify-markets-mixed',
    preset: 'shopify-csv',
  },
  { file: 'windows-1252.csv', expected: 'windows-1252', preset: 'shopify-csv' },
  { file: 'shopify-orders.json', expected: 'shopify-orders.json', preset: 'shopify-json' },
  {
    file: 'woocommerce-orders.csv',
    expected: 'woocommerce-orders',
    preset: 'woocommerce-csv',
    zone: 'Europe/Berlin',
  },
  {
    file: 'woocommerce-orders.json',
    expected: 'woocommerce-orders.json',
    preset: 'woocommerce-json',
  },
  {
    file: 'stripe-payments.csv',
    expected: 'stripe-payments',
    preset: 'stripe',
    zone: 'America/Los_Angeles',
  },
  {
    file: 'etsy-sold-orders.csv',
    expected: 'etsy-sold-orders',
    preset: 'etsy',
    // Worked out with what the total leaves as the products' tax, none on shipping.
    shippingTax: 'products',
    zone: 'America/New_York',
  },
  { file: 'gumroad-sales.csv', expected: 'gumroad-sales', preset: 'gumroad' },
  { file: 'lemonsqueezy-orders.csv', expected: 'lemonsqueezy-orders', preset: 'lemon-squeezy' },
  { file: 'paddle-transactions.csv', expected: 'paddle-transactions', preset: 'paddle' },
  { file: 'paypal-activity.csv', expected: 'paypal-activity', preset: 'paypal' },
  { file: 'excel-eu-dates.csv', expected: 'excel-eu-dates', zone: 'Europe/Berlin' },
  {
    file: 'stripe-balance-history.csv',
    expected: 'stripe-balance-history',
    preset: 'stripe-balance-history',
    answers: { Type: { adjustment: 'not-sale' } },
  },
  {
    file: 'stripe-itemised-balance.csv',
    expected: 'stripe-itemised-balance',
    preset: 'stripe-itemised',
    answers: { reporting_category: { dispute: 'refund' } },
  },
  {
    file: 'square-transactions.csv',
    expected: 'square-transactions',
    preset: 'square-transactions',
    // The export has no currency column. Its Rails zone names ("Eastern Time (US & Canada)")
    // are read by the zones work; until then the file's one zone is the source time zone.
    zone: 'America/New_York',
    mapping: { currency: { kind: 'constant', value: 'USD' }, rowTimeZone: { kind: 'none' } },
  },
  {
    file: 'bigcommerce-orders.csv',
    expected: 'bigcommerce-orders',
    preset: 'bigcommerce',
    zone: 'Australia/Sydney',
  },
  {
    file: 'squarespace-orders.csv',
    expected: 'squarespace-orders',
    preset: 'squarespace',
    zone: 'America/Los_Angeles',
    // Its taxes are 8 % of the goods alone; the file itself cannot say so (shipping-tax.test.ts).
    shippingTax: 'products',
  },
  {
    file: 'amazon-all-orders-na.tsv',
    expected: 'amazon-all-orders-na',
    preset: 'amazon-orders',
  },
  {
    file: 'amazon-all-orders-eu.tsv',
    expected: 'amazon-all-orders-eu',
    preset: 'amazon-orders',
  },
];

describe.each(CASES)(
  '$file',
  ({ file, expected, preset, zone, mapping: extra, answers, shippingTax }) => {
    const { headers, rows } = table(file);
    const want = JSON.parse(readFileSync(`${DIR}${expected}.expected.json`, 'utf8')) as Expected[];
    const { mapping } = initialMapping(headers);
    const { orders, summary } = buildOrdersWithSummary(
      headers,
      rows,
      { ...mapping, referralCode: { kind: 'constant', value: 'ALICE10' }, ...extra },
      new Set(),
      {
        sourceTimeZone: zone ?? 'Pacific/Auckland',
        ...(preset ? { presetId: preset } : {}),
        ...(answers ? { valueAnswers: answers } : {}),
        ...(shippingTax ? { shippingTax } : {}),
      },
    );

    it(preset ? `is detected as ${preset}` : 'has no preset: guessed from its column names', () => {
      expect(detectPreset(headers)?.id).toBe(preset);
      expect(summary.presetId).toBe(preset);
    });

    it('the money check accounts for every cent of the file, per currency', () => {
      const store = new OrderStore();
      store.load(orders);
      const cents = (n: number) => Math.round(n * 100);
      const want2 = new Map<string, { gross: number; toSend: number }>();
      for (const w of want) {
        const f = want2.get(w.currency) ?? { gross: 0, toSend: 0 };
        f.gross += cents(w.orderTotal);
        if (w.include) f.toSend += w.products.reduce((sum, p) => sum + cents(p.total), 0);
        want2.set(w.currency, f);
      }
      const got = store.view().money;
      expect(
        new Map(got.map((c) => [c.currency, { gross: c.gross, toSend: c.toSend.cents }])),
      ).toEqual(want2);
      for (const c of got) expect(c.remainder, c.currency).toBe(0);
    });

    it('has one order per expected order, in file order', () => {
      expect(orders.map((o) => o.orderId)).toEqual(want.map((w) => w.orderId));
    });

    it.each(want.map((w, i) => [w.orderId || `(row ${i + 2})`, i] as const))(
      'order %s: sent or left out, time, currency, refund and every product figure',
      (_id, i) => {
        const o = orders[i];
        const w = want[i];
        if (!o || !w) throw new Error('missing order');
        expect(o.orderStatus.settled, o.orderStatus.reason).toBe(w.include);
        expect(o.orderStatus.refunded).toBe(w.partRefunded);
        if (w.include) expect(o.status, JSON.stringify(o.errors)).toBe('valid');
        // Orders left out by status are still checked in full: a person may include them.
        const order = o.order;
        if (!order) {
          expect(w.include).toBe(false);
          return;
        }
        expect(order.timestamp).toBe(w.timestamp);
        expect(order.metadata?.currency).toBe(w.currency);
        expect(
          order.products.map((p) => ({
            quantity: p.quantity,
            subTotal: p.subTotal,
            tax: p.tax ?? 0,
            total: p.total,
          })),
        ).toEqual(
          w.products.map((p) => ({
            quantity: p.quantity,
            subTotal: p.subTotal,
            tax: p.tax,
            total: p.total,
          })),
        );
        expect(order).not.toHaveProperty('paid');
      },
    );
  },
);
