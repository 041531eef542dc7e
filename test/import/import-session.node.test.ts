// The worker's protocol without a Worker: parse, check, then windows of rows, a fix,
// and the orders to send in batches. Only what the page shows crosses over.
import { describe, expect, it } from 'vitest';
import type { Mapping } from '../../src/import/mapping/fields';
import type { FromWorker } from '../../src/import/parse/parse-protocol';
import { importSession, NOT_SENT_BATCH, SEND_BATCH } from '../../src/import/session/import-session';

const mapping: Mapping = {
  orderId: { kind: 'column', column: 'Order' },
  referralCode: { kind: 'column', column: 'Code' },
  'product.id': { kind: 'column', column: 'SKU' },
  'product.quantity': { kind: 'column', column: 'Qty' },
  'product.subTotal': { kind: 'column', column: 'Subtotal' },
};

/** 12,000 orders of two lines; every 1,000th has no referral code. */
function csv() {
  const lines = ['Order,Code,SKU,Qty,Subtotal'];
  for (let i = 0; i < 12_000; i++) {
    const code = i % 1000 === 0 ? '' : 'ALICE10';
    lines.push(`O${i},${code},A,1,10`, `O${i},${code},B,2,5`);
  }
  return lines.join('\n');
}

async function checked() {
  const out: FromWorker[] = [];
  const handle = importSession((m) => out.push(m));
  await handle({ type: 'parse', text: csv(), name: 'orders.csv' });
  await handle({
    type: 'build',
    mapping,
    alreadySent: [],
    settings: { sourceTimeZone: 'UTC' },
  });
  return { out, handle };
}

const last = <T extends FromWorker['type']>(out: FromWorker[], type: T) =>
  out.filter((m): m is Extract<FromWorker, { type: T }> => m.type === type).at(-1);

describe('the import worker protocol', () => {
  it('answers a check with counts and problems, and no orders', async () => {
    const { out } = await checked();
    const built = last(out, 'built');
    expect(built?.view).toMatchObject({ total: 12_000, toSend: 11_988 });
    expect(built?.view.groups).toEqual([
      expect.objectContaining({ cause: 'no-referral', count: 12 }),
    ]);
    // Nothing but the parsed sample and the summary crossed: no message carries the orders.
    expect(JSON.stringify(out).length).toBeLessThan(20_000);
  });

  it('answers a window with the rows from its start, under the id asked', async () => {
    const { out, handle } = await checked();
    await handle({ type: 'window', id: 7, start: 5_000, count: 100 });
    const rows = last(out, 'rows');
    expect(rows).toMatchObject({ id: 7, start: 5_000 });
    expect(rows?.orders).toHaveLength(100);
    expect(rows?.orders[0]).toMatchObject({ orderId: 'O5000', rows: [10_002, 10_003] });
    expect(rows?.orders[99]?.orderId).toBe('O5099');
  });

  it('takes a fix, answers with the new counts and a new version, and sends in batches', async () => {
    const { out, handle } = await checked();
    const before = last(out, 'built')?.view;
    await handle({ type: 'window', id: 1, start: 1, count: 1 });
    const order = last(out, 'rows')?.orders[0];
    if (!order || !before) throw new Error('no order');
    await handle({ type: 'change', change: { kind: 'skip', index: order.index, skipped: true } });
    const view = last(out, 'view')?.view;
    expect(view?.version).toBeGreaterThan(before.version);
    expect(view?.toSend).toBe(before.toSend - 1);
    await handle({ type: 'window', id: 2, start: 1, count: 1 });
    expect(last(out, 'rows')).toMatchObject({ id: 2, version: view?.version });
    expect(last(out, 'rows')?.orders[0]?.skipped).toBe(true);

    // Pulled: one batch per ask, so the page gets the next only when it has taken the last.
    const batches = () => out.filter((m) => m.type === 'send-batch');
    await handle({ type: 'send', id: 3 });
    expect(batches().map((b) => [b.id, b.orders.length, b.last])).toEqual([[3, SEND_BATCH, false]]);
    await handle({ type: 'send-next', id: 3 });
    expect(batches()).toHaveLength(2);
    await handle({ type: 'send-next', id: 3 });
    expect(batches().map((b) => [b.id, b.orders.length, b.last])).toEqual([
      [3, SEND_BATCH, false],
      [3, SEND_BATCH, false],
      [3, 11_987 - 2 * SEND_BATCH, true],
    ]);
    // Only what a request is made of crosses: index, order ID, code and the order.
    const first = batches()[0]?.orders[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(['code', 'index', 'order', 'orderId']);
    expect(first?.order?.orderId).toBe(first?.orderId);
    // Done: a further ask is answered by nothing.
    await handle({ type: 'send-next', id: 3 });
    expect(batches()).toHaveLength(3);
    await handle({ type: 'not-sent', id: 4 });
    expect(last(out, 'not-sent')).toMatchObject({ id: 4, last: true });
    expect(last(out, 'not-sent')?.list).toHaveLength(13);
  });

  it('stops a send that the page stops (cancel): no batch after send-stop', async () => {
    const { out, handle } = await checked();
    await handle({ type: 'send', id: 5 });
    await handle({ type: 'send-stop', id: 5 });
    await handle({ type: 'send-next', id: 5 });
    expect(out.filter((m) => m.type === 'send-batch')).toHaveLength(1);
  });

  it('answers not-sent in pieces of NOT_SENT_BATCH, the last marked', async () => {
    const { out, handle } = await checked();
    await handle({ type: 'filter', filter: { onlyProblems: false, statusKeys: [] } });
    await handle({ type: 'not-sent', id: 6 });
    const pieces = out.filter((m) => m.type === 'not-sent');
    expect(pieces.map((m) => [m.id, m.list.length, m.last])).toEqual([
      [6, NOT_SENT_BATCH, false],
      [6, 12_000 - NOT_SENT_BATCH, true],
    ]);
  });
});
