// Unit price × quantity, to the cent, without float drift (1.005 × 1 is 1.01, not 1.00).
// A unit price is a console aid: it is never sent; the Subtotal it gives is.

/** A finite number as an exact decimal: digits and how many of them follow the point. */
function exactDecimal(n: number): { digits: bigint; scale: number } | undefined {
  // Number's shortest round-trip text is the value a person typed (19.99, not 19.989999…).
  const text = String(n);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined; // exponent forms: too large or too small to be money
  const [whole = '0', fraction = ''] = text.split('.');
  return { digits: BigInt(whole + fraction), scale: fraction.length };
}

/** a × b ÷ 10^shift, rounded half away from zero to cents, in exact decimals. */
function centsOfProduct(a: number, b: number, shift: number): number {
  const x = exactDecimal(a);
  const y = exactDecimal(b);
  if (!x || !y) return Math.round((a * b * 100) / 10 ** shift) / 100;
  const product = x.digits * y.digits; // scaled by 10^(x.scale + y.scale)
  const scale = x.scale + y.scale + shift;
  let cents: bigint;
  if (scale <= 2) cents = product * 10n ** BigInt(2 - scale);
  else {
    const divisor = 10n ** BigInt(scale - 2);
    const negative = product < 0n;
    const abs = negative ? -product : product;
    const rounded = (abs + divisor / 2n) / divisor;
    cents = negative ? -rounded : rounded;
  }
  return Number(cents) / 100;
}

/** unitPrice × quantity rounded half away from zero to cents. */
export const unitTimesQuantity = (unitPrice: number, quantity: number) =>
  centsOfProduct(unitPrice, quantity, 0);

/** `percent` % of `amount` (10 % of 12.35 is 1.24), rounded as Subtotal is. */
export const percentOf = (amount: number, percent: number) => centsOfProduct(amount, percent, 2);
