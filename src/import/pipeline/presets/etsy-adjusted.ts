// Etsy's refunds, read from the "Adjusted …" columns of its sold-orders download.
// In every real download seen (test/fixtures/exports/SOURCES.md §14), a refunded order
// leaves `Adjusted Order Total` empty or 0 and fills `Adjusted Net Order Amount` and
// `Adjusted Card Processing Fees`: what the buyer kept paying is their sum (Etsy's net
// is the total less its fee; its fee is worked out again on that sum), so the refund is
// `Order Total` − (`Adjusted Net Order Amount` + `Adjusted Card Processing Fees`).
// Integer cents throughout. Figures that cannot prove a refund hold the order.
import { classifyStatus, withRefund, type OrderStatus } from '../read/order-status';
import type { StatusContext } from '../read/order-status';

const TOTAL = 'Adjusted Order Total';
const NET = 'Adjusted Net Order Amount';
const FEES = 'Adjusted Card Processing Fees';

/** A cell in cents; undefined when empty or not a number. */
function centsOf(text: string): number | undefined {
  const t = text.replace(/[,\s]/g, '').replace(/^[$£€]/, '');
  if (t === '' || t === '--') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? Math.round(n * 100) : undefined;
}

const money = (c: number) => (c / 100).toFixed(2);

export function etsyStatus(ctx: StatusContext): OrderStatus {
  const base = classifyStatus(ctx.status);
  const adjusted = centsOf(ctx.column(TOTAL));
  const total = ctx.total === undefined ? undefined : Math.round(ctx.total * 100);
  // An adjusted total: what the order came to after refunds (an older layout).
  if (adjusted !== undefined && adjusted > 0 && total !== undefined)
    return withRefund(base, (total - adjusted) / 100, ctx.total);
  const netText = ctx.column(NET);
  const feesText = ctx.column(FEES);
  const net = centsOf(netText);
  const fees = centsOf(feesText);
  // Nothing adjusted: Etsy writes 0 (or nothing) in all three.
  if ((netText === '' || net === 0) && (feesText === '' || fees === 0))
    return withRefund(base, ctx.refunded, ctx.total);
  if (!base.settled) return base;
  const hold = (why: string): OrderStatus => ({ ...base, hold: why });
  if (net === undefined || fees === undefined)
    return hold(
      `Etsy gives ${net === undefined ? `no ${NET}` : `no ${FEES}`} beside the other adjusted figure, so the refund cannot be worked out`,
    );
  if (total === undefined) return hold('the order has no Order Total to take the refund from');
  const kept = net + fees;
  if (kept <= 0 || kept > total)
    return hold(
      `the adjusted figures (${money(net)} net + ${money(fees)} fees = ${money(kept)}) do not fit inside the Order Total ${money(total)}`,
    );
  if (kept === total) return withRefund(base, ctx.refunded, ctx.total);
  return withRefund(base, (total - kept) / 100, ctx.total);
}
