// Money and quantity cells of one order -> numbers. A cell that cannot be read is
// a problem at its path and is noted as unreadable: with any, the money rule cannot run.
import type { OrderFindings } from './order-findings';
import { readAmount } from './read-cells';

/** One per order (a class, not closures: some 50,000 orders in a big file). */
export class AmountCells {
  /** The paths of the cells that could not be read. */
  readonly unreadable: string[] = [];

  constructor(
    private readonly found: OrderFindings,
    /** The preset writes money in the currency's lowest unit (cents). */
    readonly minor: boolean,
    /** Digits of that unit in the order's currency (2: cents; 0 for JPY). */
    private readonly minorDigits = 2,
  ) {}

  /**
   * A cell's number; "" and an unreadable cell give undefined. `line` and the field
   * name rather than a path: the path string is built only for a problem.
   */
  amount(raw: string, path: string, cents = this.minor, line = -1): number | undefined {
    if (raw === '') return undefined;
    const r = readAmount(raw, cents ? this.minorDigits : false);
    if (r.ok) return r.value;
    if (line >= 0) path = `products.${line}.${path}`;
    this.found.errors[path] = r.error;
    this.found.problems.push({ cause: 'number', detail: raw });
    this.unreadable.push(path);
    return undefined;
  }
}
