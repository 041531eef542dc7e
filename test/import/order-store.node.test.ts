// The orders kept in the worker and the page's window on them (the worker only wraps this store).
import { describe, expect, it } from 'vitest';
import { buildOrders } from '../../src/import/pipeline/rows-to-orders';
import type { Mapping } from '../../src/import/pipeline/fields';
import { OrderStore } from '../../src/import/pipeline/order-store';

const headers = ['Order', 'Code', 'SKU', 'Qty', 'Subtotal', 'Status'];
const mapping: Mapping = {
  orderId: { kind: 'column', column: 'Order' },
  referralCode: { kind: 'column', column: 'Code' },
  'product.id': { kind: 'column', column: 'SKU' },
  'product.quantity': { kind: 'column', column: 'Qty' },
  'product.subTotal': { kind: 'column', column: 'Subtotal' },
  financialStatus: { kind: 'column', column: 'Status' },
};

/** 250 orders: every 10th has no referral code, every 25th is refunded. */
function store() {
  const rows = Array.from({ length: 250 }, (_, i) => [
    `A${i}`,
    i % 10 === 0 ? '' : 'ALICE10',
    'S',
    '1',
    '10',
    i % 25 === 0 ? 'refunded' : 'paid',
  ]);
  const s = new OrderStore();
  s.load(buildOrders(headers, rows, mapping));
  return s;
}

describe('OrderStore', () => {
  it('tells the page counts and problems, not orders', () => {
    const view = store().view();
    expect(view).toMatchObject({ total: 250, shown: 250, toSend: 220 });
    expect(view.counts).toMatchObject({ valid: 220, invalid: 20, leftOut: 10 });
    expect(view.groups).toEqual([
      expect.objectContaining({ cause: 'no-referral', count: 20, blocking: true }),
    ]);
    expect(view.reasons).toHaveProperty('refunded');
  });

  it('answers a window of rows, from the table the filter shows', () => {
    const s = store();
    expect(s.window(100, 3).map((o) => o.orderId)).toEqual(['A100', 'A101', 'A102']);
    s.setFilter({ onlyProblems: true });
    expect(s.view().shown).toBe(25);
    expect(s.window(2, 2).map((o) => o.orderId)).toEqual(['A20', 'A30']);
    expect(s.window(24, 10).map((o) => o.orderId)).toEqual(['A240']);
  });

  it('counts the statuses a person ticks, and sends only those', () => {
    const s = store();
    s.setFilter({ onlyProblems: false, statusKeys: ['paid', 'refunded'] });
    expect(s.view().counts.leftOut).toBe(0);
    const sent = [...s.sendBatches(100)];
    expect(sent.map((b) => b.length)).toEqual([100, 100, 25]);
    const all = s.window(0, s.view().total);
    const full = sent.flat().map((o) => all.find((a) => a.index === o.index));
    expect(full.every((o) => o?.status === 'valid' && !o.skipped)).toBe(true);
    // Only what a request is made of crosses to the page: the same order, nothing more.
    expect(
      sent.flat().every((o, i) => o.order === full[i]?.order && Object.keys(o).length === 4),
    ).toBe(true);
  });

  it('applies a fix to one order and moves the version on, so windows are asked for again', () => {
    const s = store();
    const before = s.view();
    const order = s.window(1, 1)[0];
    if (!order) throw new Error('no order');
    s.change({ kind: 'skip', index: order.index, skipped: true });
    const after = s.view();
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.counts.skipped).toBe(before.counts.skipped + 1);
    expect(after.toSend).toBe(before.toSend - 1);
    expect(s.window(1, 1)[0]?.skipped).toBe(true);
    expect(s.notSent().find((n) => n.orderId === 'A1')?.reason).toBe('skipped');
  });
});
