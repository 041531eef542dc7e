// The rewritten import pipeline against the old one (git history, ./old-pipeline):
// random export files (a few rows per order, spoiled cells among them) read as the
// worker reads them, built in every tax and refund setting, must give the same
// orders as sent, the same money check and the same summary, to the cent.
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { FieldKey, FieldSource, Mapping } from '../../src/import/pipeline/fields';
import { createImportSession } from '../../src/import/pipeline/import-session';
import type { BuildSettings, BuildSummary } from '../../src/import/pipeline/rows-to-orders';
import { NO_CURRENCY, type TaxBasis } from '../../src/import/pipeline/money/tax-basis';
import { importOldPipeline } from './old-pipeline';

// ---- The adapter: each side's entry called through one small function. ----------
// When the rewrite changes an entry's signature, this is the part to update.

/** What the test asks of a pipeline: the worker session's calls it uses. */
interface Session {
  parse(request: { text: string; name: string }): Promise<{ headers: string[] }>;
  build(
    mapping: Mapping,
    alreadySent: string[],
    settings: BuildSettings,
  ): Promise<{ summary: unknown; view: { version: number } }>;
  startSend(): Promise<number>;
  nextBatch(id: number): Promise<{ orders: { order?: unknown }[]; last: boolean }>;
  notSent(at: number): Promise<{ list: unknown[]; last: boolean }>;
}

/** One pipeline, as a way to start a session on a file. */
type Pipeline = () => Session;

const newPipeline: Pipeline = () => createImportSession();
let oldPipeline: Pipeline;

beforeAll(async () => {
  const old = (await importOldPipeline()) as { createImportSession: () => Session };
  oldPipeline = () => old.createImportSession();
}, 120_000);

/** Everything one build gives the page and the service, in plain data. */
async function outcome(session: Session, file: ExportFile, settings: BuildSettings) {
  const { summary, view } = await session.build(file.mapping, file.alreadySent, settings);
  // The store's version counts its changes: bookkeeping, not a result.
  const { version: _version, ...shown } = view;
  const sent: unknown[] = [];
  const id = await session.startSend();
  for (let batch = await session.nextBatch(id); ; batch = await session.nextBatch(id)) {
    // The order as the service receives it: JSON.
    for (const o of batch.orders)
      sent.push({
        ...o,
        order: o.order === undefined ? o.order : (JSON.parse(JSON.stringify(o.order)) as unknown),
      });
    if (batch.last) break;
  }
  const notSent: unknown[] = [];
  for (let at = 0; ;) {
    const page = await session.notSent(at);
    notSent.push(...page.list);
    at += page.list.length;
    if (page.last || page.list.length === 0) break;
  }
  return { summary, view: shown, sent, notSent };
}

/**
 * The bases (the file's, under NO_CURRENCY, and each currency's) the new pipeline says
 * otherwise than the old one, with the old one's.
 */
function changedBases(is: BuildSummary, was: BuildSummary) {
  const said = ({ value, from, relevant }: TaxBasis) => JSON.stringify({ value, from, relevant });
  // Asked now (its orders held), or said otherwise.
  const differs = (now: TaxBasis | undefined, old: TaxBasis) =>
    !now || (now.from === 'default' && now.unstated > 0) || said(now) !== said(old);
  const changed: { currency: string; was: TaxBasis }[] = [];
  if (differs(is.pricesIncludeTax, was.pricesIncludeTax))
    changed.push({ currency: NO_CURRENCY, was: was.pricesIncludeTax });
  for (const b of was.taxByCurrency ?? [])
    if (
      differs(
        is.taxByCurrency?.find((n) => n.currency === b.currency),
        b,
      )
    )
      changed.push({ currency: b.currency, was: b });
  return changed;
}

/** The new pipeline's summary, typed (the session's answer is read as unknown). */
const summaryOf = (o: { summary: unknown }) => o.summary as BuildSummary;

// ---- Settings: the file's tax basis × how part refunds go (prices with or without
// tax × net or held are the four the issue names), plus a random extra. ----------

const TAX: { label: string; choice: Pick<BuildSettings, 'pricesIncludeTax'> }[] = [
  { label: 'tax as the file shows', choice: {} },
  { label: 'prices include tax', choice: { pricesIncludeTax: true } },
  { label: 'prices exclude tax', choice: { pricesIncludeTax: false } },
];
const REFUNDS: BuildSettings['refunds'][] = ['net', 'hold', 'as-ordered'];
const SETTINGS: { label: string; settings: BuildSettings }[] = TAX.flatMap((tax) =>
  REFUNDS.map((refunds) => ({
    label: `${tax.label}, refunds ${refunds}`,
    settings: { sourceTimeZone: 'UTC', ...tax.choice, refunds },
  })),
);

const extraSettings: fc.Arbitrary<BuildSettings> = fc.record(
  {
    sourceTimeZone: fc.constantFrom('UTC', 'Europe/Berlin', 'America/Los_Angeles'),
    pricesIncludeTaxByCurrency: fc.dictionary(fc.constantFrom('USD', 'EUR', 'GBP'), fc.boolean()),
    leaveOutNoAffiliate: fc.boolean(),
    keepFirstRepeatedLines: fc.boolean(),
    refunds: fc.constantFrom(...REFUNDS),
    // A preset's money, status and date rules over the test's own mapping.
    presetId: fc.constantFrom('shopify-csv', 'woocommerce-csv', 'etsy', 'stripe', 'paddle'),
  },
  { requiredKeys: ['sourceTimeZone'] },
);

// ---- Random export files. -------------------------------------------------------

const HEADERS = [
  'Order',
  'Code',
  'Coupon',
  'Date',
  'Zone',
  'Currency',
  'Status',
  'Total',
  'Discount',
  'Tax',
  'Shipping',
  'Ship tax',
  'Refunded',
  'Gross',
  'SKU',
  'Item',
  'Qty',
  'Price',
  'Line off',
  'Rate',
  'Line tax',
  'Line total',
] as const;
type Header = (typeof HEADERS)[number];

const col = (column: Header): FieldSource => ({ kind: 'column', column });
/** Fields a mapping may read or leave unread (an unread money column the check names). */
const OPTIONAL: [FieldKey, FieldSource][] = [
  ['timestamp', col('Date')],
  ['rowTimeZone', col('Zone')],
  ['currency', col('Currency')],
  ['financialStatus', col('Status')],
  ['orderTotal', col('Total')],
  ['orderDiscount', col('Discount')],
  ['orderTax', col('Tax')],
  ['shipping', col('Shipping')],
  ['shippingTax', col('Ship tax')],
  ['refundedAmount', col('Refunded')],
  ['coupons', col('Coupon')],
  ['grossPrices', col('Gross')],
  ['product.name', col('Item')],
  ['product.discount', col('Line off')],
  ['product.taxRate', col('Rate')],
  ['product.tax', col('Line tax')],
  ['product.total', col('Line total')],
];
const REFERRAL: FieldSource[] = [
  col('Code'),
  { kind: 'constant', value: 'ALICE10' },
  {
    kind: 'lookup',
    column: 'Coupon',
    entries: [
      ['SAVE10', 'BOB'],
      ['ALICE10', 'ALICE10'],
    ],
  },
];

const mappingArb: fc.Arbitrary<Mapping> = fc
  .record({
    referral: fc.constantFrom(...REFERRAL),
    price: fc.boolean(),
    optional: fc.subarray(OPTIONAL),
  })
  .map(({ referral, price, optional }) => ({
    orderId: col('Order'),
    referralCode: referral,
    'product.id': col('SKU'),
    'product.quantity': col('Qty'),
    ...(price ? { 'product.price': col('Price') } : {}),
    ...Object.fromEntries(optional),
  }));

const money = (c: number) => (c / 100).toFixed(2);
const pad = (n: number) => String(n).padStart(2, '0');

const when = fc
  .record({
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    form: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ month, day, hour, form }) => {
    const [m, d, h] = [pad(month), pad(day), pad(hour)];
    return [
      `2026-${m}-${d} ${h}:15`,
      `2026-${m}-${d}T${h}:15:00+02:00`,
      `2026-${m}-${d}T${h}:15:00Z`,
      `${d}/${m}/2026 ${h}:15`,
      `${m}/${d}/2026`,
      'soon',
      '',
    ][form] as string;
  });

const line = fc.record({
  sku: fc.constantFrom('SKU-1', 'SKU-2', 'SKU-3', ''),
  item: fc.constantFrom('Mug', 'T-shirt, large', 'Poster "A2"', ''),
  quantity: fc.integer({ min: 1, max: 5 }),
  priceCents: fc.integer({ min: 1, max: 20_000 }),
  lineOffPermille: fc.constantFrom(0, 0, 100, 250),
});

const order = fc.record({
  id: fc.integer({ min: 1, max: 30 }),
  code: fc.constantFrom('ALICE10', 'bob', ' CAROL ', '', 'ZED-99'),
  coupon: fc.constantFrom('', 'SAVE10', 'ALICE10'),
  date: when,
  zone: fc.constantFrom('', 'Europe/Berlin', 'Eastern Time (US & Canada)', 'Mars/Olympus'),
  currency: fc.constantFrom('USD', 'USD', 'EUR', 'GBP', ''),
  status: fc.constantFrom('paid', 'paid', 'refunded', 'partially_refunded', 'pending', ''),
  gross: fc.constantFrom('', 'yes', 'no'),
  lines: fc.array(line, { minLength: 1, maxLength: 3 }),
  orderOffPermille: fc.constantFrom(0, 0, 50, 200),
  ratePercent: fc.constantFrom(0, 7, 19, 20),
  inclusive: fc.boolean(),
  shippingCents: fc.constantFrom(0, 0, 495, 1_000),
  shippingTaxed: fc.boolean(),
  refundPermille: fc.constantFrom(0, 0, 0, 300, 1_000),
});
type GenOrder = typeof order extends fc.Arbitrary<infer T> ? T : never;

/** One order's rows, its figures worked out in cents so most orders add up. */
function rowsOf(o: GenOrder): string[][] {
  const r = o.ratePercent / 100;
  const taxOf = (c: number) => Math.round(o.inclusive ? c - c / (1 + r) : c * r);
  const lines = o.lines.map((l) => {
    const gross = l.priceCents * l.quantity;
    const off = Math.floor((gross * l.lineOffPermille) / 1000);
    const net = gross - off;
    const tax = taxOf(net);
    return { ...l, off, net, tax, total: net + (o.inclusive ? 0 : tax) };
  });
  const before = lines.reduce((s, l) => s + l.net, 0);
  const orderOff = Math.floor((before * o.orderOffPermille) / 1000);
  const productTax = taxOf(before - orderOff);
  const goods = before - orderOff + (o.inclusive ? 0 : productTax);
  const shippingTax = o.shippingTaxed ? Math.round(o.shippingCents * r) : 0;
  const total = goods + o.shippingCents + shippingTax;
  const refund = Math.floor((goods * o.refundPermille) / 1000);
  return lines.map((l, i) => {
    const head: Record<Header, string> = {
      Order: `#10${o.id}`,
      Code: o.code,
      Coupon: o.coupon,
      Date: o.date,
      Zone: o.zone,
      Currency: o.currency,
      Status: o.status,
      Total: money(total),
      Discount: money(orderOff),
      Tax: money(productTax + shippingTax),
      Shipping: money(o.shippingCents),
      'Ship tax': money(shippingTax),
      Refunded: refund > 0 ? money(refund) : '',
      Gross: o.gross,
      SKU: l.sku,
      Item: l.item,
      Qty: String(l.quantity),
      Price: money(l.priceCents),
      'Line off': money(l.off),
      Rate: `${o.ratePercent}%`,
      'Line tax': money(l.tax),
      'Line total': money(l.total),
    };
    // Later lines leave the order's own cells blank, as Shopify's export does.
    const orderCells = new Set<Header>(['Total', 'Discount', 'Tax', 'Shipping', 'Ship tax']);
    return HEADERS.map((h) => (i > 0 && orderCells.has(h) ? '' : head[h]));
  });
}

const SPOILED = ['', 'n/a', '12,34,5', '-3.00', '1e3', ' 7.50 ', '€12.00', '(4.00)', '0'];
const spoil = fc.record({
  row: fc.nat(),
  column: fc.nat({ max: HEADERS.length - 1 }),
  value: fc.constantFrom(...SPOILED),
});

/** Columns every file has, read or not. */
const ALWAYS = new Set<Header>(['Order', 'Code', 'Coupon', 'SKU', 'Item', 'Qty', 'Price', 'Date']);

const csvCell = (s: string) => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

interface ExportFile {
  csv: string;
  mapping: Mapping;
  alreadySent: string[];
}

const fileArb: fc.Arbitrary<ExportFile> = fc
  .record({
    orders: fc.array(order, { minLength: 1, maxLength: 6 }),
    spoils: fc.array(spoil, { maxLength: 4 }),
    mapping: mappingArb,
    /** Now and then a money column the mapping leaves unread (the check names it). */
    unread: fc.option(fc.constantFrom(...HEADERS), { freq: 3 }),
    alreadySent: fc.subarray(['#101', '#102', '#103']),
  })
  .map(({ orders, spoils, mapping, unread, alreadySent }) => {
    const rows = orders.flatMap(rowsOf);
    for (const s of spoils) {
      const row = rows[s.row % rows.length];
      if (row) row[s.column] = s.value;
    }
    // The file has the columns the mapping reads, and perhaps one more.
    const read = new Set(
      Object.values(mapping).map((source) => 'column' in source && source.column),
    );
    const kept = HEADERS.flatMap((h, i) =>
      ALWAYS.has(h) || read.has(h) || h === unread ? [i] : [],
    );
    const table = [[...HEADERS], ...rows].map((r) => kept.map((i) => r[i] ?? ''));
    const csv = table.map((r) => r.map(csvCell).join(',')).join('\n');
    return { csv, mapping, alreadySent };
  });

// ---- The property. ----------------------------------------------------------------

/** How many times a build's result holds an order for a value of a type or status column. */
const heldForValues = (result: unknown) =>
  JSON.stringify(result).match(/means is not known|is held for a person, as answered/g)?.length ??
  0;

/**
 * Where the pipeline now differs from the old one on purpose (found in review on 2026-12-01):
 * an order whose only money figure, its total, is empty is held ("no-amount") where the old
 * one sent 0.00, a made-up value; and a later row of an order whose type or status value is
 * not understood (or held as answered) holds the order, where the old one read the first
 * row's alone. Such a build is left out of the comparison.
 */
const differsOnPurpose = (is: { summary: unknown }, was: { summary: unknown }, file: ExportFile) =>
  JSON.stringify(is).includes('"no-amount"') ||
  // 2026-12-02: lines with only a total share the order's tax (the old split gave them none,
  // and sent each total as its subtotal).
  (file.mapping['product.total'] !== undefined &&
    file.mapping['product.subTotal'] === undefined &&
    file.mapping['product.tax'] === undefined &&
    file.mapping.orderTax !== undefined) ||
  // 2026-12-02: lines' rates are read beside an order tax (the old split overruled them).
  (file.mapping['product.taxRate'] !== undefined &&
    (file.mapping.orderTax !== undefined || JSON.stringify(is).includes('tax rates give'))) ||
  heldForValues(is) > heldForValues(was) ||
  // 2026-12-02: what tells the tax basis changed: an empty or evenly split gross-price
  // column, a tie in the orders' figures, and orders without a currency in a file of two,
  // say nothing (asked); an order without a total that fits one reading only tells.
  [summaryOf(is).pricesIncludeTax, ...(summaryOf(is).taxByCurrency ?? [])].some(
    (b, i) =>
      b.from !==
      [summaryOf(was).pricesIncludeTax, ...(summaryOf(was).taxByCurrency ?? [])][i]?.from,
  ) ||
  // …and in a file of two currencies, the file's basis is that of the orders without one.
  (summaryOf(is).taxByCurrency !== undefined &&
    JSON.stringify(summaryOf(is).pricesIncludeTax) !==
      JSON.stringify(summaryOf(was).pricesIncludeTax)) ||
  // 2026-12-02: the tax basis asked per currency (one currency's is answered above).
  JSON.stringify(is).includes('"tax-basis-unknown"') ||
  // 2026-12-02: a negative product figure is named ("Product 1’s tax would be -0.40")
  // where the old pipeline said "-0.40 vs 12.00" of the products' sum and the total.
  JSON.stringify(is).includes('"cause":"negative"');

it('gives the old pipeline’s orders, money check and summary on random files, in every tax and refund setting', async () => {
  let compared = 0;
  let leftOut = 0;
  await fc.assert(
    fc.asyncProperty(fileArb, extraSettings, async (file, extra) => {
      const older = oldPipeline();
      const newer = newPipeline();
      const input = { text: file.csv, name: 'orders.csv' };
      expect((await newer.parse(input)).headers).toEqual((await older.parse(input)).headers);
      for (const { label, settings } of [...SETTINGS, { label: 'random', settings: extra }]) {
        const was = await outcome(older, file, settings);
        // The old pipeline read an order's one tax figure as the products' alone; the new one
        // asks (money.ts shippingTaxUnknown), and reads it so when answered 'products'.
        let is = await outcome(newer, file, { ...settings, shippingTax: 'products' });
        // What tells the tax basis changed on purpose (2026-12-02): nothing telling is asked,
        // not read as "without"; an empty or evenly split gross-price column and a tie in the
        // orders' figures tell nothing; an order without a total that fits one reading only
        // tells. Where the new basis is not the old one, the new pipeline is given the old
        // reading as an answer and its basis is said as the old one said it: every order,
        // figure and money-check line must then be the same.
        const changed = changedBases(summaryOf(is), summaryOf(was));
        if (
          settings.pricesIncludeTax === undefined &&
          settings.pricesIncludeTaxByCurrency === undefined &&
          changed.length > 0
        ) {
          is = await outcome(newer, file, {
            ...settings,
            shippingTax: 'products',
            // One currency: the file's answer; two or more: each currency's (and NO_CURRENCY's).
            ...(summaryOf(was).taxByCurrency
              ? {
                  pricesIncludeTaxByCurrency: Object.fromEntries(
                    changed.map((c) => [c.currency, c.was.value]),
                  ),
                }
              : { pricesIncludeTax: changed[0]?.was.value }),
          });
          const summary = summaryOf(is);
          for (const c of changed) {
            const said = { ...c.was, unknown: false, unstated: 0 };
            if (c.currency === NO_CURRENCY) summary.pricesIncludeTax = said;
            else
              summary.taxByCurrency = summary.taxByCurrency?.map((b) =>
                b.currency === c.currency ? { ...said, currency: c.currency } : b,
              );
          }
        }
        const summary: Partial<BuildSummary> = summaryOf(is);
        delete summary.shippingTaxUnstated;
        // The old basis said nothing of whether the file tells (2026-12-02).
        for (const b of [summaryOf(is).pricesIncludeTax, ...(summaryOf(is).taxByCurrency ?? [])]) {
          const old: Partial<TaxBasis> = b;
          delete old.unknown;
          delete old.unstated;
        }
        if (differsOnPurpose(is, was, file)) {
          leftOut++;
          continue;
        }
        compared++;
        expect(is, `${label}: ${JSON.stringify(settings)}`).toEqual(was);
      }
    }),
    { seed: 20261128, numRuns: 150 },
  );
  // The comparison still covers most builds.
  // 938 of 1,500 on 2026-12-02, after three money rules changed on purpose that day; 911
  // once what tells the tax basis changed (builds whose basis changed compared as answered).
  expect(compared).toBeGreaterThan(1.5 * leftOut);
  // A few seconds alone; well under this on a machine loaded at 8–10.
}, 120_000);
