// One order against the columns the mapping leaves unread: its value in each, and
// whether one of them explains a figure that does not hold. A difference between the
// products and the file's figures, or tax worked out from what a total leaves, that is
// an unread column's value is named in plain words ("17.00 is the unread column
// Delivery: read it as Shipping charge?"); a value in a column whose name reads as a
// money field the mapping does not give holds the order, since reading it would change
// what is sent (a discount only when a figure disagrees: an order's total is already
// after it). Integer cents.
import { labelOf } from '../read/field-label';
import type { Row } from '../read/read-cells';
import { formatCents } from '../../../lib/format-cents';
import { orderValue, type UnreadColumn } from './unread-columns';

/** An order's value in one unread money column. */
export interface UnreadValue {
  column: string;
  cents: number;
  /** The preset knows the column moves nothing sent. */
  known?: true;
}

export interface CrossCheck {
  values: UnreadValue[];
  /** Why the order is held, naming the column. */
  finding?: { text: string; column: string };
}

interface Figures {
  /** The file's figure less what the products add up to, in cents (0 when they agree). */
  difference: number;
  /** Tax the money rule worked out from what the total leaves, in cents. */
  remainderTax?: number;
}

const ask = (c: UnreadColumn) =>
  c.field ? `read it as ${labelOf(c.field)}?` : 'map it, or correct the order.';

export function crossCheck(
  columns: readonly UnreadColumn[],
  data: readonly Row[],
  figures: Figures,
): CrossCheck {
  const values: UnreadValue[] = [];
  let finding: CrossCheck['finding'];
  const { difference, remainderTax } = figures;
  for (const c of columns) {
    const cents = orderValue(c, data);
    if (cents === 0) continue;
    values.push(
      c.known === undefined
        ? { column: c.column, cents }
        : { column: c.column, cents, known: true },
    );
    if (finding || c.known !== undefined) continue;
    const amount = formatCents(Math.abs(cents));
    const name = `the unread column ${c.column}`;
    if (difference !== 0 && Math.abs(difference) === Math.abs(cents))
      finding = { text: `${amount} is ${name}: ${ask(c)}`, column: c.column };
    else if (remainderTax !== undefined && cents > 0 && cents <= remainderTax)
      finding = {
        text:
          cents === remainderTax
            ? `The tax worked out from what the total leaves, ${amount}, is ${name}: ${ask(c)}`
            : `The tax worked out from what the total leaves (${formatCents(remainderTax)}) holds ${amount} of ${name}: ${ask(c)}`,
        column: c.column,
      };
    else if (c.field && c.field !== 'orderDiscount')
      finding = { text: `${amount} in ${name} is not read: ${ask(c)}`, column: c.column };
  }
  return finding ? { values, finding } : { values };
}
