// One order's rows -> everything read for it before the file-wide choices (the
// tax basis, the main currency): the money rule's input, its status, referral
// code, time and the rest of the draft, with what could not be read.
import type { OrderDraft, ProductDraft } from '../../orders';
import type { FieldKey, Mapping } from '../mapping/fields';
import type { PresetDefinition } from '../mapping/presets/types';
import { normaliseCurrency } from './currency';
import type { Group } from './group-rows';
import type { MoneyOrder } from './money';
import { readYesNo, type OrderFindings } from './order-findings';
import { statusFromFields, type OrderStatus } from './order-status';
import { amountCells } from './read-amount-cells';
import type { CellReader, Row } from './read-cells';
import { readOrderTime, type DateColumn } from './read-order-time';
import { readProductLines, type ProductLine } from './read-product-lines';
import { readReferralCode } from './read-referral-code';
import type { referralLookup } from './referral-lookup';
import { parseYesNo, readNumber } from './values';

/** Everything read for one order before the file-wide choices (tax basis, currency). */
export interface OrderRead extends OrderFindings {
  group: Group;
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
  /** The raw commission cell, kept for a person to fix when it cannot be read. */
  rawCommission: string;
  /** Everything but the products (NO_PRODUCTS_YET), which wait for the file's tax basis. */
  draft: OrderDraft;
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
  lookup?: ReturnType<typeof referralLookup>;
}

/** A read order's products until finish gives them: frozen, so nothing can add to it. */
const NO_PRODUCTS_YET = Object.freeze([]) as unknown as ProductDraft[];

const firstOf = (group: Group, read: (row: Row) => string) => {
  for (const row of group.data) {
    const v = read(row);
    if (v !== '') return v;
  }
  return '';
};

export function readOrder(group: Group, ctx: ReadContext): OrderRead {
  const { cell, mapped, preset } = ctx;
  const found: OrderFindings = { errors: {}, problems: [], warnings: [] };
  const { errors, problems, warnings } = found;
  // A loop, not firstOf with a new closure: this runs some 25 times per order.
  const get = (f: FieldKey) => {
    for (const row of group.data) {
      const v = cell(row, f);
      if (v !== '') return v;
    }
    return '';
  };
  const column = (h: string) => firstOf(group, (row) => ctx.column(row, h));
  const minor = preset?.money?.minorUnits === true;
  const cells = amountCells(found, minor);
  const { amount } = cells;

  const { lines, describe } = readProductLines(group.data, cell, mapped, cells, minor);

  const orderId = get('orderId');
  const fileTotal = amount(get('orderTotal'), 'orderTotal');
  const order: MoneyOrder = { lines, pricesIncludeTax: false };
  const setOrder = <K extends keyof typeof order>(key: K, value: (typeof order)[K] | undefined) => {
    if (value !== undefined) order[key] = value;
  };
  setOrder('total', fileTotal);
  setOrder('subtotal', amount(get('orderSubtotal'), 'orderSubtotal'));
  setOrder('discount', amount(get('orderDiscount'), 'orderDiscount'));
  setOrder('tax', amount(get('orderTax'), 'orderTax'));
  setOrder('shipping', amount(get('shipping'), 'shipping'));
  setOrder('shippingTax', amount(get('shippingTax'), 'shippingTax'));
  setOrder('duties', amount(get('duties'), 'duties'));
  setOrder('shippingTaxRatePercent', preset?.money?.shippingTaxRate?.(column));
  const flag = parseYesNo(get('grossPrices'));

  // Status: the preset's reading, or the usual one.
  const refunded = amount(get('refundedAmount'), 'refundedAmount');
  const statusContext = {
    status: get('financialStatus'),
    cancelledAt: get('cancelledAt'),
    refunded: refunded === undefined ? undefined : Math.abs(refunded),
    total: fileTotal,
    column,
  };
  const orderStatus = (preset?.status ?? statusFromFields)(statusContext);

  const code = readReferralCode(get('referralCode'), ctx.mapping, ctx.lookup, found);
  const { rawTimestamp, timestamp } = readOrderTime(get, mapped, ctx.date, ctx.zone, found);

  const currency = normaliseCurrency(get('currency'));
  const paidCell = parseYesNo(get('paid'));
  const commission = readNumber(get('commission'));
  if (!commission.ok) {
    errors.commission = commission.error;
    problems.push({ cause: 'field', detail: 'Commission' });
  }
  const draft: OrderDraft = {
    referralCode: code,
    orderId,
    customer: {
      name: get('customer.name'),
      // A leading apostrophe is a spreadsheet's formula guard ("'+49 30 …").
      phone: get('customer.phone').replace(/^'/, ''),
      email: get('customer.email'),
      ip: get('customer.ip'),
      country: get('customer.country'),
    },
    coupons: get('coupons').split(/[,;]/),
    // Only a column a person mapped to Paid sets it; a customer's payment status never does.
    paid: paidCell.ok && paidCell.value === true,
    isRoyalty: readYesNo(get('isRoyalty'), 'isRoyalty', found),
    custom: readYesNo(get('custom'), 'custom', found),
    commission: commission.ok ? commission.value : undefined,
    notes: get('notes'),
    timestamp,
    products: NO_PRODUCTS_YET,
  };
  // The contract has no currency field: it travels in the metadata.
  if (currency) draft.metadata = { currency };
  if (!paidCell.ok) {
    errors.paid = `"${get('paid')}" is not yes or no.`;
    problems.push({ cause: 'field', detail: 'Paid' });
  }
  const country = draft.customer?.country ?? '';
  if (country && !/^[a-z]{2}$/i.test(country)) {
    warnings.push('Country should be a two-letter code such as US.');
    problems.push({ cause: 'country', detail: country });
  }
  if (group.repeated.length > 0)
    problems.push({ cause: 'repeated-lines', detail: group.repeated.join(', ') });

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
    rawCommission: get('commission'),
    draft,
  };
  // Assigned rather than spread from throwaway objects: this runs once per order.
  if (cells.unreadable.length === 0) read.money = order;
  if (flag.ok && flag.value !== undefined) read.grossFlag = flag.value;
  if (fileTotal !== undefined) read.fileTotal = fileTotal;
  if (currency) read.currency = currency;
  if (timestamp !== undefined) read.timestamp = timestamp;
  return read;
}
