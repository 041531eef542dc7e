import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { takeOffRefund, type CentsLine } from '../../src/import/pipeline/money/refund-lines';
import { formatCents } from '../../src/lib/format-cents';

const line = (subTotal: number, tax: number): CentsLine => ({
  subTotal,
  tax,
  total: subTotal + tax,
});
const totalOf = (lines: readonly CentsLine[]) => lines.reduce((s, l) => s + l.total, 0);

describe('takeOffRefund', () => {
  it('takes the refund off in proportion to the lines’ totals, subTotal and tax alike', () => {
    // 222.00 of goods, 42.00 refunded: 180.00 goes out.
    const r = takeOffRefund([line(10000, 1900), line(8655, 1645)], 4200);
    if (r.coversGoods) throw new Error('covers');
    // 4200 × 11900 / 22200 = 2251.35 -> 2251; 4200 × 10300 / 22200 = 1948.65 -> 1949.
    expect(r.lines.map((l) => l.total)).toEqual([11900 - 2251, 10300 - 1949]);
    expect(totalOf(r.lines)).toBe(18000);
    // Within the first line: 2251 × 1900 / 11900 = 359.4 -> 359 off the tax, 1892 off the subTotal.
    expect(r.lines[0]).toEqual({ subTotal: 10000 - 1892, tax: 1900 - 359, total: 9649 });
  });

  it('gives the cents that rounding leaves, either way, to the largest line, not the last', () => {
    // 1 cent off 101 + 100 + 100: every share rounds to 0; the cent goes to the 101 line.
    const one = takeOffRefund([line(100, 0), line(101, 0), line(100, 0)], 1);
    if (one.coversGoods) throw new Error('covers');
    expect(one.lines.map((l) => l.total)).toEqual([100, 100, 100]);
    // 2 cents: every share rounds up to 1, 3 in all; the largest line gives one back.
    const two = takeOffRefund([line(100, 0), line(101, 0), line(100, 0)], 2);
    if (two.coversGoods) throw new Error('covers');
    expect(two.lines.map((l) => l.total)).toEqual([99, 101, 99]);
    // 3 cents off five equal lines: 5 rounded up; a line gives back at most its share, so
    // the next largest (the earlier on a tie) gives the second.
    const five = takeOffRefund(
      Array.from({ length: 5 }, () => line(100, 0)),
      3,
    );
    if (five.coversGoods) throw new Error('covers');
    expect(five.lines.map((l) => l.total)).toEqual([100, 100, 99, 99, 99]);
  });

  it('says a refund that reaches the goods’ whole value covers them', () => {
    expect(takeOffRefund([line(1000, 190)], 1190)).toEqual({ coversGoods: true });
    expect(takeOffRefund([line(1000, 190)], 1500)).toEqual({ coversGoods: true });
  });

  it('changes nothing without a refund', () => {
    expect(takeOffRefund([line(1000, 190)], 0)).toEqual({
      coversGoods: false,
      lines: [line(1000, 190)],
    });
  });

  it('for any lines and refund: cents exact, never below zero, never more than a line had', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            subTotal: fc.integer({ min: 0, max: 100_000 }),
            tax: fc.integer({ min: 0, max: 30_000 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 1, max: 1_000_000 }),
        (raw, refundSeed) => {
          const lines = raw.map((l) => line(l.subTotal, l.tax));
          const goods = totalOf(lines);
          fc.pre(goods > 1);
          const refund = 1 + (refundSeed % (goods - 1));
          const r = takeOffRefund(lines, refund);
          if (r.coversGoods) return false;
          expect(totalOf(r.lines)).toBe(goods - refund);
          r.lines.forEach((l, i) => {
            const was = lines[i] ?? line(0, 0);
            expect(l.total).toBe(l.subTotal + l.tax);
            expect(l.subTotal).toBeGreaterThanOrEqual(0);
            expect(l.tax).toBeGreaterThanOrEqual(0);
            expect(l.subTotal).toBeLessThanOrEqual(was.subTotal);
            expect(l.tax).toBeLessThanOrEqual(was.tax);
          });
          return true;
        },
      ),
    );
  });
});

it('formatCents writes cents exactly', () => {
  expect(formatCents(18000)).toBe('180.00');
  expect(formatCents(-5)).toBe('-0.05');
  expect(formatCents(123456789)).toBe('1234567.89');
});
