// The worker's API without a Worker: parse, check, then windows of rows, a fix,
// and the orders to send in batches. Only what the page shows crosses over.
import { describe, expect, it } from 'vitest';
import type { Mapping } from '../../src/import/pipeline/fields';
import {
  createImportSession,
  NOT_SENT_BATCH,
  SEND_BATCH,
} from '../../src/import/pipeline/import-session';

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
  const session = createImportSession();
  await session.parse({ text: csv(), name: 'orders.csv' });
  const built = await session.build(mapping, [], { sourceTimeZone: 'UTC' });
  return { session, built };
}

describe('the import session (what the worker runs)', () => {
  it('answers a check with counts and problems, and no orders', async () => {
    const { built } = await checked();
    expect(built.view).toMatchObject({ total: 12_000, toSend: 11_988 });
    expect(built.view.groups).toEqual([
      expect.objectContaining({ cause: 'no-referral', count: 12 }),
    ]);
    // Nothing but the summary crosses: the answer does not carry the orders.
    expect(JSON.stringify(built).length).toBeLessThan(20_000);
  });

  it('answers a window with the rows from its start', async () => {
    const { session } = await checked();
    const rows = await session.window(5_000, 100);
    expect(rows.start).toBe(5_000);
    expect(rows.orders).toHaveLength(100);
    expect(rows.orders[0]).toMatchObject({ orderId: 'O5000', rows: [10_002, 10_003] });
    expect(rows.orders[99]?.orderId).toBe('O5099');
  });

  it('takes a fix, answers with the new counts and a new version, and sends in batches', async () => {
    const { session, built } = await checked();
    const before = built.view;
    const order = (await session.window(1, 1)).orders[0];
    if (!order) throw new Error('no order');
    const view = await session.change({ kind: 'skip', index: order.index, skipped: true });
    expect(view.version).toBeGreaterThan(before.version);
    expect(view.toSend).toBe(before.toSend - 1);
    const again = await session.window(1, 1);
    expect(again.version).toBe(view.version);
    expect(again.orders[0]?.skipped).toBe(true);

    // Pulled: one batch per ask, so the page gets the next only when it has taken the last.
    const id = await session.startSend();
    const batches = [
      await session.nextBatch(id),
      await session.nextBatch(id),
      await session.nextBatch(id),
    ];
    expect(batches.map((b) => [b.orders.length, b.last])).toEqual([
      [SEND_BATCH, false],
      [SEND_BATCH, false],
      [11_987 - 2 * SEND_BATCH, true],
    ]);
    // Only what a request is made of crosses: index, order ID, code and the order.
    const first = batches[0]?.orders[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(['code', 'index', 'order', 'orderId']);
    expect(first?.order?.orderId).toBe(first?.orderId);
    // Done: a further ask gets nothing.
    expect(await session.nextBatch(id)).toEqual({ orders: [], last: true });
    const notSent = await session.notSent(0);
    expect(notSent.last).toBe(true);
    expect(notSent.list).toHaveLength(13);
  });

  it('stops a send that the page stops (cancel): nothing after stopSend', async () => {
    const { session } = await checked();
    const id = await session.startSend();
    expect((await session.nextBatch(id)).orders).toHaveLength(SEND_BATCH);
    await session.stopSend(id);
    expect(await session.nextBatch(id)).toEqual({ orders: [], last: true });
  });

  it('gives the left-out orders in pieces of NOT_SENT_BATCH, the last marked', async () => {
    const { session } = await checked();
    await session.filter({ onlyProblems: false, statusKeys: [] });
    const first = await session.notSent(0);
    const second = await session.notSent(first.list.length);
    expect([first, second].map((p) => [p.list.length, p.last])).toEqual([
      [NOT_SENT_BATCH, false],
      [12_000 - NOT_SENT_BATCH, true],
    ]);
  });
});
