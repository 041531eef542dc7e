// The value questions' rules, for random files: answers kept with a preset (saved,
// reloaded, shared with the team in the document's shape); refund rows sharing a sale's
// ID netted against it (left out when they reach the whole sale); and rows that move
// money out never an order, whatever a person answers or ticks.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOrders } from '../../src/import/pipeline/rows-to-orders';
import { VALUE_MEANINGS, type ValueAnswers } from '../../src/import/pipeline/read/value-meanings';
import type { Mapping } from '../../src/import/pipeline/fields';
import { keepPreset, savedPresets, savePreset } from '../../src/import/steps/mapping/presets';
import { sharedPresets, type PresetRecord } from '../../src/import/steps/mapping/shared-presets';
import { OrderStore } from '../../src/import/pipeline/order-store';

const MAPPING: Mapping = {
  orderId: { kind: 'column', column: 'Source' },
  referralCode: { kind: 'constant', value: 'ALICE10' },
  orderTotal: { kind: 'column', column: 'Amount' },
  currency: { kind: 'column', column: 'Currency' },
};
const HEADERS = ['id', 'Type', 'Source', 'Amount', 'Fee', 'Net', 'Currency', 'Created (UTC)'];
const money = (cents: number) => (cents / 100).toFixed(2);
const row = (i: number, type: string, source: string, cents: number) => [
  `txn_${i}`,
  type,
  source,
  money(cents),
  '0.00',
  money(cents),
  'usd',
  '2026-03-01 10:00',
];

const answers = fc.dictionary(
  fc.constantFrom('Type', 'reporting_category', 'Event Type', 'Status'),
  fc.dictionary(fc.stringMatching(/^[a-z_]{1,12}$/), fc.constantFrom(...VALUE_MEANINGS)),
);

afterEach(() => {
  localStorage.clear();
});

describe('value answers kept with a preset', () => {
  it('are saved, read back, and shared in the preset document; anything else is dropped', async () => {
    await fc.assert(
      fc.asyncProperty(answers, fc.string({ minLength: 1, maxLength: 20 }), async (a, name) => {
        localStorage.clear();
        const team = sharedPresets();
        const shared: PresetRecord[] = [];
        const stop = team.subscribe((changes) => shared.push(...changes));
        expect(
          savePreset({ name, mapping: MAPPING, basedOn: 'stripe-balance-history', answers: a }),
        ).toBe(true);
        stop();
        const kept = Object.fromEntries(
          Object.entries(a).filter(([, v]) => Object.keys(v).length > 0),
        );
        const want = Object.keys(kept).length > 0 ? kept : undefined;
        expect(savedPresets().find((p) => p.name === name)?.answers).toEqual(want);
        // What the team receives is the preset document with its answers inside.
        expect(shared.at(-1)?.preset.answers).toEqual(a);
        const all = await team.all();
        expect(all.find((r) => r.preset.name === name)?.preset.answers).toEqual(want);
        // A colleague's copy arrives: kept here with its answers; unknown meanings are not.
        localStorage.clear();
        const remote = {
          name,
          mapping: MAPPING,
          answers: { ...a, Bad: { x: 'maybe' } } as unknown as ValueAnswers,
        };
        await team.applyRemote([
          { record: { key: 'k', updatedAt: '', preset: remote }, conflicts: [] },
        ]);
        expect(savedPresets()[0]?.answers).toEqual(want);
      }),
      { numRuns: 40 },
    );
  });

  it('keepPreset without answers keeps none', () => {
    keepPreset({ name: 'plain', mapping: MAPPING });
    expect(savedPresets()[0]).toEqual({ name: 'plain', mapping: MAPPING });
  });
});

describe('refund rows sharing a sale’s ID', () => {
  it('are netted against the sale, in any order in the file; reaching the sale leaves it out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 60_000 }), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.constantFrom('stripe-balance-history', undefined),
        (sale, refunds, refundsFirst, presetId) => {
          const saleRow = row(0, 'charge', 'ch_1', sale);
          const refundRows = refunds.map((r, i) => row(i + 1, 'refund', 'ch_1', -r));
          const rows = refundsFirst ? [...refundRows, saleRow] : [saleRow, ...refundRows];
          const orders = buildOrders(HEADERS, rows, MAPPING, new Set(), {
            sourceTimeZone: 'UTC',
            ...(presetId ? { presetId } : {}),
          });
          const store = new OrderStore();
          store.load(orders);
          const refunded = refunds.reduce((a, b) => a + b, 0);
          const sent = orders.filter((o) => store.included(o));
          // Never a refund row, never merged into the sale.
          expect(orders).toHaveLength(1 + refunds.length);
          if (refunded >= sale) expect(sent).toEqual([]);
          else {
            expect(sent).toHaveLength(1);
            const total = sent[0]?.order?.products.reduce(
              (s, p) => s + Math.round((p.total ?? 0) * 100),
              0,
            );
            expect(total).toBe(sale - refunded);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('rows that move money out', () => {
  it('never go out as orders, whatever is answered or ticked', () => {
    const OUT = [
      'payout',
      'payout_failure',
      'payout_reversal',
      'transfer',
      'transfer_reversal',
      'stripe_fee',
      'application_fee',
      'withdrawal',
      'network_cost',
    ];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            type: fc.constantFrom(...OUT, 'charge'),
            cents: fc.integer({ min: -50_000, max: 50_000 }).filter((c) => c !== 0),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.constantFrom(...VALUE_MEANINGS),
        fc.constantFrom('stripe-balance-history', undefined),
        (rows, meaning, presetId) => {
          const file = rows.map((r, i) => row(i, r.type, `src_${i}`, r.cents));
          // A person answers every money-out value as a sale, or anything else…
          const answered: ValueAnswers = { Type: Object.fromEntries(OUT.map((t) => [t, meaning])) };
          const orders = buildOrders(HEADERS, file, MAPPING, new Set(), {
            sourceTimeZone: 'UTC',
            valueAnswers: answered,
            ...(presetId ? { presetId } : {}),
          });
          // …and ticks every status the filter lists.
          const store = new OrderStore();
          store.load(orders);
          store.setFilter({
            onlyProblems: false,
            statusKeys: orders.map((o) => o.orderStatus.key),
          });
          for (const o of orders) {
            const type = rows[o.index]?.type;
            if (type !== 'charge') expect(store.included(o), `${type} ${o.orderId}`).toBe(false);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('a type column mapped as the status', () => {
  it('reads its words as row types: sales are sent, not left out as unknown statuses', () => {
    const rows = [
      row(1, 'charge', 'ch_1', 5000),
      row(2, 'payout_failure', 'po_1', 9000),
      row(3, 'refund', 'ch_1', -1000),
      row(4, 'payment', 'py_1', 2500),
    ];
    for (const presetId of ['stripe-balance-history', undefined]) {
      const orders = buildOrders(
        HEADERS,
        rows,
        { ...MAPPING, financialStatus: { kind: 'column', column: 'Type' } },
        new Set(),
        { sourceTimeZone: 'UTC', ...(presetId ? { presetId } : {}) },
      );
      const store = new OrderStore();
      store.load(orders);
      const sent = orders.filter((o) => store.included(o));
      expect(
        sent.map((o) => [o.orderId, o.order?.products[0]?.total]),
        String(presetId),
      ).toEqual([
        ['ch_1', 40],
        ['py_1', 25],
      ]);
    }
  });
});
