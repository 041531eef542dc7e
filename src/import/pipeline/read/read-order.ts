// One order's rows -> what the file-wide choices (the tax basis, refunds, the main
// currency) need of it: the money rule's input, its status, referral code, time and
// currency, with what could not be read. The rest of its draft is read when the order
// is finished (./read-order-draft), so that it is not held for every order at once.
import type { FieldKey, Mapping } from '../fields';
import type { PresetDefinition } from '../presets/types';
import { currencyDigits, normaliseCurrency } from './currency';
import type { MoneyOrder } from '../money/money';
import type { OrderFindings } from './order-findings';
import type { OrderStatus } from './order-status';
import { AmountCells, statesMoney } from './read-amount-cells';
import type { CellReader, FieldReader, Row } from './read-cells';
import { readOrderTime, type DateColumn } from './read-order-time';
import type { RowZones } from './row-zones';
import type { ProductLine, ProductLinesReader } from './read-product-lines';
import { readReferralCode } from './read-referral-code';
import type { referralLookup } from './referral-lookup';
import { orderStatusOf, type FileQuestions, type MeantGroup } from './value-questions';
import { parseYesNo } from './values';

/** Everything read for one order before the file-wide choices (tax basis, currency). */
export interface OrderRead extends OrderFindings {
  group: MeantGroup;
  orderId: string;
  code: string;
  /** Its pricesIncludeTax is set once the file's tax basis is known (in finish). */
  money?: MoneyOrder;
  grossFlag?: boolean;
  describe: ProductLine[];
  orderStatus: OrderStatus;
  fileTotal?: number;
  currency?: string;
  timestamp?: number;
  rawTimestamp: string;
}

/** What reading an order needs from the file: its mapping and what was settled for all rows. */
export interface ReadContext {
  cell: CellReader;
  column: (row: Row, header: string) => string;
  mapped: Set<FieldKey>;
  preset?: PresetDefinition;
  mapping: Mapping;
  date: DateColumn | undefined;
  zone: string;
  /** The zone column's names, read once each (./row-zones). */
  rowZones?: Pick<RowZones, 'zoneOf'>;
  lookup?: ReturnType<typeof referralLookup>;
  /** The file's product lines reader (./read-product-lines). */
  lines: ProductLinesReader;
  /** Values asked about, with a person's answers (./value-questions). */
  questions?: FileQuestions;
  /** Readers of the amounts the mapping reads (./read-amount-cells amountReaders). */
  amountReaders: readonly FieldReader[];
  /** The file's amounts write decimals with a dot (./read-amount-cells dotIsDecimalIn). */
  dotIsDecimal: () => boolean;
}

/** A field's first non-empty cell among an order's rows; "" when none (or the file lacks it). */
export function firstCell(data: readonly Row[], read: FieldReader | undefined): string {
  if (read === undefined) return '';
  for (const row of data) {
    const v = read(row);
    if (v !== '') return v;
  }
  return '';
}

/** A column's first non-empty cell among an order's rows, by header. */
function firstInColumn(data: readonly Row[], column: ReadContext['column'], header: string) {
  for (const row of data) {
    const v = column(row, header);
    if (v !== '') return v;
  }
  return '';
}

export function readOrder(group: MeantGroup, ctx: ReadContext): OrderRead {
  const { cell, mapped, preset } = ctx;
  const { data } = group;
  const found: OrderFindings = { errors: {}, problems: [], warnings: [] };
  const { errors, problems, warnings } = found;
  // Some 25 fields per order: one look-up of the field's reader, none for a field the file lacks.
  const get = (f: FieldKey) => firstCell(data, cell.of(f));
  const column = (h: string) => firstInColumn(data, ctx.column, h);
  const minor = preset?.money?.minorUnits === true;
  const currency = normaliseCurrency(get('currency'));
  // In the currency's lowest unit: cents for most, yen for JPY (not hundredths of a yen).
  const cells = new AmountCells(
    found,
    minor,
    minor ? currencyDigits(currency) : 2,
    ctx.dotIsDecimal,
  );

  const { lines, describe } = ctx.lines(data, cells);

  const orderId = get('orderId');
  const fileTotal = cells.amount(get('orderTotal'), 'orderTotal');
  const order: MoneyOrder = { lines, pricesIncludeTax: false };
  // Each read (and its problem noted) in this order; a figure is set only when given.
  if (fileTotal !== undefined) order.total = fileTotal;
  const subtotal = cells.amount(get('orderSubtotal'), 'orderSubtotal');
  if (subtotal !== undefined) order.subtotal = subtotal;
  const discount = cells.amount(get('orderDiscount'), 'orderDiscount');
  if (discount !== undefined) order.discount = discount;
  const tax = cells.amount(get('orderTax'), 'orderTax');
  if (tax !== undefined) order.tax = tax;
  const shipping = cells.amount(get('shipping'), 'shipping');
  if (shipping !== undefined) order.shipping = shipping;
  const shippingTax = cells.amount(get('shippingTax'), 'shippingTax');
  if (shippingTax !== undefined) order.shippingTax = shippingTax;
  const duties = cells.amount(get('duties'), 'duties');
  if (duties !== undefined) order.duties = duties;
  const shippingRate = preset?.money?.shippingTaxRate?.(column);
  if (shippingRate !== undefined) order.shippingTaxRatePercent = shippingRate;
  const flag = parseYesNo(get('grossPrices'));

  // Status: the preset's reading, or the usual one, with the file's value questions applied.
  const refunded = cells.amount(get('refundedAmount'), 'refundedAmount');
  const statusContext = {
    status: get('financialStatus'),
    cancelledAt: get('cancelledAt'),
    refunded: refunded === undefined ? undefined : Math.abs(refunded),
    total: fileTotal,
    column,
  };
  const orderStatus = orderStatusOf(statusContext, orderId, preset, ctx.questions, group.held);
  // The mapping reads money and every money cell of this order is empty: there is no amount
  // to send, where computing on would make one up (0.00), unlike an amount written as 0.
  if (
    orderStatus.settled &&
    cells.unreadable.length === 0 &&
    ctx.amountReaders.length > 0 &&
    !statesMoney(data, ctx.amountReaders)
  ) {
    errors.money =
      'The file gives this order no amount (its money cells are empty): nothing to send.';
    problems.push({ cause: 'no-amount' });
  }

  const code = readReferralCode(get('referralCode'), ctx.mapping, ctx.lookup, found);
  const { rawTimestamp, timestamp } = readOrderTime(
    get,
    mapped,
    ctx.date,
    ctx.zone,
    found,
    ctx.rowZones,
  );

  const read: OrderRead = {
    group,
    orderId,
    code,
    errors,
    problems,
    warnings,
    describe,
    orderStatus,
    rawTimestamp,
  };
  // Assigned rather than spread from throwaway objects: this runs once per order.
  if (cells.unreadable.length === 0) read.money = order;
  if (flag.ok && flag.value !== undefined) read.grossFlag = flag.value;
  if (fileTotal !== undefined) read.fileTotal = fileTotal;
  if (currency) read.currency = currency;
  if (timestamp !== undefined) read.timestamp = timestamp;
  return read;
}
