// A row's total, fees and net, where the preset knows the file states all three
// (Square, PayPal, Stripe's balance reports): total − fees = net to the cent on every
// row of the order, or the order is held with the difference in plain words. A file
// whose own figures disagree was changed or misread; nothing from it is trusted.
import { readAmount, type ColumnOf, type Row } from '../read/read-cells';
import { toCents } from './money';
import { formatCents } from '../../../lib/format-cents';

export interface NetOfFees {
  total: string;
  fees: string;
  net: string;
  /** Fees are written as negative amounts (Square, PayPal): net = total + fees. */
  feesNegative?: true;
}

const centsIn = (text: string, minor: boolean) => {
  const read = readAmount(text, minor);
  return read.ok && read.value !== undefined ? toCents(read.value) : undefined;
};

const signed = (c: number) => (c < 0 ? `−${formatCents(-c)}` : formatCents(c));

/** The first row of the order whose total less fees is not its net, in plain words. */
export function netOfFeesMismatch(
  rows: readonly Row[],
  column: ColumnOf,
  spec: NetOfFees,
  minor = false,
): string | undefined {
  for (const row of rows) {
    const [total, fees, net] = [spec.total, spec.fees, spec.net].map((h) =>
      centsIn(column(row, h), minor),
    );
    if (total === undefined || fees === undefined || net === undefined) continue;
    const off = spec.feesNegative ? -fees : fees;
    if (total - off !== net)
      return `${spec.total} ${signed(total)} less ${spec.fees} ${signed(off)} = ${signed(total - off)} ≠ ${spec.net} ${signed(net)}: ${formatCents(Math.abs(total - off - net))} apart.`;
  }
  return undefined;
}
