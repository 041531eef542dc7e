// A partly refunded order goes out net of its refund by default: the contract has no
// refund operation, so what is sent is final, and a commission must not be paid on
// money the buyer got back. Integer cents throughout, so nothing drifts.

/** How partly refunded orders of one import are sent (a person's choice per import). */
export type RefundChoice = 'net' | 'hold' | 'as-ordered';

export const REFUND_CHOICES: { id: RefundChoice; label: string }[] = [
  { id: 'net', label: 'Send net of refunds' },
  { id: 'hold', label: 'Hold partly refunded orders for a person' },
  { id: 'as-ordered', label: 'Send as ordered, the refund noted in the order’s metadata' },
];

/** A product's figures in cents. */
export interface CentsLine {
  subTotal: number;
  tax: number;
  total: number;
}

export type RefundResult =
  /** The refund reaches the goods' whole value: nothing is left to send. */
  { coversGoods: true } | { coversGoods: false; lines: CentsLine[] };

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * Takes `refund` cents off the lines in proportion to their totals: each share
 * rounded half up, then the cents that rounding leaves (one way or the other) to
 * the largest line (then the next largest, should a line have no room); within a
 * line, off its subTotal and tax in proportion. No figure goes below zero, and the
 * new totals add up to the old ones less the refund, to the cent.
 */
export function takeOffRefund(lines: readonly CentsLine[], refund: number): RefundResult {
  const totals = lines.map((l) => Math.max(0, l.total));
  const goods = sum(totals);
  if (refund >= goods) return { coversGoods: true };
  if (refund <= 0) return { coversGoods: false, lines: lines.map((l) => ({ ...l })) };
  const shares = totals.map((t) => Math.floor((refund * t) / goods + 0.5));
  let left = refund - sum(shares);
  // Largest lines first; the earlier line on a tie.
  const bySize = totals.map((t, i) => [t, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [t, i] of bySize) {
    if (left === 0) break;
    const share = shares[i] ?? 0;
    // A line takes at most what it has, and gives back at most its share.
    const give = left > 0 ? Math.min(left, t - share) : Math.max(left, -share);
    shares[i] = share + give;
    left -= give;
  }
  return {
    coversGoods: false,
    lines: lines.map((l, i) => lessShare(l, shares[i] ?? 0)),
  };
}

/** One line less `off` cents, split between tax and subTotal as the line's own are. */
function lessShare(line: CentsLine, off: number): CentsLine {
  if (off === 0 || line.total <= 0) return { ...line };
  const taxOff = Math.min(Math.max(0, line.tax), Math.round((off * line.tax) / line.total));
  let subOff = off - taxOff;
  let extraTax = 0;
  // Rounding may ask the subTotal for a cent it no longer has: that cent comes off the tax.
  if (subOff > line.subTotal) {
    extraTax = subOff - Math.max(0, line.subTotal);
    subOff -= extraTax;
  }
  const subTotal = line.subTotal - subOff;
  const tax = line.tax - taxOff - extraTax;
  return { subTotal, tax, total: subTotal + tax };
}
