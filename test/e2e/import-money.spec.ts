// Real shop exports, imported with the detected preset and sent to the HTTP mock,
// which records every body: each body must carry the figures in the fixture's
// *.expected.json (written by hand from the platform's documented format), and
// no order the file marks refunded, voided, cancelled, failed or pending goes out.
// A partly refunded order goes out net of its refund. The money check's figures
// are read per currency and checked against the file's own totals, before and
// after sending.
// The browser sits in Los Angeles, as the importer who saw Stripe times move did.
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { addConnection } from './connections';
import { openPart } from './import-parts';

test.use({ timezoneId: 'America/Los_Angeles' });

const mock = `http://127.0.0.1:${mockPorts.plain}`;
const DIR = 'test/fixtures/exports/';

interface Expected {
  orderId: string;
  include: boolean;
  currency: string;
  orderTotal: number;
  partRefunded?: number;
  timestamp: number;
  products: {
    id?: string;
    name?: string;
    quantity: number;
    subTotal: number;
    tax: number;
    total: number;
  }[];
}

interface Received {
  code: string;
  body: {
    orderId: string;
    timestamp?: number;
    paid?: boolean;
    metadata?: { currency?: string };
    products: { quantity: number; subTotal: number; tax?: number; total: number }[];
  };
}

/** Order IDs get a per-run prefix, so a run never meets an ID the mock already recorded. */
const runId = () => `E${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}-`;

interface Case {
  file: string;
  expected: string;
  mimeType: string;
  preset: string;
  /** The fixture's bytes with every order ID prefixed by `run`. */
  bytes: (run: string) => Buffer;
  /** Zone-less times in the file are in this zone (set on the page). */
  zone?: string;
  /** What else the page must show for this file. */
  shows?: (page: Page) => Promise<void>;
}

const text = (file: string, encoding: BufferEncoding, id: RegExp) => (run: string) =>
  Buffer.from(
    readFileSync(DIR + file)
      .toString(encoding)
      .replace(id, `${run}$1`),
    encoding,
  );

/** The XLSX fixture with its Name cells (the order IDs, column A) prefixed. */
function xlsx(run: string): Buffer {
  const book = XLSX.read(readFileSync(`${DIR}shopify-orders.xlsx`));
  const sheet = book.Sheets.Orders;
  if (!sheet) throw new Error('no Orders sheet');
  for (const [ref, cell] of Object.entries(sheet) as [string, XLSX.CellObject][])
    if (/^A\d+$/.test(ref) && ref !== 'A1' && typeof cell.v === 'string') {
      cell.v = run + cell.v;
      delete cell.w;
    }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const CASES: Case[] = [
  {
    file: 'shopify-orders.csv',
    expected: 'shopify-orders',
    mimeType: 'text/csv',
    preset: 'Shopify orders',
    bytes: text('shopify-orders.csv', 'utf8', /^(#\d+)/gm),
    shows: async (page) => {
      // Tax-inclusive EU prices: detected from the totals and shown as a switch.
      await expect(page.getByRole('switch', { name: 'Prices include tax' })).toBeChecked();
      const preview = page.getByRole('region', { name: 'Preview' });
      await expect(preview).toContainText(/refunded \(1\)/);
      await expect(preview).toContainText(/cancelled \(1\)/);
      await expect(preview).toContainText(/voided \(1\)/);
      await expect(preview).toContainText('Net of a 29.00 refund: 47.80.');
      await expect(page.getByLabel('Partly refunded orders')).toHaveValue('net');
    },
  },
  {
    file: 'paypal-activity.csv',
    expected: 'paypal-activity',
    mimeType: 'text/csv',
    preset: 'PayPal activity',
    // Transaction IDs, and the refund rows' references to them.
    bytes: text('paypal-activity.csv', 'utf8', /(?<=")([0-9A-Z]{17})(?=")/g),
    shows: async (page) => {
      const eur = page.getByRole('table', { name: 'EUR' });
      // The invoice memo is not sent: its Website Payment is, once.
      await expect(amountOf(eur, /^Left out: moves no money \(Memo: an invoice sent\)/)).toHaveText(
        '75.00',
      );
      await expect(amountOf(eur, /^Left out: not a sale \(bank deposit\)/)).toHaveText('500.00');
      await expect(amountOf(eur, /^Refunds taken off/)).toHaveText('200.00');
    },
  },
  {
    file: 'stripe-payments.csv',
    expected: 'stripe-payments',
    mimeType: 'text/csv',
    preset: 'Stripe payments',
    bytes: text('stripe-payments.csv', 'utf8', /^((?:ch|py)_)/gm),
    shows: async (page) => {
      // The importer's zone is Los Angeles; the header says UTC, and UTC wins.
      await expect(page.getByLabel('Source of Order time')).toHaveValue('Created date (UTC)');
      await expect(
        page.getByText('Created date (UTC) says UTC, so its times are read as UTC'),
      ).toBeVisible();
      const preview = page.getByRole('region', { name: 'Preview' });
      await expect(preview).toContainText(/failed \(1\)/);
      await expect(preview).toContainText(/refunded \(1\)/);
    },
  },
  {
    file: 'woocommerce-orders.csv',
    expected: 'woocommerce-orders',
    mimeType: 'text/csv',
    preset: 'WooCommerce orders (CSV)',
    // Dates as the exporter writes them on many shops: 2025/12/31 11:23:45.
    bytes: (run) =>
      Buffer.from(
        text(
          'woocommerce-orders.csv',
          'utf8',
          /^(\d+;)/gm,
        )(run)
          .toString('utf8')
          .replace(/"(\d{4})-(\d{2})-(\d{2}) /g, '"$1/$2/$3 '),
      ),
    zone: 'Europe/Berlin',
    shows: async (page) => {
      await openPart(page, 'file');
      await expect(page.getByText(/delimiter ";"/)).toBeVisible();
      await expect(page.getByLabel('Date format of date')).toHaveValue('ymd-slash');
    },
  },
  {
    file: 'windows-1252.csv',
    expected: 'windows-1252',
    mimeType: 'text/csv',
    preset: 'Shopify orders',
    bytes: text('windows-1252.csv', 'latin1', /^(#\d+)/gm),
    shows: async (page) => {
      await expect(page.getByLabel('Encoding')).toHaveValue('windows-1252');
    },
  },
  {
    file: 'shopify-orders.xlsx',
    expected: 'shopify-orders',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    preset: 'Shopify orders',
    bytes: xlsx,
    shows: async (page) => {
      await expect(page.getByLabel('Sheet')).toHaveValue('Orders');
    },
  },
  {
    file: 'shopify-orders.json',
    expected: 'shopify-orders.json',
    mimeType: 'application/json',
    preset: 'Shopify orders (REST JSON)',
    bytes: text('shopify-orders.json', 'utf8', /(?<="name": ")(#\d+)/g),
  },
];

/** The amount cell of a money check line. */
const amountOf = (table: Locator, label: RegExp) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: label }) })
    .getByRole('cell')
    .last();
const cents = (n: number) => Math.round(n * 100);
const amount = (c: number) =>
  `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;

/** Per currency, from the fixture's expected figures: the file's gross and the products sent. */
function figures(want: readonly Expected[]) {
  const by = new Map<string, { gross: number; toSend: number }>();
  for (const w of want) {
    const f = by.get(w.currency) ?? { gross: 0, toSend: 0 };
    f.gross += cents(w.orderTotal);
    if (w.include) f.toSend += w.products.reduce((s, p) => s + cents(p.total), 0);
    by.set(w.currency, f);
  }
  return by;
}

for (const c of CASES) {
  test(`${c.file}: every body sent carries the expected figures; left-out orders are never sent`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const run = runId();
    const want = JSON.parse(
      readFileSync(`${DIR}${c.expected}.expected.json`, 'utf8'),
    ) as Expected[];
    const sent = want.filter((w) => w.include);
    await addConnection(page, { name: 'Direct', baseUrl: mock, key: 'demo-key', remember: true });
    await page.getByRole('link', { name: 'Import' }).click();
    await page
      .getByLabel('Choose file')
      .setInputFiles({ name: c.file, mimeType: c.mimeType, buffer: c.bytes(run) });
    await expect(page.getByText(`Preset: ${c.preset}, detected`)).toBeVisible();
    await page.getByLabel('Source of Referral code').selectOption('One value for all rows');
    await page.getByLabel('Value for all rows: Referral code').fill('ALICE10');
    await page.getByRole('button', { name: 'Check orders' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toBeVisible();
    // The reading and the money tables are one line each until opened.
    await openPart(page, 'reading');
    await openPart(page, 'moneyTables');
    if (c.zone) {
      await page.getByLabel('Source time zone').selectOption(c.zone);
      await expect(preview).toHaveAttribute('aria-busy', 'false');
    }
    await c.shows?.(page);

    // The money check: per currency, the file's gross and the products to send, from the
    // fixture's own figures; nothing left unaccounted for.
    const money = page.getByRole('region', { name: 'Money check' });
    const perCurrency = figures(want);
    for (const [currency, f] of perCurrency) {
      const table = money.getByRole('table', { name: currency });
      await expect(amountOf(table, /^In the file/), `${currency} gross`).toHaveText(
        amount(f.gross),
      );
      await expect(amountOf(table, /^To send/), `${currency} to send`).toHaveText(amount(f.toSend));
      await expect(amountOf(table, /^Not accounted for/), `${currency} remainder`).toHaveText(
        '0.00',
      );
    }

    const send = page.getByRole('button', {
      name: sent.length === 1 ? 'Send 1 order' : `Send ${sent.length} orders`,
    });
    await send.click();
    await expect(page.getByRole('region', { name: 'Sending' })).toContainText(
      `${sent.length} of ${sent.length} answered`,
      { timeout: 30_000 },
    );

    // After sending: what left is what the check said would, and the service refused nothing.
    for (const [currency, f] of perCurrency) {
      const table = page.getByRole('region', { name: 'Money check' }).getByRole('table', {
        name: currency,
      });
      await expect(amountOf(table, /^Sent \(the bodies that left\)/)).toHaveText(amount(f.toSend));
      await expect(amountOf(table, /^Refused by the service/)).toHaveText('0.00');
    }

    const res = await page.request.get(`${mock}/__mock/orders?prefix=${encodeURIComponent(run)}`);
    const bodies = (await res.json()) as Received[];
    // Exactly the settled orders, each once, in any order.
    expect(bodies.map((b) => b.body.orderId.slice(run.length)).sort()).toEqual(
      sent.map((w) => w.orderId).sort(),
    );
    for (const w of sent) {
      const got = bodies.find((b) => b.body.orderId === run + w.orderId);
      expect(got?.code).toBe('ALICE10');
      const body = got?.body;
      expect(body?.timestamp, `${w.orderId} time`).toBe(w.timestamp);
      expect(body?.metadata?.currency, `${w.orderId} currency`).toBe(w.currency);
      expect(body, `${w.orderId} is never paid out by a customer's payment`).not.toHaveProperty(
        'paid',
      );
      expect(
        body?.products.map((p) => ({
          quantity: p.quantity,
          subTotal: p.subTotal,
          tax: p.tax ?? 0,
          total: p.total,
        })),
        `${w.orderId} products`,
      ).toEqual(
        w.products.map((p) => ({
          quantity: p.quantity,
          subTotal: p.subTotal,
          tax: p.tax,
          total: p.total,
        })),
      );
    }
  });
}
