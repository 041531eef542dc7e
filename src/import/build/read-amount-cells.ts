// Money and quantity cells of one order -> numbers. A cell that cannot be read is
// a problem at its path and is noted as unreadable: with any, the money rule cannot run.
import type { OrderFindings } from './order-findings';
import { readAmount } from './read-cells';

export interface AmountCells {
  /**
   * A cell's number; "" and an unreadable cell give undefined. `line` and the field
   * name rather than a path: the path string is built only for a problem.
   */
  amount: (raw: string, path: string, cents?: boolean, line?: number) => number | undefined;
  /** The paths of the cells that could not be read. */
  unreadable: string[];
}

/** `minor`: the preset writes money in cents. */
export function amountCells(found: OrderFindings, minor: boolean): AmountCells {
  const unreadable: string[] = [];
  const amount = (raw: string, path: string, cents = minor, line = -1) => {
    if (raw === '') return undefined;
    const r = readAmount(raw, cents);
    if (r.ok) return r.value;
    if (line >= 0) path = `products.${line}.${path}`;
    found.errors[path] = r.error;
    found.problems.push({ cause: 'number', detail: raw });
    unreadable.push(path);
    return undefined;
  };
  return { amount, unreadable };
}
