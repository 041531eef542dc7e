// An order's line figures against its order figures, where the file states both: the
// money rule (./money) reads one of them and would silently trust it, so a file whose
// own figures disagree is held with the difference in plain words. Checked, under the
// order's tax basis:
//   - the lines' taxes against the order's tax (less shipping tax when the file gives it;
//     with shipping and no shipping tax, what the order's tax has beyond the lines is
//     read as shipping's, so only lines' taxes above the order's disagree);
//   - each line's price × quantity less its discount against its stated subtotal or
//     total (summed over the lines when an order-level discount is shared among them;
//     only as a bound where the price is before coupons and net of tax, WooCommerce's);
//   - a line's stated total against its subtotal plus its tax;
//   - the line discounts against an order discount that counts them.
// Integer cents, to the cent; the one allowance is a price rounded from a quotient.
import { toCents, type MoneyLine, type MoneyOptions, type MoneyOrder } from './money';
import { formatCents } from '../../../lib/format-cents';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const apart = (a: number, b: number) => `${formatCents(Math.abs(a - b))} apart`;
const cents = (n: number | undefined) => (n === undefined ? undefined : toCents(n));

/** What the line's price says it comes to, in the prices' basis, and the stated figure it meets. */
function linePair(
  l: MoneyLine,
  inclusive: boolean,
): { fromPrice: number; stated: number; what: string } | undefined {
  if (l.price === undefined) return undefined;
  const fromPrice = Math.round(l.price * l.quantity * 100) - (cents(l.discount) ?? 0);
  const [net, tax, total] = [cents(l.netSubTotal), cents(l.tax), cents(l.total)];
  if (inclusive) {
    if (total !== undefined) return { fromPrice, stated: total, what: 'total' };
    if (net !== undefined && tax !== undefined)
      return { fromPrice, stated: net + tax, what: 'subtotal plus tax' };
  } else {
    if (net !== undefined) return { fromPrice, stated: net, what: 'subtotal' };
    if (total !== undefined && tax !== undefined)
      return { fromPrice, stated: total - tax, what: 'total less tax' };
  }
  return undefined;
}

const priceWords = (l: MoneyLine) =>
  `${l.quantity} × ${formatCents(toCents(l.price ?? 0))}${l.discount ? ` less ${formatCents(toCents(l.discount))}` : ''}`;

/** The first of the order's line figures that disagrees with another, in plain words. */
export function lineFigureMismatch(
  order: MoneyOrder,
  options: MoneyOptions = {},
  /** Whether the order's tax basis is known (set, or read from a column or the file). */
  basisKnown = true,
): string | undefined {
  const { lines } = order;
  if (lines.length === 0) return undefined;
  const lineOff = sum(lines.map((l) => cents(l.discount) ?? 0));
  const orderDiscount = cents(order.discount);

  if (
    options.discountIncludesLineDiscounts &&
    orderDiscount !== undefined &&
    lineOff > orderDiscount
  )
    return `Line discounts ${formatCents(lineOff)} > order discount ${formatCents(orderDiscount)}: ${apart(lineOff, orderDiscount)}.`;

  if (order.tax !== undefined && lines.every((l) => l.tax !== undefined)) {
    const lineTax = sum(lines.map((l) => cents(l.tax) ?? 0));
    const separated = order.shippingTax !== undefined;
    const orderTax = toCents(order.tax) - (cents(order.shippingTax) ?? 0);
    const shipped = (cents(order.shipping) ?? 0) !== 0;
    const what = separated ? 'order tax less shipping tax' : 'order tax';
    if (lineTax > orderTax || (lineTax < orderTax && (separated || !shipped)))
      return `Line taxes ${formatCents(lineTax)} ≠ ${what} ${formatCents(orderTax)}: ${apart(lineTax, orderTax)}.`;
  }

  for (const [i, l] of lines.entries()) {
    const [net, tax, total] = [cents(l.netSubTotal), cents(l.tax), cents(l.total)];
    if (net !== undefined && tax !== undefined && total !== undefined && net + tax !== total)
      return `Line ${i + 1}: subtotal ${formatCents(net)} plus tax ${formatCents(tax)} ≠ its total ${formatCents(total)}: ${apart(net + tax, total)}.`;
  }

  if (options.linePriceBeforeCoupons) {
    for (const [i, l] of lines.entries()) {
      const p = linePair(l, false);
      // The price is a quotient rounded to the cent: up to half a cent per unit.
      const rounding = Math.ceil(l.quantity / 2);
      if (p && p.stated > p.fromPrice + rounding)
        return `Line ${i + 1}: ${priceWords(l)} = ${formatCents(p.fromPrice)}, below its stated ${p.what} ${formatCents(p.stated)}: ${apart(p.fromPrice, p.stated)}.`;
    }
    return undefined;
  }
  const priceCheck = (inclusive: boolean): string | undefined => {
    const pairs = lines.map((l) => linePair(l, inclusive));
    // An order-level discount beyond the lines' own is shared among the lines' stated
    // figures in a way the file does not say: then only their sum can be checked.
    const sharedOff =
      (orderDiscount ?? 0) - (options.discountIncludesLineDiscounts && orderDiscount ? lineOff : 0);
    if (sharedOff === 0) {
      for (const [i, p] of pairs.entries()) {
        const l = lines[i];
        if (p && l && p.fromPrice !== p.stated)
          return `Line ${i + 1}: ${priceWords(l)} = ${formatCents(p.fromPrice)} ≠ its stated ${p.what} ${formatCents(p.stated)}: ${apart(p.fromPrice, p.stated)}.`;
      }
    } else if (pairs.every((p) => p !== undefined)) {
      const fromPrice = sum(pairs.map((p) => p.fromPrice)) - sharedOff;
      const stated = sum(pairs.map((p) => p.stated));
      if (fromPrice !== stated)
        return `The lines’ prices less discounts come to ${formatCents(fromPrice)} ≠ their stated figures ${formatCents(stated)}: ${apart(fromPrice, stated)}.`;
    }
    return undefined;
  };
  if (basisKnown) return priceCheck(order.pricesIncludeTax);
  // The basis is unknown (nothing else in the file shows it): either reading of the price will do.
  const exclusive = priceCheck(false);
  return exclusive && priceCheck(true) ? exclusive : undefined;
}
