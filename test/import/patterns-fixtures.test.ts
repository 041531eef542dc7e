// The researcher's pattern files (PATTERNS.md): real exports' refund and no-money
// patterns, each with the money per order and per currency worked out by hand. Every
// file is read with its detected preset and checked as an import checks it: each
// order's outcome and the products it sends, then the money check per currency.
import { readdirSync, readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildOrdersWithSummary } from '../../src/import/pipeline/rows-to-orders';
import { detectPreset, initialMapping } from '../../src/import/steps/mapping/detect-preset';
import type { ShippingTaxAnswer } from '../../src/import/pipeline/money/money';
import { OrderStore } from '../../src/import/pipeline/order-store';

const DIR = 'test/fixtures/exports/';

interface Pattern {
  file: string;
  preset: string;
  delimiter?: string;
  /** What a person answers "Tax on shipping" when the file does not say. */
  shippingTax?: ShippingTaxAnswer;
  orders: {
    id: string;
    currency: string;
    outcome: 'send' | 'leftOut' | 'held';
    reason?: string;
    send: string;
  }[];
  totals: Record<
    string,
    {
      gross: string;
      send: string;
      leftOut: Record<string, string>;
      held: string;
      shipping: string;
      shippingTax: string;
      duties: string;
      refunds: string;
    }
  >;
}

const cents = (s: string) => Math.round(Number(s) * 100);
const files = readdirSync(DIR).filter((f) => f.endsWith('.patterns.json'));
/** Orders an earlier import already sent (the later-file pattern: import both in order). */
const SENT_BEFORE: Record<string, string[]> = { 'shopify-refund-later-file.csv': ['#3104'] };

describe.each(files)('%s', (name) => {
  const p = JSON.parse(readFileSync(DIR + name, 'utf8')) as Pattern;
  const text = readFileSync(DIR + p.file, 'utf8').replace(/^\ufeff/, '');
  const [headers = [], ...rows] = Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    ...(p.delimiter ? { delimiter: p.delimiter } : {}),
  }).data;
  const { mapping } = initialMapping(headers);
  const { orders } = buildOrdersWithSummary(
    headers,
    rows,
    { ...mapping, referralCode: { kind: 'constant', value: 'ALICE10' } },
    new Set(SENT_BEFORE[p.file] ?? []),
    {
      sourceTimeZone: 'UTC',
      presetId: p.preset,
      ...(p.shippingTax ? { shippingTax: p.shippingTax } : {}),
    },
  );
  const store = new OrderStore();
  store.load(orders);

  it(`is detected as ${p.preset}`, () => {
    expect(detectPreset(headers)?.id).toBe(p.preset);
  });

  it.each(p.orders.map((o) => [o.id || '(no id)', o] as const))(
    'order %s: sent, left out or held, and what it sends',
    (_id, want) => {
      // Rows without an ID are named by their line in the file.
      const line = /^\(empty id, line (\d+)\)$/.exec(want.id)?.[1];
      const o = orders.find((x) =>
        line ? x.orderId === '' && x.rows.includes(Number(line)) : x.orderId === want.id,
      );
      if (!o) throw new Error(`no order ${want.id}`);
      const included = store.included(o);
      const outcome = !included
        ? 'leftOut'
        : o.status === 'invalid'
          ? 'held'
          : o.skipped
            ? 'leftOut'
            : 'send';
      expect(outcome, `${o.orderStatus.reason ?? ''} ${JSON.stringify(o.errors)}`).toBe(
        want.outcome,
      );
      const sent =
        outcome === 'send'
          ? (o.order?.products ?? []).reduce((s, x) => s + Math.round((x.total ?? 0) * 100), 0)
          : 0;
      expect(sent).toBe(cents(want.send));
      expect(o.order?.paid).toBeUndefined();
    },
  );

  it('the money check matches the hand-worked totals per currency', () => {
    const got = new Map(store.view().money.map((c) => [c.currency, c]));
    for (const [currency, t] of Object.entries(p.totals)) {
      const c = got.get(currency);
      expect(c, currency).toBeDefined();
      expect(
        {
          gross: c?.gross,
          send: c?.toSend.cents,
          leftOut: c?.leftOut.reduce((s, x) => s + x.cents, 0),
          held: c?.held.cents,
          shipping: c?.shipping,
          shippingTax: c?.shippingTax,
          duties: c?.duties,
          refunds: c?.refunds,
          remainder: c?.remainder,
        },
        currency,
      ).toEqual({
        gross: cents(t.gross),
        send: cents(t.send),
        leftOut: Object.values(t.leftOut).reduce((s, x) => s + cents(x), 0),
        held: cents(t.held),
        shipping: cents(t.shipping),
        shippingTax: cents(t.shippingTax),
        duties: cents(t.duties),
        refunds: cents(t.refunds),
        remainder: 0,
      });
    }
  });
});
