// The researcher's pattern files (test/fixtures/exports/PATTERNS.md) in the built app
// against the HTTP mock: a Shopify export with partial refunds, duties and three
// currencies, and a PayPal download with memo, authorisation and hold rows, each
// imported with its detected preset. Every body that arrives carries what the file
// says the buyer kept for goods; the money check's figures are read per currency,
// before and after sending, and compared with the hand-worked totals.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { expectNoAxeViolations } from './axe';
import { addConnection } from './connections';
import { openPart } from './import-parts';

const mock = `http://127.0.0.1:${mockPorts.plain}`;
const DIR = 'test/fixtures/exports/';

interface Pattern {
  /** "Tax on shipping", where the file cannot say whether its tax includes shipping's. */
  shippingTax?: string;
  orders: { id: string; currency: string; status: string; outcome: string; send: string }[];
  totals: Record<
    string,
    { gross: string; send: string; shipping: string; duties: string; refunds: string }
  >;
}
interface Received {
  body: { orderId: string; metadata?: { currency?: string }; products: { total: number }[] };
}

const CASES = [
  {
    file: 'shopify-partial-refunds.csv',
    preset: 'Shopify orders',
    ids: /^(#\d+)/gm,
  },
  {
    file: 'paypal-memo-rows.csv',
    preset: 'PayPal activity',
    // Transaction IDs, invoice IDs, and the references to them.
    ids: /(?<=")([0-9A-Z]{17}|INV2-[0-9A-Z-]+)(?=")/g,
  },
];

const cents = (s: string | number) => Math.round(Number(s) * 100);
const amount = (c: number) =>
  `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
const amountOf = (table: Locator, label: RegExp) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: label }) })
    .getByRole('cell')
    .last();

for (const c of CASES) {
  test(`${c.file}: bodies and money check match the hand-worked figures`, async ({ page }) => {
    test.setTimeout(90_000);
    const run = `P${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}-`;
    const p = JSON.parse(
      readFileSync(DIR + c.file.replace('.csv', '.patterns.json'), 'utf8'),
    ) as Pattern;
    const bytes = Buffer.from(readFileSync(DIR + c.file, 'utf8').replace(c.ids, `${run}$1`));
    const sent = p.orders.filter((o) => o.outcome === 'send');

    await addConnection(page, { name: 'Direct', baseUrl: mock, key: 'demo-key', remember: true });
    await page.getByRole('link', { name: 'Import' }).click();
    await page
      .getByLabel('Choose file')
      .setInputFiles({ name: c.file, mimeType: 'text/csv', buffer: bytes });
    await expect(page.getByText(`Preset: ${c.preset}, detected`)).toBeVisible();
    await page.getByLabel('Source of Referral code').selectOption('One value for all rows');
    await page.getByLabel('Value for all rows: Referral code').fill('ALICE10');
    await page.getByRole('button', { name: 'Check orders' }).click();
    if (p.shippingTax) {
      // The answer the hand-worked figures were worked out with.
      await openPart(page, 'reading');
      await page.getByLabel('Tax on shipping').selectOption(p.shippingTax);
      await expect(page.getByRole('region', { name: 'Preview' })).toHaveAttribute(
        'aria-busy',
        'false',
      );
    }
    await openPart(page, 'moneyTables');

    const money = page.getByRole('region', { name: 'Money check' });
    for (const [currency, t] of Object.entries(p.totals)) {
      const table = money.getByRole('table', { name: currency });
      await expect(amountOf(table, /^In the file/), `${currency} gross`).toHaveText(t.gross);
      await expect(amountOf(table, /^To send/), `${currency} to send`).toHaveText(t.send);
      await expect(amountOf(table, /^Refunds taken off/), `${currency} refunds`).toHaveText(
        t.refunds,
      );
      await expect(amountOf(table, /^Shipping$/), `${currency} shipping`).toHaveText(t.shipping);
      if (cents(t.duties) !== 0)
        await expect(amountOf(table, /^Duties/), `${currency} duties`).toHaveText(t.duties);
      await expect(amountOf(table, /^Not accounted for/), `${currency} remainder`).toHaveText(
        '0.00',
      );
    }
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expectNoAxeViolations(page, `the money check of ${c.file}`);

    // The same lines as CSV, amounts as numbers.
    const download = page.waitForEvent('download');
    await money.getByRole('button', { name: 'Download money check' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    for (const [currency, t] of Object.entries(p.totals))
      expect(csv).toContain(
        `${currency},To send (products),${sent.filter((o) => o.currency === currency).length},${Number(t.send)},`,
      );

    if (c.file.startsWith('shopify')) {
      // Holding partly refunded orders moves them from "To send" to "Held for a person"; back to net.
      const preview = page.getByRole('region', { name: 'Preview' });
      const choice = page.getByLabel('Partly refunded orders');
      await openPart(page, 'reading');
      await choice.selectOption('hold');
      await expect(preview).toHaveAttribute('aria-busy', 'false');
      const partly = p.orders.filter(
        (o) => o.outcome === 'send' && /partially_refunded/.test(o.status),
      );
      const cad = money.getByRole('table', { name: 'CAD' });
      await expect(amountOf(cad, /^Refunds taken off/)).toHaveText('0.00');
      const heldBefore = p.orders.filter((o) => o.currency === 'CAD' && o.outcome === 'held');
      await expect(
        cad
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: /^Held for a person/ }) })
          .getByRole('cell')
          .first(),
      ).toHaveText(String(partly.filter((o) => o.currency === 'CAD').length + heldBefore.length));
      await choice.selectOption('net');
      await expect(preview).toHaveAttribute('aria-busy', 'false');
      await expect(amountOf(cad, /^To send/)).toHaveText(p.totals.CAD?.send ?? '');
    }

    await page
      .getByRole('button', {
        name: sent.length === 1 ? 'Send 1 order' : `Send ${sent.length} orders`,
      })
      .click();
    await expect(page.getByRole('region', { name: 'Sending' })).toContainText(
      `${sent.length} of ${sent.length} answered`,
      { timeout: 30_000 },
    );
    for (const [currency, t] of Object.entries(p.totals)) {
      const table = page.getByRole('region', { name: 'Money check' }).getByRole('table', {
        name: currency,
      });
      await expect(amountOf(table, /^Sent \(the bodies that left\)/)).toHaveText(t.send);
      await expect(amountOf(table, /^Refused by the service/)).toHaveText('0.00');
    }
    await expectNoAxeViolations(page, `the money check after sending ${c.file}`);

    const res = await page.request.get(`${mock}/__mock/orders?prefix=${encodeURIComponent(run)}`);
    const bodies = (await res.json()) as Received[];
    expect(bodies.map((b) => b.body.orderId.slice(run.length)).sort()).toEqual(
      sent.map((o) => o.id).sort(),
    );
    for (const o of sent) {
      const body = bodies.find((b) => b.body.orderId === run + o.id)?.body;
      expect(body?.metadata?.currency, `${o.id} currency`).toBe(o.currency);
      expect(amount(body?.products.reduce((s, x) => s + cents(x.total), 0) ?? -1), o.id).toBe(
        o.send,
      );
    }
  });
}
