import fc from 'fast-check';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { beginEntry, clearHistory, completeEntry } from '../../src/history/history-store';
import { findSuggestions } from '../../src/history/find-suggestions';
import { taxPercentFrom } from '../../src/history/suggestions';
import { entry, addEntries, listEntries } from './fixtures';

/** A recorded order on `connectionId` with one product, one customer and a code. */
const order = (over: {
  at: number;
  code?: string;
  connectionId?: string;
  product?: Record<string, unknown>;
  customer?: Record<string, unknown>;
  result?: 'recorded' | 'failed' | 'unknown';
  unitPrices?: (number | null)[];
}) =>
  entry({
    startedAt: over.at,
    connectionId: over.connectionId ?? 'demo',
    referralCode: over.code ?? 'ALICE10',
    requestBody: {
      orderId: `O-${over.at}`,
      products: [
        over.product ?? { id: 'MUG-1', name: 'Mug', quantity: 2, subTotal: 39.98, tax: 8 },
      ],
      ...(over.customer ? { customer: over.customer } : {}),
    },
    ...(over.unitPrices ? { unitPrices: over.unitPrices } : {}),
    outcome: { result: over.result ?? 'recorded', status: 200 },
  });

describe('autocomplete suggestions from History', () => {
  it('learns a recorded order: product by ID and by name, customer by email, its code', async () => {
    await addEntries([
      order({
        at: 1,
        customer: { email: 'Ann@Example.com', name: 'Ann', phone: '+44 1', country: 'GB' },
      }),
    ]);
    const product = { id: 'MUG-1', name: 'Mug', unitPrice: 19.99, taxPercent: 20 };
    // 8 on 39.98 is 20.01…%, but 20 % of 39.98 is 8.00 to the cent: the simpler one.
    expect(await findSuggestions('demo', 'product-id', 'mu')).toEqual([product]);
    expect(await findSuggestions('demo', 'product-name', 'MUG')).toEqual([product]);
    expect(await findSuggestions('demo', 'customer', 'ann@')).toEqual([
      { email: 'Ann@Example.com', name: 'Ann', phone: '+44 1', country: 'GB' },
    ]);
    expect(await findSuggestions('demo', 'code', '')).toEqual([{ code: 'ALICE10' }]);
  });

  it('takes the unit price typed in the form when History has it', async () => {
    await addEntries([
      order({
        at: 1,
        product: { id: 'P', quantity: 3, subTotal: 10, tax: 2 },
        unitPrices: [3.333],
      }),
      order({ at: 2, product: { id: 'Q', quantity: 3, subTotal: 10, tax: 0 } }),
    ]);
    expect(await findSuggestions('demo', 'product-id', 'p')).toEqual([
      { id: 'P', unitPrice: 3.333, taxPercent: 20 },
    ]);
    // 10 ÷ 3 is no whole number of cents: no unit price rather than a wrong one.
    expect(await findSuggestions('demo', 'product-id', 'q')).toEqual([{ id: 'Q', taxPercent: 0 }]);
  });

  it('learns nothing from failed or unknown sends, nor from commission changes', async () => {
    await addEntries([
      order({ at: 1, code: 'FAILED1', result: 'failed' }),
      order({ at: 2, code: 'UNKNOWN1', result: 'unknown' }),
      { ...order({ at: 3, code: 'COMM1' }), operation: 'commissions' },
    ]);
    expect(await findSuggestions('demo', 'code', '')).toEqual([]);
    expect(await findSuggestions('demo', 'product-id', '')).toEqual([]);
  });

  it('learns when a send completes as recorded, not when it fails', async () => {
    const failed = await beginEntry(order({ at: 1, code: 'NOPE', result: 'unknown' }));
    await completeEntry(failed, { result: 'failed', status: 404 });
    const ok = await beginEntry(order({ at: 2, code: 'BOB20', result: 'unknown' }));
    await completeEntry(ok, { result: 'recorded', status: 200 });
    expect(await findSuggestions('demo', 'code', '')).toEqual([{ code: 'BOB20' }]);
  });

  it('keeps the last value sent, whatever order entries arrive in', async () => {
    await addEntries([
      order({ at: 5, customer: { email: 'a@x.io', name: 'New name' } }),
      order({ at: 1, customer: { email: 'A@x.io', name: 'Old name' } }),
    ]);
    expect(await findSuggestions('demo', 'customer', 'a')).toEqual([
      { email: 'a@x.io', name: 'New name' },
    ]);
  });

  it('lists codes newest first, at most 8, by prefix in any case', async () => {
    await addEntries(
      Array.from({ length: 10 }, (_, i) => order({ at: i, code: `CODE${i}` })).concat(
        order({ at: 20, code: 'OTHER' }),
      ),
    );
    expect((await findSuggestions('demo', 'code', '')).map((c) => c.code)).toEqual([
      'OTHER',
      ...[9, 8, 7, 6, 5, 4, 3].map((i) => `CODE${i}`),
    ]);
    expect((await findSuggestions('demo', 'code', 'code')).map((c) => c.code)).toEqual(
      [9, 8, 7, 6, 5, 4, 3, 2].map((i) => `CODE${i}`),
    );
  });

  it('never suggests what was sent on another connection', async () => {
    await addEntries([
      order({ at: 1, connectionId: 'prod', code: 'PRODCODE', customer: { email: 'p@x.io' } }),
    ]);
    expect(await findSuggestions('demo', 'code', '')).toEqual([]);
    expect(await findSuggestions('demo', 'customer', 'p')).toEqual([]);
    expect(await findSuggestions('demo', 'product-id', '')).toEqual([]);
    expect(await findSuggestions('prod', 'code', '')).toEqual([{ code: 'PRODCODE' }]);
  });

  it('forgets everything when History is cleared', async () => {
    await addEntries([order({ at: 1 })]);
    await clearHistory();
    expect(await findSuggestions('demo', 'code', '')).toEqual([]);
  });

  it('fills itself from the History of a version-1 database when upgraded', async () => {
    const v1 = await openDB('affiliate-console', 1, {
      upgrade(database) {
        const store = database.createObjectStore('entries', { keyPath: 'id', autoIncrement: true });
        store.createIndex('startedAt', 'startedAt');
        store.createIndex('orderKey', ['connectionId', 'orderId']);
      },
    });
    await v1.add('entries', order({ at: 2, code: 'NEWER' }));
    await v1.add('entries', order({ at: 1, code: 'OLDER' }));
    await v1.add('entries', order({ at: 3, code: 'LOST', result: 'failed' }));
    v1.close();
    expect(await findSuggestions('demo', 'code', '')).toEqual([
      { code: 'NEWER' },
      { code: 'OLDER' },
    ]);
    expect(await listEntries()).toHaveLength(3);
  });
});

describe('the tax percentage a product is remembered with', () => {
  const roundCents = (n: number) => Math.round(Number((n * 100).toFixed(6))) / 100;
  it('gives the last tax back from the last subtotal, to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (subCents, rateBasisPoints) => {
          const sub = subCents / 100;
          const tax = roundCents((sub * rateBasisPoints) / 10_000);
          const percent = taxPercentFrom(sub, tax);
          expect(percent).toBeDefined();
          expect(roundCents((sub * (percent ?? 0)) / 100)).toBe(tax);
        },
      ),
    );
  });

  it('is the simplest such percentage', () => {
    expect(taxPercentFrom(16.65, 3.33)).toBe(20);
    expect(taxPercentFrom(19.99, 3.99)).toBe(19.96);
    expect(taxPercentFrom(100, 7.25)).toBe(7.25);
    expect(taxPercentFrom(0, 1)).toBeUndefined();
  });
});
