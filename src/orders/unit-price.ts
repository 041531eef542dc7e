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

/** unitPrice × quantity rounded half away from zero to cents. */
export function unitTimesQuantity(unitPrice: number, quantity: number): number {
  const a = exactDecimal(unitPrice);
  const b = exactDecimal(quantity);
  if (!a || !b) return Math.round(unitPrice * quantity * 100) / 100;
  const product = a.digits * b.digits; // scaled by 10^(a.scale + b.scale)
  const scale = a.scale + b.scale;
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
