// Rows + mapping -> orders. Rows sharing an order ID become one order with a
// product per line; each order's cells are read by ./read/read-order, then finished
// here once the file-wide choices are known (tax basis, main currency): the money
// rule (./money/money), refunds, and one check by the order rules (toOrder), the same
// ones the order form uses.
import type { Order } from '../../api/contract';
import { toOrder, type OrderDraft, type ProductDraft } from '../../orders';
import type { Mapping } from './fields';
import { presetById } from './presets/built-in';
import { OBJECT_COLUMN } from '../../tables/json-rows';
import { mainCurrency } from './read/currency';
import { headerSaysUtc, inferDateFormat, type DateFormat } from './read/dates';
import { labelOf } from './read/field-label';
import { computeMoney, type ProductMoney, type ShippingTaxAnswer } from './money/money';
import { crossCheck, type UnreadValue } from './money/cross-check';
import { lineFigureMismatch } from './money/line-figures';
import { remainderOf, type OrderLedger } from './money/money-check';
import { netOfFeesMismatch } from './money/net-of-fees';
import { refundOutcome } from './money/order-refund';
import { disagreementInWords, money2 } from './money/disagreement-words';
import { applyRefundRows, type OrderStatus } from './read/order-status';
import type { Problem } from './read/problems';
import {
  cellReader,
  columnReader,
  mappedFields,
  type CellReader,
  type Row,
} from './read/read-cells';
import { groupRows, repeatedInFile } from './read/group-rows';
import { amountReaders, dotIsDecimalIn } from './read/read-amount-cells';
import { readOrder, type OrderRead, type ReadContext } from './read/read-order';
import { readOrderDraft } from './read/read-order-draft';
import { productLinesReader } from './read/read-product-lines';
import { referralLookup } from './read/referral-lookup';
import { formatCents } from '../../lib/format-cents';
import type { RefundChoice } from './money/refund-lines';
import { readRowZones, type ZoneQuestion } from './read/row-zones';
import type { ValueAnswers } from './read/value-meanings';
import {
  fileQuestions,
  rowMeaning,
  splitByMeaning,
  summariseQuestions,
  type ColumnQuestions,
} from './read/value-questions';
import {
  TAX_FIELDS,
  readingsApart,
  ruledOut,
  taxBases,
  type CurrencyTaxBasis,
  type TaxBasis,
  type TaxChoice,
} from './money/tax-basis';
import { readNumber } from './read/values';
import { unreadMoneyColumns, type UnreadColumn } from './money/unread-columns';
import type { ZoneNames } from './read/zone-names';

type ImportStatus = 'valid' | 'invalid' | 'duplicate';

export interface ImportedOrder {
  index: number;
  /** Row numbers as the spreadsheet shows them (the header is row 1). */
  rows: number[];
  code: string;
  orderId: string;
  status: ImportStatus;
  /** Problems by field ("orderId", "products.0.quantity", "money", …). */
  errors: Record<string, string>;
  warnings: string[];
  /** Every problem by cause, for the grouped list. */
  problems: Problem[];
  /** Paid, refunded, cancelled…: whether it is sent by default. */
  orderStatus: OrderStatus;
  currency?: string;
  /** Shipping left out of the products, with its tax. */
  shipping?: number;
  /** Where the order's money goes, in cents (for the money check). */
  ledger: OrderLedger;
  /** Its values in money columns the mapping leaves unread (the money check names them). */
  unread?: UnreadValue[];
  order?: Order;
  /** For an order with problems: what was read, for a person to fix. */
  draft?: LooseOrder;
  skipped: boolean;
}

/** An order as read, before checking: numbers where they could be read, the cell's text where not. */
interface LooseOrder {
  referralCode: string;
  orderId: string;
  timestamp?: string | number;
  products: Record<string, string | number>[];
  [field: string]: unknown;
}

/** Choices that change how a file is read; changing one re-checks every order. */
export interface BuildSettings extends TaxChoice {
  /** A built-in preset whose money, status and date rules apply. */
  presetId?: string;
  /** Zone-less times are read in this IANA zone (UTC when the header says so). */
  sourceTimeZone: string;
  /** The order time column's format; undefined: inferred from all its values. */
  dateFormat?: DateFormat;
  /** Zones a person chose for the zone column's names the console does not know (name -> zone). */
  zoneAnswers?: Readonly<Record<string, string>>;
  /** Drop lines repeated identically inside an order (overlapping exports). */
  keepFirstRepeatedLines?: boolean;
  /** How partly refunded orders are sent; undefined: net of their refund. */
  refunds?: RefundChoice;
  /**
   * Orders without a referral code (organic sales) are left out, as a status the filter lists,
   * instead of held for a code: never given to an affiliate by a default.
   */
  leaveOutNoAffiliate?: boolean;
  /** What a person answered the values of type and status columns mean (kept with the preset). */
  valueAnswers?: ValueAnswers;
  /**
   * Whether the order tax includes tax on shipping, where the file does not say;
   * undefined: those orders are held until a person answers.
   */
  shippingTax?: ShippingTaxAnswer;
}

/** The status an order without a referral code takes when a person leaves those out. */
const NO_AFFILIATE: Pick<OrderStatus, 'key' | 'reason'> = {
  key: 'no affiliate',
  reason: 'no referral code (never given to an affiliate)',
};

export interface BuildSummary {
  presetId?: string;
  /** Prices include tax, for the whole file (undefined choices: as the file shows). */
  pricesIncludeTax: TaxBasis;
  /** With two or more currencies: each currency's basis, which its orders take. */
  taxByCurrency?: CurrencyTaxBasis[];
  date?: {
    column: string;
    format?: DateFormat;
    candidates: DateFormat[];
    inferred?: DateFormat;
    zoneless: boolean;
    utcHeader: boolean;
  };
  /** The zone column's names the console does not know: each asked once, for all its rows. */
  zoneQuestions?: ZoneQuestion[];
  mainCurrency?: string;
  statuses: { key: string; count: number; settled: boolean; never?: boolean }[];
  /** Orders refunded in part (or said to be without an amount): the refund choice shows when any. */
  partRefunds: number;
  /**
   * Orders whose tax may or may not include tax on shipping (./money/money
   * shippingTaxUnknown), whatever their status: the shipping tax question shows when any.
   */
  shippingTaxUnstated: number;
  /** Money columns the mapping leaves unread, with the field each reads as, or the preset's note. */
  unread: Omit<UnreadColumn, 'index'>[];
  /** Values of type and status columns, each with its count and meaning (./value-questions). */
  questions: ColumnQuestions[];
}

const cents = (n: number) => Math.round(n * 100);

/** What finishing an order needs beyond reading it. */
interface Context extends ReadContext {
  /** The file gives some tax figure (or the preset works tax out): products carry tax. */
  taxKnown: boolean;
  refunds: RefundChoice;
  unread: readonly UnreadColumn[];
  shippingTax?: ShippingTaxAnswer;
  /** Counted while finishing: orders whose shipping tax the file leaves unsaid. */
  tally: { shippingTaxUnstated: number };
}

/** The products and the wire order for one read order, given its currency's tax basis. */
function finish(
  r: OrderRead,
  basis: TaxBasis,
  ctx: Context,
): Omit<ImportedOrder, 'index' | 'status' | 'skipped'> {
  const { errors, problems, warnings } = r;
  const { taxKnown } = ctx;
  // First: its problems come before finishing's, as if read with the rest of the order.
  const { draft, rawCommission } = readOrderDraft(r, ctx.cell);
  let shipping: number | undefined;
  let products: ProductDraft[];
  let orderStatus = r.orderStatus;
  let figures: Parameters<typeof crossCheck>[2] = { difference: 0 };
  if (orderStatus.hold !== undefined && orderStatus.settled) {
    errors.status = `Held for a person: ${orderStatus.hold}.`;
    problems.push({ cause: 'status-held', detail: orderStatus.hold });
  }
  const ledger: OrderLedger = {
    gross: r.fileTotal === undefined ? 0 : cents(r.fileTotal),
    goods: 0,
    shipping: 0,
    shippingTax: 0,
    duties: 0,
    refund: 0,
  };
  if (r.money) {
    // A column saying so per order wins over the file's majority, but not over the user's
    // switch; an answer to the question (the column did not tell) is for unflagged orders.
    const ownFlag = r.grossFlag;
    const inclusive =
      ownFlag !== undefined && (basis.from !== 'you' || basis.unknown) ? ownFlag : basis.value;
    // Set on the read order rather than on a copy of it: nothing reads it after this.
    r.money.pricesIncludeTax = inclusive;
    const m = computeMoney(r.money, ctx.preset?.money);
    shipping = m.shipping;
    const money = r.money;
    let lines: ProductMoney[] = m.products;
    const refund = refundOutcome(m.products, r.orderStatus, ctx.refunds);
    if (refund.kind === 'net') {
      lines = refund.products;
      ledger.refund = cents(refund.refund);
    } else if (refund.kind === 'left-out') orderStatus = refund.status;
    else if (refund.kind === 'hold') errors.refund = refund.error;
    else if (refund.kind === 'as-ordered')
      draft.metadata = { ...draft.metadata, refunded: refund.refunded };
    if (refund.kind !== 'none' && refund.kind !== 'left-out') problems.push(refund.problem);
    if (refund.kind === 'net' || refund.kind === 'as-ordered') warnings.push(refund.warning);
    ledger.goods = lines.reduce((sum, p) => sum + cents(p.total), 0);
    ledger.shippingTax = cents(m.shippingTax);
    ledger.shipping = cents(m.shipping) - ledger.shippingTax;
    ledger.duties = cents(m.duties);
    if (r.fileTotal === undefined)
      ledger.gross =
        ledger.goods + ledger.shipping + ledger.shippingTax + ledger.duties + ledger.refund;
    products = lines.map((p, i): ProductDraft => {
      const d = r.describe[i] ?? { id: '', name: '', quantity: 1 };
      const line = money.lines[i];
      // A line the file gives no tax for, in an order without one, has no tax to send.
      const lineTaxKnown =
        taxKnown &&
        !(
          line &&
          line.tax === undefined &&
          line.total === undefined &&
          line.taxRatePercent === undefined &&
          money.tax === undefined
        );
      const name = d.id === '' && d.name === '' ? `Order ${r.orderId}` : d.name;
      // Two literals rather than a spread of a throwaway object: this runs per line.
      return lineTaxKnown
        ? { id: d.id, name, quantity: d.quantity, subTotal: p.subTotal, tax: p.tax, total: p.total }
        : { id: d.id, name, quantity: d.quantity, subTotal: p.total, total: p.total };
    });
    const rec = m.reconciliation;
    figures = {
      difference:
        rec.ok || rec.against === 'negative'
          ? remainderOf(ledger)
          : cents(rec.fileFigure) - cents(rec.productsTotal),
      ...(ctx.preset?.money?.taxFromRemainder && money.subtotal !== undefined
        ? { remainderTax: m.products.reduce((s, p) => s + cents(p.tax), 0) }
        : {}),
    };
    const lineMismatch = lineFigureMismatch(
      money,
      ctx.preset?.money,
      basis.from !== 'default' || ownFlag !== undefined,
    );
    // Only while nothing in the file tells: the other reading is worked out to compare. An
    // order whose own stated figures rule the other reading out is not asked.
    const other =
      basis.unknown && ownFlag === undefined
        ? computeMoney({ ...money, pricesIncludeTax: !inclusive }, ctx.preset?.money)
        : undefined;
    const apart =
      other && !(m.reconciliation.ok && ruledOut(other))
        ? readingsApart(m, other, inclusive)
        : undefined;
    // Counted whatever the answer, so the question stays on the page once answered.
    if (apart !== undefined) basis.unstated++;
    if (lineMismatch !== undefined && orderStatus.settled) {
      // The file's own figures disagree: whichever the money rule read, one of them is wrong.
      errors.money = lineMismatch;
      problems.push({ cause: 'unreconciled', detail: lineMismatch });
    } else if (!rec.ok && rec.against === 'negative') {
      const negative = firstNegative(m.products);
      errors.money = `${negative}: a product’s subtotal, tax or total cannot be negative.`;
      problems.push({ cause: 'negative', detail: negative });
    } else if (!rec.ok) {
      const words = disagreementInWords(rec);
      errors.money = words.text;
      problems.push({ cause: 'unreconciled', detail: words.detail });
    } else if (remainderOf(ledger) !== 0 && orderStatus.settled) {
      // The money check's rule: cents the file's figures do not explain hold the order.
      const rest = formatCents(remainderOf(ledger));
      errors.money = `The file’s total leaves ${rest} that is neither products, shipping, tax nor refund.`;
      problems.push({ cause: 'unreconciled', detail: rest });
    } else if (apart !== undefined && basis.from === 'default') {
      // Nothing in the file tells whether its prices include tax, and this order's
      // figures differ by it. Held whatever its status, like the shipping question.
      errors.money = `The file does not say whether its prices include tax, and this order’s figures differ by it. ${apart}. Choose under “Prices include tax”.`;
      problems.push({ cause: 'tax-basis-unknown', detail: apart });
    } else if (m.shippingTaxUnknown && !ctx.shippingTax) {
      // Both readings add up to the file's total; only the products' tax differs. Held
      // whatever its status: an order left out by status may still be ticked and sent.
      // The tax as the money rule read it: Etsy's is what the total leaves, in no column.
      const tax = money2(m.shippingTaxUnknown.orderTax);
      errors.money = `The order’s tax of ${tax} may include tax on its ${money2(money.shipping ?? 0)} shipping; the file does not say. Choose under “Tax on shipping”.`;
      problems.push({
        cause: 'shipping-tax-unknown',
        detail: `${tax} tax, ${money2(money.shipping ?? 0)} shipping`,
      });
    }
    // Counted whatever the answer and status, so the question stays on the page once answered.
    if (m.shippingTaxUnknown) ctx.tally.shippingTaxUnstated++;
  } else {
    products = r.describe.map(({ id, name, quantity }) => ({ id, name, quantity }));
  }

  const net = ctx.preset?.netOfFees;
  const feeMismatch =
    net && netOfFeesMismatch(r.group.data, ctx.column, net, ctx.preset?.money?.minorUnits);
  if (feeMismatch && orderStatus.settled) {
    errors.money = errors.money ? `${errors.money} ${feeMismatch}` : feeMismatch;
    if (!problems.some((p) => p.cause === 'unreconciled'))
      problems.push({ cause: 'unreconciled', detail: feeMismatch });
  }
  const cross = crossCheck(ctx.unread, r.group.data, figures);
  if (cross.finding && orderStatus.settled) {
    errors.money = errors.money ? `${errors.money} ${cross.finding.text}` : cross.finding.text;
    const i = problems.findIndex((p) => p.cause === 'unreconciled');
    if (i >= 0) problems.splice(i, 1);
    problems.push({ cause: 'unread-column', detail: cross.finding.column });
  }
  // Completed in place rather than copied (once per order): finish runs once per read.
  draft.products = products;
  const built = toOrder(draft);
  if (!built.ok)
    for (const [path, message] of Object.entries(built.errors)) {
      if (errors[path] !== undefined) continue;
      errors[path] = message;
      if (path === 'referralCode') {
        if (!problems.some((p) => p.cause === 'no-referral' || p.cause === 'referral-unmatched'))
          problems.push({ cause: 'no-referral' });
      } else if (!/subTotal|tax|total/.test(path) || !problems.some((p) => p.cause === 'negative'))
        problems.push({ cause: 'field', detail: labelOf(path) });
    }
  const order: Order | undefined = built.ok && !hasKeys(errors) ? built.order : undefined;
  const out: Omit<ImportedOrder, 'index' | 'status' | 'skipped'> = {
    rows: r.group.rows,
    code: draft.referralCode.trim(),
    orderId: r.orderId.trim(),
    errors,
    warnings,
    problems,
    orderStatus,
    ledger,
  };
  // Assigned, not spread from throwaway objects (once per order); the keys keep their order.
  if (r.currency) out.currency = r.currency;
  if (shipping !== undefined) out.shipping = shipping;
  if (cross.values.length > 0) out.unread = cross.values;
  if (order) out.order = order;
  else out.draft = looseOrder(r, draft, rawCommission, ctx.cell);
  return out;
}

/** The first figure below zero, in words: "product 2’s tax would be -0.40". */
function firstNegative(products: readonly ProductMoney[]): string {
  for (const [i, p] of products.entries())
    for (const key of ['subTotal', 'tax', 'total'] as const)
      if (p[key] < 0)
        return `Product ${String(i + 1)}’s ${key === 'subTotal' ? 'subtotal' : key} would be ${money2(p[key])}`;
  return 'A product figure would be negative';
}

/** Object.keys(o).length > 0 without the array. */
function hasKeys(o: object): boolean {
  for (const _ in o) return true;
  return false;
}

/** The money cells the edit box reads back (its rule: no subtotal but a price -> price × quantity). */
const EDITABLE_CELLS = [
  ['price', 'product.price'],
  ['subTotal', 'product.subTotal'],
  ['tax', 'product.tax'],
  ['total', 'product.total'],
] as const;

function looseCells(row: Row, cell: CellReader) {
  const out: Record<string, string> = {};
  for (const [key, field] of EDITABLE_CELLS) {
    const raw = cell(row, field);
    if (raw !== '') out[key] = raw;
  }
  return out;
}

/** What was read, for a person to fix in the preview's edit box: numbers where read, else the cell's text. */
function looseOrder(
  r: OrderRead,
  draft: OrderDraft,
  rawCommission: string,
  cell: CellReader,
): LooseOrder {
  const products = draft.products.map((p, i) => {
    const loose: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(p) as [string, string | number | undefined][])
      if (value !== undefined) loose[key] = value;
    const line = r.describe[i];
    const raw = line?.quantityRaw ?? '';
    if (p.quantity === undefined && raw !== '') loose.quantity = raw;
    // Without the money rule (a cell could not be read) the cells go as written.
    if (!r.money && line)
      for (const [key, text] of Object.entries(looseCells(line.row, cell))) {
        const n = readNumber(text);
        loose[key] = n.ok && n.value !== undefined ? n.value : text;
      }
    return loose;
  });
  return {
    referralCode: draft.referralCode,
    orderId: draft.orderId,
    timestamp: draft.timestamp ?? r.rawTimestamp,
    products,
    customer: draft.customer,
    coupons: draft.coupons?.map((c) => c.trim()).filter(Boolean),
    paid: draft.paid,
    commission: draft.commission ?? rawCommission,
    notes: draft.notes,
    ...(draft.metadata ? { metadata: draft.metadata } : {}),
  };
}

const DEFAULT_SETTINGS: BuildSettings = { sourceTimeZone: 'UTC' };

/**
 * All orders in the file, and what the preview says about the file. Duplicates
 * (an ID repeated in the file, or already sent on this connection) are flagged
 * and skipped until a person includes them.
 */
export function buildOrdersWithSummary(
  headers: readonly string[],
  rows: readonly Row[],
  mapping: Mapping,
  alreadySent: ReadonlySet<string> = new Set(),
  settings: BuildSettings = DEFAULT_SETTINGS,
  /** Windows and Rails zone names (./zone-names loadZoneNames), when the file has a zone column. */
  zoneNames?: ZoneNames,
): { orders: ImportedOrder[]; summary: BuildSummary } {
  const preset = presetById(settings.presetId);
  const cell = cellReader(headers, mapping, preset);
  const column = columnReader(headers);
  const mapped = mappedFields(headers, mapping);
  const objectColumn = headers.indexOf(OBJECT_COLUMN);
  const skip = preset?.skipRow
    ? (row: Row) => preset.skipRow?.((h) => column(row, h)) === true
    : () => false;
  const questions = fileQuestions(headers, mapping, preset, settings.valueAnswers);
  const groups = splitByMeaning(
    groupRows(rows, cell, skip, objectColumn, settings.keepFirstRepeatedLines === true),
    (row) => rowMeaning(questions.columns, questions.answers, (h) => column(row, h)),
  );

  const timeSource = mapping.timestamp;
  let date: BuildSummary['date'];
  let zone = settings.sourceTimeZone;
  if (mapped.has('timestamp') && timeSource && timeSource.kind !== 'none') {
    const name = timeSource.kind === 'constant' ? 'the value for all rows' : timeSource.column;
    const withTime = mapped.has('timeOfDay');
    const values = rows
      .filter((r) => !skip(r))
      .map((r) =>
        withTime ? `${cell(r, 'timestamp')} ${cell(r, 'timeOfDay')}` : cell(r, 'timestamp'),
      );
    const inferred = inferDateFormat(values, preset?.dateFormatHint);
    const utcHeader = timeSource.kind === 'column' && headerSaysUtc(timeSource.column);
    if (utcHeader) zone = 'UTC';
    const format = settings.dateFormat ?? inferred.format;
    date = {
      column: name,
      ...(format ? { format } : {}),
      ...(inferred.format ? { inferred: inferred.format } : {}),
      candidates: inferred.candidates,
      zoneless: inferred.zoneless && !mapped.has('rowTimeZone'),
      utcHeader,
    };
  }
  const rowZones = mapped.has('rowTimeZone')
    ? readRowZones(
        rows.filter((r) => !skip(r)).map((r) => cell(r, 'rowTimeZone')),
        settings.zoneAnswers,
        zoneNames,
      )
    : undefined;
  const lookupSource = mapping.referralCode;
  const amounts = amountReaders(cell, mapped);
  const ctx: Context = {
    cell,
    column,
    mapped,
    mapping,
    date,
    zone,
    ...(rowZones ? { rowZones } : {}),
    lines: productLinesReader(cell, mapped),
    amountReaders: amounts,
    dotIsDecimal: dotIsDecimalIn(rows, amounts),
    questions,
    taxKnown: TAX_FIELDS.some((f) => mapped.has(f)) || preset?.money?.taxFromRemainder === true,
    refunds: settings.refunds ?? 'net',
    ...(settings.shippingTax ? { shippingTax: settings.shippingTax } : {}),
    tally: { shippingTaxUnstated: 0 },
    unread: unreadMoneyColumns(headers, rows, mapping, preset, (h) => h === OBJECT_COLUMN),
    ...(preset ? { preset } : {}),
    ...(lookupSource?.kind === 'lookup' ? { lookup: referralLookup(lookupSource.entries) } : {}),
  };

  const reads = applyRefundRows(groups.map((g) => readOrder(g, ctx)));
  // Before the basis is read from the orders' figures: the answer changes what adds up.
  if (settings.shippingTax)
    for (const r of reads) if (r.money) r.money.shippingTaxAnswer = settings.shippingTax;
  const basis = taxBases(reads, settings, mapped, preset);
  const main = mainCurrency(reads.filter((r) => r.orderStatus.settled).map((r) => r.currency));
  const statuses = new Map<string, BuildSummary['statuses'][number]>();

  const orders = reads.map((r, index): ImportedOrder => {
    const o = finish(r, basis.of(r), ctx);
    if (
      settings.leaveOutNoAffiliate &&
      o.orderStatus.settled &&
      o.code === '' &&
      o.problems.some((p) => p.cause === 'no-referral')
    )
      o.orderStatus = { ...NO_AFFILIATE, settled: false };
    const s = statuses.get(o.orderStatus.key) ?? {
      key: o.orderStatus.key,
      count: 0,
      settled: o.orderStatus.settled,
      ...(o.orderStatus.never ? { never: true } : {}),
    };
    s.count++;
    statuses.set(s.key, s);
    if (main && o.currency && o.currency !== main) {
      o.warnings.push(`In ${o.currency}, while most of the file is in ${main}.`);
      o.problems.push({ cause: 'other-currency', detail: o.currency });
    }
    const inFile = repeatedInFile(r.group, objectColumn);
    const sent = alreadySent.has(o.orderId);
    if (inFile) {
      o.warnings.push('This order ID appears more than once in the file; its rows were merged.');
      o.problems.push({ cause: 'in-file-duplicate' });
    }
    if (sent) {
      o.warnings.push(
        'Already sent on this connection, from here or by a colleague (see History).',
      );
      o.problems.push({ cause: 'already-sent' });
      // What was sent is final (the contract has no refund): a later refund is for a person to see.
      const refund = r.orderStatus.refunded;
      if (refund !== undefined || !o.orderStatus.settled)
        o.warnings.push(
          refund !== undefined
            ? `Refunded ${money2(refund)} since; what was sent stays as it was: tell the affiliate’s manager.`
            : `Now ${o.orderStatus.key}; what was sent stays as it was: tell the affiliate’s manager.`,
        );
    }
    if (r.group.repeated.length > 0)
      o.warnings.push(
        settings.keepFirstRepeatedLines
          ? `Repeated lines dropped (rows ${r.group.repeated.join(', ')}).`
          : `Rows ${r.group.repeated.join(', ')} repeat earlier lines of this order.`,
      );
    const status: ImportStatus =
      hasKeys(o.errors) || !o.order ? 'invalid' : inFile || sent ? 'duplicate' : 'valid';
    // `o` is this order's own new object: completed in place rather than copied.
    const done = o as ImportedOrder;
    done.index = index;
    done.status = status;
    done.skipped = status === 'duplicate';
    return done;
  });

  return {
    orders,
    summary: {
      ...(preset ? { presetId: preset.id } : {}),
      pricesIncludeTax: basis.file,
      ...(basis.byCurrency ? { taxByCurrency: basis.byCurrency } : {}),
      ...(date ? { date } : {}),
      ...(rowZones && rowZones.questions.length > 0 ? { zoneQuestions: rowZones.questions } : {}),
      ...(main ? { mainCurrency: main } : {}),
      statuses: [...statuses.values()],
      unread: ctx.unread.map(({ index: _index, ...c }) => c),
      shippingTaxUnstated: ctx.tally.shippingTaxUnstated,
      partRefunds: reads.filter(
        (r) => r.orderStatus.refunded !== undefined || r.orderStatus.refundUnknown === true,
      ).length,
      questions: summariseQuestions(
        questions.columns,
        questions.answers,
        rows.filter((r) => !skip(r)),
        column,
      ),
    },
  };
}

/** The orders alone. */
export function buildOrders(
  headers: readonly string[],
  rows: readonly Row[],
  mapping: Mapping,
  alreadySent: ReadonlySet<string> = new Set(),
  settings: BuildSettings = DEFAULT_SETTINGS,
  zoneNames?: ZoneNames,
): ImportedOrder[] {
  return buildOrdersWithSummary(headers, rows, mapping, alreadySent, settings, zoneNames).orders;
}
