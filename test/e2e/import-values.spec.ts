// Row types the page asks about (issue 32), in the built app against the HTTP mock: a Stripe
// balance history (charges, refund rows sharing their charge's ID, payouts, a payout failure,
// a fee, an adjustment nobody documents) and a Square transactions file (payments with tips
// and discounts, Refund rows sharing their payment's Transaction ID). The questions panel
// lists each value with its count; the adjustment is answered; every body that arrives is
// checked against the fixture's *.expected.json, and the money check is read per currency.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { expectNoAxeViolations } from './axe';
import { addConnection } from './connections';
import { openPart } from './import-parts';

const mock = `http://127.0.0.1:${mockPorts.plain}`;
const DIR = 'test/fixtures/exports/';

interface Expected {
  orderId: string;
  include: boolean;
  currency: string;
  orderTotal: number;
  timestamp: number;
  products: { quantity: number; subTotal: number; tax: number; total: number }[];
}
interface Received {
  code: string;
  body: {
    orderId: string;
    timestamp?: number;
    metadata?: { currency?: string };
    products: { quantity: number; subTotal: number; tax?: number; total: number }[];
  };
}

const cents = (n: number) => Math.round(n * 100);
const amount = (c: number) =>
  `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
const amountOf = (table: Locator, label: RegExp) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: label }) })
    .getByRole('cell')
    .last();

/** The questions panel at 1280 and 360 px, for a person to look at. */
async function shots(page: Page, name: string, part: Locator) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface Case {
  file: string;
  preset: string;
  ids: RegExp;
  /** What a person sets and answers on the page for this file. */
  setUp: (page: Page, questions: Locator) => Promise<void>;
}

const CASES: Case[] = [
  {
    file: 'stripe-balance-history.csv',
    preset: 'Stripe balance history',
    ids: /((?:ch|py|po|du)_[0-9A-Za-z]*RbB\d+)/g,
    setUp: async (page, questions) => {
      const table = questions.getByRole('table', { name: 'Values in “Type”' });
      const row = (value: string) =>
        table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: value, exact: true }) });
      await expect(row('charge')).toContainText('4');
      await expect(row('refund')).toContainText('3');
      await expect(row('payout')).toContainText('Never an order');
      await expect(row('payout_failure')).toContainText('Never an order');
      await expect(row('stripe_fee')).toContainText('Never an order');
      await expect(questions.getByRole('status')).toHaveText(
        '1 value not answered yet: 1 row held until you say what it means.',
      );
      await shots(page, 'value-questions-unanswered', questions);
      await questions
        .getByRole('combobox', { name: 'Meaning of “adjustment” in Type' })
        .selectOption('Not a sale (left out)');
      await expect(questions.getByRole('status')).toHaveText('Every value has a meaning.');
      await expect(page.getByRole('region', { name: 'Preview' })).toHaveAttribute(
        'aria-busy',
        'false',
      );
      await shots(page, 'value-questions-answered', questions);
    },
  },
  {
    file: 'square-transactions.csv',
    preset: 'Square transactions',
    ids: /(SQ8aT0\d)/g,
    setUp: async (_page, questions) => {
      const table = questions.getByRole('table', { name: 'Values in “Event Type”' });
      await expect(
        table.getByRole('combobox', { name: 'Meaning of “Refund” in Event Type' }),
      ).toHaveValue('refund');
      await expect(questions.getByRole('status')).toHaveText('Every value has a meaning.');
    },
  },
];

for (const c of CASES) {
  test(`${c.file}: values asked, refunds netted, money out never sent; bodies match the file`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const run = `VQ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}-`;
    const want = JSON.parse(
      readFileSync(DIR + c.file.replace('.csv', '.expected.json'), 'utf8'),
    ) as Expected[];
    const sent = want.filter((w) => w.include);
    const bytes = Buffer.from(readFileSync(DIR + c.file, 'utf8').replace(c.ids, `${run}$1`));

    await addConnection(page, { name: 'Direct', baseUrl: mock, key: 'demo-key', remember: true });
    await page.getByRole('link', { name: 'Import' }).click();
    await page
      .getByLabel('Choose file')
      .setInputFiles({ name: c.file, mimeType: 'text/csv', buffer: bytes });
    await expect(page.getByText(`Preset: ${c.preset}, detected`)).toBeVisible();
    await page.getByLabel('Source of Referral code').selectOption('One value for all rows');
    await page.getByLabel('Value for all rows: Referral code').fill('ALICE10');
    if (c.file.startsWith('square')) {
      // Square's export has no currency column; its zone names are read by the zones work:
      // until then the file's one zone is the source time zone.
      await page.getByLabel('Source of Currency').selectOption('One value for all rows');
      await page.getByLabel('Value for all rows: Currency').fill('USD');
      await page.getByLabel('Source of Time zone of each row').selectOption('Not mapped');
    }
    await page.getByRole('button', { name: 'Check orders' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toHaveAttribute('aria-busy', 'false');
    if (c.file.startsWith('square')) {
      await openPart(page, 'reading');
      await page.getByLabel('Source time zone').selectOption('America/New_York');
      await expect(preview).toHaveAttribute('aria-busy', 'false');
    }
    const questions = page.getByRole('region', { name: 'What the values mean' });
    await c.setUp(page, questions);
    await expectNoAxeViolations(page, `the value questions of ${c.file}`);

    await openPart(page, 'moneyTables');
    const money = page.getByRole('region', { name: 'Money check' });
    const by = new Map<string, { gross: number; toSend: number }>();
    for (const w of want) {
      const f = by.get(w.currency) ?? { gross: 0, toSend: 0 };
      f.gross += cents(w.orderTotal);
      if (w.include) f.toSend += w.products.reduce((s, p) => s + cents(p.total), 0);
      by.set(w.currency, f);
    }
    for (const [currency, f] of by) {
      const table = money.getByRole('table', { name: currency });
      await expect(amountOf(table, /^In the file/), `${currency} gross`).toHaveText(
        amount(f.gross),
      );
      await expect(amountOf(table, /^To send/), `${currency} to send`).toHaveText(amount(f.toSend));
      await expect(amountOf(table, /^Not accounted for/), `${currency} remainder`).toHaveText(
        '0.00',
      );
    }

    await page.getByRole('button', { name: `Send ${sent.length} orders` }).click();
    await expect(page.getByRole('region', { name: 'Sending' })).toContainText(
      `${sent.length} of ${sent.length} answered`,
      { timeout: 30_000 },
    );
    for (const [currency, f] of by)
      await expect(
        amountOf(
          page.getByRole('region', { name: 'Money check' }).getByRole('table', { name: currency }),
          /^Sent \(the bodies that left\)/,
        ),
      ).toHaveText(amount(f.toSend));

    const res = await page.request.get(`${mock}/__mock/orders?prefix=${encodeURIComponent(run)}`);
    const bodies = (await res.json()) as Received[];
    // Exactly the sales, each once: no refund row, payout, payout failure, fee or adjustment.
    expect(bodies.map((b) => b.body.orderId.slice(run.length)).sort()).toEqual(
      sent.map((w) => w.orderId).sort(),
    );
    for (const w of sent) {
      const body = bodies.find((b) => b.body.orderId === run + w.orderId)?.body;
      expect(body?.timestamp, `${w.orderId} time`).toBe(w.timestamp);
      expect(body?.metadata?.currency, `${w.orderId} currency`).toBe(w.currency);
      expect(
        body?.products.map((p) => ({
          quantity: p.quantity,
          subTotal: p.subTotal,
          tax: p.tax ?? 0,
          total: p.total,
        })),
        `${w.orderId} products`,
      ).toEqual(w.products);
    }
  });
}
