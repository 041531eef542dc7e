// The import's one money rule, in integer cents so no sum drifts:
//   subTotal = the line's amount less its share of discounts, net of tax;
//   tax      = the line's share of the order's tax, shipping tax excluded;
//   total    = subTotal + tax; shipping is not a product.
// Then reconciliation: Σ totals = the file's order total − shipping (with its tax),
// and Σ line amounts = the file's subtotal where it has one, to the cent.

/** What one line of an order says, in major units, as read from the file. */
export interface MoneyLine {
  /** Unit price, in the prices' basis (with tax when prices include tax). */
  price?: number;
  quantity: number;
  /** Amount off this line (for the whole line, not per unit). */
  discount?: number;
  /** The line's amount after discounts and net of tax, when the file gives it. */
  netSubTotal?: number;
  /** The line's tax, when the file gives it. */
  tax?: number;
  /** The line's total with tax, when the file gives it. */
  total?: number;
  /** Tax rate in percent, when the file gives only a rate per line. */
  taxRatePercent?: number;
}

export interface MoneyOrder {
  /** Lines with money; empty when the order carries only an amount. */
  lines: MoneyLine[];
  total?: number;
  /** Products after discounts, before shipping, in the prices' basis. */
  subtotal?: number;
  discount?: number;
  /** The order's whole tax, possibly including tax on shipping. */
  tax?: number;
  shipping?: number;
  /** Known tax on shipping: the shipping amount is then net of it. */
  shippingTax?: number;
  /** Import duties charged to the buyer: inside the total, not a product. */
  duties?: number;
  /** A tax rate (percent) to work out the tax on shipping when the file does not say. */
  shippingTaxRatePercent?: number;
  pricesIncludeTax: boolean;
  /**
   * What a person answered when the file cannot say whether its order tax includes tax on
   * shipping: 'products' (none on shipping), 'shared' (shipping taxed like the products: its
   * share of the tax follows its share of the amount). Undefined: not answered.
   */
  shippingTaxAnswer?: ShippingTaxAnswer;
}

export type ShippingTaxAnswer = 'products' | 'shared';

export interface MoneyOptions {
  /** The order discount already counts the line discounts (Shopify's "Discount Amount"). */
  discountIncludesLineDiscounts?: boolean;
  /** No usable tax column: tax is what the total leaves after products and shipping (Etsy). */
  taxFromRemainder?: boolean;
  /** The file's subtotal is before discounts (Etsy, Lemon Squeezy, Paddle). */
  subtotalBeforeDiscount?: boolean;
  /** A line's price is its unit price net of tax before coupons, rounded to the cent,
   * whatever the prices' basis (WooCommerce): it only bounds the line's stated figures. */
  linePriceBeforeCoupons?: boolean;
}

export interface ProductMoney {
  subTotal: number;
  tax: number;
  total: number;
}

export type Reconciliation =
  | { ok: true }
  | {
      ok: false;
      /**
       * Which of the file's figures disagrees. 'rates': the lines' rates against the order's
       * tax; 'some-rates': only some lines give one; 'line-amount': a line gives no amount
       * where the others give theirs; 'amount-subtotal': an order of only an amount whose
       * subtotal states other goods.
       */
      against:
        | 'total'
        | 'subtotal'
        | 'negative'
        | 'rates'
        | 'some-rates'
        | 'line-amount'
        | 'amount-subtotal';
      productsTotal: number;
      fileFigure: number;
      /** For 'line-amount': which line (1 = the first). */
      line?: number;
    };

export interface MoneyResult {
  products: ProductMoney[];
  /** Shipping with its tax: what the products leave out of the order total. */
  shipping: number;
  shippingTax: number;
  duties: number;
  reconciliation: Reconciliation;
  /**
   * The order has shipping and one tax figure for the whole order (given, or what the total
   * leaves), and nothing in the file says how much of it is on shipping: that figure, for
   * the question; the products' tax depends on a person's answer. Undefined: the file says.
   */
  shippingTaxUnknown?: { orderTax: number };
}

export const toCents = (n: number) => Math.round(n * 100);
const fromCents = (c: number) => c / 100;
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * Splits `amount` cents in proportion to `weights`: each share rounded to the
 * cent, the remainder on the last line. Equal shares when the weights sum to 0.
 * Should that remainder fall outside the last line's own weight (tiny lines),
 * the split rounds the running total instead, which keeps every share between
 * 0 and its weight: no line ever goes negative.
 */
export function splitCents(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const whole = sum(weights);
  const even = whole === 0;
  const scale = even ? weights.length : whole;
  const shares = weights.map((w) => Math.round((amount * (even ? 1 : w)) / scale));
  const last = amount - sum(shares.slice(0, -1));
  shares[shares.length - 1] = last;
  const lastWeight = even ? amount : (weights[weights.length - 1] ?? 0);
  const withinWeights = amount >= 0 && amount <= whole;
  if (!withinWeights || (last >= 0 && last <= lastWeight)) return shares;
  let before = 0;
  let given = 0;
  return weights.map((w, i) => {
    if (i === weights.length - 1) return amount - given;
    before += w;
    const share = Math.round((amount * before) / whole) - given;
    given += share;
    return share;
  });
}

/** Tax contained in a gross amount at `rate` percent, or added on a net one. */
const taxAtRate = (cents: number, ratePercent: number, inclusive: boolean) =>
  Math.round(inclusive ? cents - cents / (1 + ratePercent / 100) : (cents * ratePercent) / 100);

/** Each line's amount after its own and its share of order discounts, in the prices' basis. */
function lineAmounts(order: MoneyOrder, options: MoneyOptions): number[] {
  const gross = order.lines.map((l) => toCents((l.price ?? 0) * l.quantity));
  const lineOff = order.lines.map((l) => toCents(l.discount ?? 0));
  const afterLine = gross.map((g, i) => g - (lineOff[i] ?? 0));
  const orderOff =
    toCents(order.discount ?? 0) - (options.discountIncludesLineDiscounts ? sum(lineOff) : 0);
  if (orderOff === 0) return afterLine;
  const shares = splitCents(orderOff, afterLine);
  return afterLine.map((a, i) => a - (shares[i] ?? 0));
}

/**
 * Tax on shipping: as given, else what the order's tax has beyond the lines'
 * own taxes, else worked out from a rate — but only when the
 * order's tax shows shipping was taxed (the tax matches products + shipping at
 * that rate better than products alone).
 */
function shippingTaxOf(order: MoneyOrder, productBase: number, inclusive: boolean): number {
  if (order.shippingTax !== undefined) return toCents(order.shippingTax);
  // Every line gives its own tax: what the order's tax has beyond them is shipping's.
  if (order.tax !== undefined && order.lines.every((l) => l.tax !== undefined)) {
    const left = toCents(order.tax) - sum(order.lines.map((l) => toCents(l.tax ?? 0)));
    return left > 0 ? left : 0;
  }
  const rate = order.shippingTaxRatePercent;
  const shipping = toCents(order.shipping ?? 0);
  if (rate === undefined || shipping === 0 || order.tax === undefined) return 0;
  const tax = toCents(order.tax);
  const onProducts = taxAtRate(productBase, rate, inclusive);
  const onShipping = taxAtRate(shipping, rate, inclusive);
  return Math.abs(tax - onProducts - onShipping) < Math.abs(tax - onProducts) ? onShipping : 0;
}

/** Shipping's part of a tax on products and shipping alike: its share of their amount. */
const sharedTax = (tax: number, products: number, shipping: number) =>
  splitCents(tax, [products, shipping])[1] ?? 0;

/**
 * Cents by which taxes rounded per line may differ from one rounded once for the order
 * (half a cent per line at most): a shop may do either.
 */
const roundingOf = (lines: number) => Math.floor(lines / 2);

/** A line whose tax the file states: given, or its total less its net amount. */
const statesTax = (l: MoneyLine) =>
  l.tax !== undefined || (l.total !== undefined && l.netSubTotal !== undefined);

/**
 * Whether the order's one tax figure (cents; given, or what the total leaves) may or may not
 * hold tax on shipping with nothing in the file to tell: shipping charged, no shipping tax,
 * no rate for it, a line whose tax is not stated. Both readings add up to the same total.
 */
function shippingTaxUnstated(order: MoneyOrder, tax: number | undefined): boolean {
  return (
    order.shippingTax === undefined &&
    order.shippingTaxRatePercent === undefined &&
    toCents(order.shipping ?? 0) !== 0 &&
    tax !== undefined &&
    tax !== 0 &&
    (order.lines.length === 0 ||
      !(order.lines.every(statesTax) || order.lines.every((l) => l.taxRatePercent !== undefined)))
  );
}

/** Shipping with its tax. A given shipping tax means the shipping column is net of it;
 * one worked out from a rate is inside the shipping charge when prices include tax. */
const grossShipping = (order: MoneyOrder, shippingTax: number, inclusive: boolean) =>
  toCents(order.shipping ?? 0) + (order.shippingTax !== undefined || !inclusive ? shippingTax : 0);

export function computeMoney(order: MoneyOrder, options: MoneyOptions = {}): MoneyResult {
  const inclusive = order.pricesIncludeTax;
  const duties = toCents(order.duties ?? 0);
  // Duties are in the file's total but are no product: the products answer for the rest.
  const total = order.total === undefined ? undefined : toCents(order.total) - duties;
  const givenShippingTax = order.shippingTax === undefined ? 0 : toCents(order.shippingTax);
  const fromPrices = order.lines.every((l) => l.netSubTotal === undefined && l.total === undefined);
  const amounts = order.lines.length > 0 && fromPrices ? lineAmounts(order, options) : undefined;

  const givenShipping = toCents(order.shipping ?? 0);
  // The order's subtotal net of its discount, where the file gives one (only-an-amount orders).
  const net =
    order.subtotal === undefined
      ? undefined
      : toCents(order.subtotal) -
        (options.subtotalBeforeDiscount ? toCents(order.discount ?? 0) : 0);
  // Tax worked out as what the total leaves (Etsy): on top of net amounts, shipping net too.
  const remainderBase =
    !options.taxFromRemainder || total === undefined
      ? undefined
      : order.lines.length === 0
        ? net
        : amounts && !inclusive
          ? sum(amounts)
          : undefined;
  const orderTax =
    remainderBase === undefined || total === undefined
      ? order.tax === undefined
        ? undefined
        : toCents(order.tax)
      : total - givenShipping - remainderBase;
  const shippingTaxUnknown = shippingTaxUnstated(order, orderTax);
  const shared = shippingTaxUnknown && order.shippingTaxAnswer === 'shared';
  const taxed = orderTax ?? 0;
  // Whether the shipping figure already holds a tax worked out here, or has it added.
  let shippingHoldsTax = true;
  /** Shipping's share of the order's tax, by amount; `netOfTax`: the figures are without it. */
  const shippingShare = (goods: number, netOfTax: boolean) => {
    shippingHoldsTax = !netOfTax;
    return sharedTax(taxed, goods, givenShipping);
  };

  let products: ProductMoney[];
  let shippingTax = givenShippingTax;
  // A line's figures the order's others cannot stand beside (its rate, its missing amount).
  let lineCheck: Reconciliation | undefined;
  if (order.lines.length === 0) {
    // Only an amount: one product whose subTotal is the amount less tax.
    if (shared)
      shippingTax =
        remainderBase !== undefined
          ? shippingShare(remainderBase, true)
          : // Shipping in the prices' basis: with its tax when they include it, else net of it.
            shippingShare((total ?? 0) - givenShipping - (inclusive ? 0 : taxed), !inclusive);
    const gross = (total ?? 0) - grossShipping(order, shippingTax, shippingHoldsTax);
    const tax = options.taxFromRemainder && net !== undefined ? gross - net : taxed - shippingTax;
    products = [{ subTotal: gross - tax, tax, total: gross }];
    // A subtotal beside the amount states the goods, with or without their tax (no line
    // price tells the basis here, and either reading sends the same product): it must be one.
    if (net !== undefined && !options.taxFromRemainder && net !== gross - tax && net !== gross)
      lineCheck = {
        ok: false,
        against: 'amount-subtotal',
        productsTotal: fromCents(inclusive ? gross : gross - tax),
        fileFigure: fromCents(net),
      };
  } else if (amounts) {
    shippingHoldsTax = inclusive;
    const anyRate = order.lines.some((l) => l.taxRatePercent !== undefined);
    const rated = anyRate && order.lines.every((l) => l.taxRatePercent !== undefined);
    // Worked out only where a line gives a rate: most orders give none.
    const byRate = rated
      ? amounts.map((a, i) => taxAtRate(a, order.lines[i]?.taxRatePercent ?? 0, inclusive))
      : [];
    if (shared)
      shippingTax = shippingShare(sum(amounts), remainderBase !== undefined || !inclusive);
    else if (rated && orderTax !== undefined && order.shippingTax === undefined) {
      // Each line's rate gives its tax: what the order's tax has beyond them is shipping's.
      const left = orderTax - sum(byRate);
      shippingTax = givenShipping !== 0 && left > roundingOf(order.lines.length) ? left : 0;
    } else shippingTax = shippingTaxOf(order, sum(amounts), inclusive);
    let taxes: number[];
    if (order.lines.every((l) => l.tax !== undefined))
      taxes = order.lines.map((l) => toCents(l.tax ?? 0));
    else if (anyRate && !rated) {
      // A line without a rate beside lines with one: its tax is nowhere in the file.
      taxes = amounts.map(() => 0);
      lineCheck = { ok: false, against: 'some-rates', productsTotal: 0, fileFigure: 0 };
    } else if (rated) {
      taxes = byRate;
      if (orderTax !== undefined) {
        const off = orderTax - shippingTax - sum(byRate);
        if (Math.abs(off) <= roundingOf(order.lines.length))
          taxes = splitCents(orderTax - shippingTax, byRate);
        else
          lineCheck = {
            ok: false,
            against: 'rates',
            productsTotal: fromCents(sum(byRate)),
            fileFigure: fromCents(orderTax - shippingTax),
          };
      }
    } else if (remainderBase !== undefined)
      // What the total leaves after goods and shipping (orderTax), over every line.
      taxes = splitCents(taxed - shippingTax, amounts);
    else {
      // Lines that give their tax keep it; the others share what the order's tax leaves.
      const stated = sum(order.lines.map((l) => toCents(l.tax ?? 0)));
      const open = order.lines.flatMap((l, i) => (l.tax === undefined ? [amounts[i] ?? 0] : []));
      const shares = splitCents(taxed - shippingTax - stated, open);
      let k = 0;
      taxes = order.lines.map((l) => (l.tax === undefined ? (shares[k++] ?? 0) : toCents(l.tax)));
    }
    products = amounts.map((a, i) => {
      const tax = taxes[i] ?? 0;
      return inclusive
        ? { subTotal: a - tax, tax, total: a }
        : { subTotal: a, tax, total: a + tax };
    });
  } else {
    // The file gives each line's own figures (WooCommerce): take them as they are;
    // lines whose tax it does not state share what the order's tax leaves.
    const given = order.lines.map((l) => {
      const net = l.netSubTotal === undefined ? undefined : toCents(l.netSubTotal);
      const lineTotal = l.total === undefined ? undefined : toCents(l.total);
      const tax =
        l.tax !== undefined
          ? toCents(l.tax)
          : lineTotal !== undefined && net !== undefined
            ? lineTotal - net
            : undefined;
      return { net, tax, total: lineTotal };
    });
    const untaxed = given.filter((g) => g.tax === undefined);
    // A line with only a price (or nothing) beside lines giving their amounts: not 0, unknown.
    const bare = given.findIndex((g) => g.net === undefined && g.total === undefined);
    if (bare >= 0)
      lineCheck = {
        ok: false,
        against: 'line-amount',
        productsTotal: 0,
        fileFigure: 0,
        line: bare + 1,
      };
    // Lines net of tax: shipping beside them is net too, its share of the tax added to it.
    if (shared) shippingTax = shippingShare(sum(given.map((g) => g.net ?? g.total ?? 0)), true);
    const taxLeft = taxed - shippingTax - sum(given.map((g) => g.tax ?? 0));
    const split = splitCents(
      untaxed.length > 0 && order.tax !== undefined ? taxLeft : 0,
      untaxed.map((g) => g.net ?? g.total ?? 0),
    );
    let k = 0;
    products = given.map((g) => {
      const tax = g.tax ?? split[k++] ?? 0;
      const net = g.net ?? (g.total ?? 0) - tax;
      return { subTotal: net, tax, total: g.total ?? net + tax };
    });
  }

  const shipping = grossShipping(order, shippingTax, shippingHoldsTax);
  return {
    products: products.map((p) => ({
      subTotal: fromCents(p.subTotal),
      tax: fromCents(p.tax),
      total: fromCents(p.total),
    })),
    shipping: fromCents(shipping),
    shippingTax: fromCents(shippingTax),
    duties: fromCents(duties),
    reconciliation: lineCheck ?? reconcile(order, options, products, amounts, total, shipping),
    ...(shippingTaxUnknown ? { shippingTaxUnknown: { orderTax: fromCents(taxed) } } : {}),
  };
}

function reconcile(
  order: MoneyOrder,
  options: MoneyOptions,
  products: readonly ProductMoney[],
  amounts: readonly number[] | undefined,
  total: number | undefined,
  shipping: number,
): Reconciliation {
  const productsTotal = sum(products.map((p) => p.total));
  const negative = products.some((p) => p.subTotal < 0 || p.tax < 0 || p.total < 0);
  if (total !== undefined && productsTotal !== total - shipping)
    return {
      ok: false,
      against: 'total',
      productsTotal: fromCents(productsTotal),
      fileFigure: fromCents(total - shipping),
    };
  if (amounts && order.subtotal !== undefined && !options.subtotalBeforeDiscount) {
    const subtotal = toCents(order.subtotal);
    if (sum(amounts) !== subtotal)
      return {
        ok: false,
        against: 'subtotal',
        productsTotal: fromCents(sum(amounts)),
        fileFigure: fromCents(subtotal),
      };
  }
  if (negative)
    return {
      ok: false,
      against: 'negative',
      productsTotal: fromCents(productsTotal),
      fileFigure: total === undefined ? fromCents(productsTotal) : fromCents(total - shipping),
    };
  return { ok: true };
}

/** The rule as the preview states it, in one short paragraph. */
export const MONEY_RULE =
  'Each product’s Subtotal is its price × quantity less its share of discounts, net of tax; its Tax is its share of the order’s tax, tax on shipping left out (where the file gives one tax for an order with shipping and does not say how much of it is on shipping, you answer “Tax on shipping”, and until then the order is held); Total = Subtotal + Tax. Shipping and duties are not products. Shares follow the lines’ amounts, rounded to the cent, the remainder on the last line. The products must add up to the file’s order total less shipping and duties (and to its subtotal) to the cent, or the order is flagged with both figures and not sent. An order with only an amount becomes one product: Subtotal = amount − tax. A partly refunded order goes out net of its refund, taken off the products in proportion (unless you choose otherwise below); a refund that covers the goods leaves the order out.';
