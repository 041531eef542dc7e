// An Etsy download whose postage column is headed `Delivery` (issue 32), in the built app
// against the HTTP mock. The expectations are worked out here from the CSV itself
// (Order total, Delivery, Order Value, Discount Amount and the Adjusted columns) and
// agree with the hand-worked etsy-delivery.patterns.json: every body that arrives sends
// Order total − Delivery − refund, each product's subTotal + tax = total, and no postage
// sits in the goods or their tax. The money check is read per line. Left unmapped,
// Delivery holds every order with postage, in words naming the column, and the one-step
// "Read Delivery as Shipping charge" brings them back.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { expectNoAxeViolations } from './axe';
import { addConnection } from './connections';
import { openPart } from './import-parts';

const mock = `http://127.0.0.1:${mockPorts.plain}`;
const DIR = 'test/fixtures/exports/';
const FILE = 'etsy-delivery.csv';

interface Pattern {
  orders: { id: string; outcome: 'send' | 'leftOut' | 'held'; send: string }[];
  totals: Record<
    string,
    {
      gross: string;
      send: string;
      leftOut: Record<string, string>;
      held: string;
      shipping: string;
      shippingTax: string;
      refunds: string;
    }
  >;
}
interface Received {
  code: string;
  body: {
    orderId: string;
    metadata?: { currency?: string };
    products: { quantity: number; subTotal: number; tax?: number; total: number }[];
  };
}

const cents = (s: string | number) => Math.round(Number(s || 0) * 100);
const amount = (c: number) =>
  `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
const amountOf = (table: Locator, label: RegExp) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: label }) })
    .getByRole('cell')
    .last();

/** RFC 4180 rows (quoted fields, doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows.filter((r) => r.some((c) => c !== ''));
}

/** One order as the file states it, and what must go out for it (integer cents). */
interface FileOrder {
  id: string;
  currency: string;
  gross: number;
  delivery: number;
  /** Order Value less Discount Amount: the goods before tax. */
  goodsNet: number;
  refund: number | 'unknown';
  outcome: 'send' | 'leftOut' | 'held';
  send: number;
}

/**
 * Etsy's rule (SOURCES.md §14): the products are Order total − Delivery; a refund is
 * Order total − Adjusted Order Total, or, with Adjusted Order Total empty or 0,
 * Order total − (Adjusted Net Order Amount + Adjusted Card Processing Fees) when both are
 * given; one without the other cannot be worked out. A refund that covers the goods leaves
 * the order out.
 */
function fileOrders(): FileOrder[] {
  const [head, ...rows] = parseCsv(readFileSync(DIR + FILE, 'utf8'));
  if (!head) throw new Error('empty file');
  const col = (name: string) => {
    const i = head.indexOf(name);
    if (i < 0) throw new Error(`no column ${name}`);
    return i;
  };
  const at = (r: string[], name: string) => r[col(name)] ?? '';
  return rows.map((r) => {
    const gross = cents(at(r, 'Order total'));
    const delivery = cents(at(r, 'Delivery'));
    const adjTotal = at(r, 'Adjusted Order Total');
    const adjNet = at(r, 'Adjusted Net Order Amount');
    const adjFees = at(r, 'Adjusted Card Processing Fees');
    let refund: FileOrder['refund'] = 0;
    if (cents(adjTotal) !== 0) refund = gross - cents(adjTotal);
    else if (adjNet !== '' && adjFees !== '') {
      const kept = cents(adjNet) + cents(adjFees);
      if (kept !== 0) refund = gross - kept;
    } else if (cents(adjNet) !== 0 || cents(adjFees) !== 0) refund = 'unknown';
    const goods = gross - delivery;
    const outcome =
      refund === 'unknown' ? 'held' : refund >= goods && refund > 0 ? 'leftOut' : 'send';
    return {
      id: at(r, 'Order ID'),
      currency: at(r, 'Currency'),
      gross,
      delivery,
      goodsNet: cents(at(r, 'Order Value')) - cents(at(r, 'Discount Amount')),
      refund,
      outcome,
      send: outcome === 'send' && refund !== 'unknown' ? goods - refund : 0,
    };
  });
}

const pattern = JSON.parse(
  readFileSync(DIR + FILE.replace('.csv', '.patterns.json'), 'utf8'),
) as Pattern;
const orders = fileOrders();

/** The file with every order ID prefixed, so a run never meets an ID the mock recorded. */
const bytes = (run: string) =>
  Buffer.from(readFileSync(DIR + FILE, 'utf8').replace(/(?<=,)(36010000\d\d)(?=,)/g, `${run}$1`));

async function importFile(page: Page, run: string) {
  await addConnection(page, { name: 'Direct', baseUrl: mock, key: 'demo-key', remember: true });
  await page.getByRole('link', { name: 'Import' }).click();
  await page
    .getByLabel('Choose file')
    .setInputFiles({ name: FILE, mimeType: 'text/csv', buffer: bytes(run) });
  await expect(page.getByText('Preset: Etsy sold orders, detected')).toBeVisible();
  await expect(page.getByLabel('Source of Shipping charge')).toHaveValue('Delivery');
  await page.getByLabel('Source of Referral code').selectOption('One value for all rows');
  await page.getByLabel('Value for all rows: Referral code').fill('ALICE10');
}

/** The file cannot say whether its tax was on Delivery too: worked out by hand as not. */
async function answerShippingTax(page: Page) {
  await page.getByRole('button', { name: 'Answer “Tax on shipping”' }).click();
  await page.getByLabel('Tax on shipping').selectOption('products');
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveAttribute('aria-busy', 'false');
}

/** A part of the page at 1280 and 360 px, for a person to look at. */
async function shots(page: Page, name: string, part: Locator) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({ path: `test-results/etsy-delivery/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The money check balances with Delivery read as shipping, every line as the file gives it. */
async function expectBalanced(page: Page) {
  await openPart(page, 'moneyTables');
  const money = page.getByRole('region', { name: 'Money check' });
  for (const [currency, t] of Object.entries(pattern.totals)) {
    const mine = orders.filter((o) => o.currency === currency);
    const sent = mine.filter((o) => o.outcome === 'send');
    const held = mine.filter((o) => o.outcome === 'held');
    const sum = (os: FileOrder[], f: (o: FileOrder) => number) => os.reduce((s, o) => s + f(o), 0);
    // The file's figures, and the hand-worked ones, say the same.
    expect(amount(sum(mine, (o) => o.gross))).toBe(t.gross);
    expect(amount(sum(sent, (o) => o.send))).toBe(t.send);
    expect(amount(sum(sent, (o) => o.delivery))).toBe(t.shipping);

    const table = money.getByRole('table', { name: currency });
    await expect(amountOf(table, /^In the file/), `${currency} gross`).toHaveText(t.gross);
    await expect(amountOf(table, /^To send/), `${currency} to send`).toHaveText(
      amount(sum(sent, (o) => o.send)),
    );
    await expect(
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: /^To send/ }) })
        .getByRole('cell')
        .first(),
    ).toHaveText(String(sent.length));
    // The fixture's own reasons are its words, not the page's: the left-out lines add up to them.
    const leftOut = await table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^Left out: / }) })
      .evaluateAll((rows) => rows.map((r) => r.lastElementChild?.textContent ?? ''));
    expect(amount(leftOut.reduce((s, f) => s + cents(f), 0)), `${currency} left out`).toBe(
      amount(Object.values(t.leftOut).reduce((s, f) => s + cents(f), 0)),
    );
    await expect(amountOf(table, /^Held for a person/), `${currency} held`).toHaveText(
      amount(sum(held, (o) => o.gross)),
    );
    await expect(amountOf(table, /^Shipping$/), `${currency} shipping`).toHaveText(
      amount(sum(sent, (o) => o.delivery)),
    );
    await expect(amountOf(table, /^Tax on shipping/)).toHaveText(t.shippingTax);
    await expect(amountOf(table, /^Refunds taken off/), `${currency} refunds`).toHaveText(
      amount(sum(sent, (o) => (o.refund === 'unknown' ? 0 : o.refund))),
    );
    const remainder = table.getByRole('rowheader', { name: /^Not accounted for/ });
    await expect(remainder).toHaveText(
      /^Not accounted for: none\s*Every cent of the file is accounted for\.$/,
    );
    await expect(amountOf(table, /^Not accounted for/)).toHaveText('0.00');
  }
  // Every money column the mapping leaves unread is explained: the preset knows it, or it
  // adds up to nothing. Delivery is read, so it is not among them; nothing asks to be read.
  const unread = money.locator('.money-check__unread li');
  await expect(unread.first()).toBeVisible();
  for (const li of await unread.all()) {
    await expect(li).toHaveText(/Known: |It adds up to nothing/);
    await expect(li).not.toHaveText(/^Delivery:/);
  }
  await expect(money.getByRole('button', { name: /^Read .* as / })).toHaveCount(0);
}

test('etsy-delivery.csv: Delivery read as postage; bodies match the file; money check balances', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = `ED${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}-`;
  // The rule worked out from the CSV gives what was worked out by hand.
  expect(orders.map((o) => [o.id, o.outcome, amount(o.send)])).toEqual(
    pattern.orders.map((o) => [o.id, o.outcome, o.send]),
  );
  const sent = orders.filter((o) => o.outcome === 'send');

  await importFile(page, run);
  await page.getByRole('button', { name: 'Check orders' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toHaveAttribute('aria-busy', 'false');
  await answerShippingTax(page);
  await expectBalanced(page);
  const money = page.getByRole('region', { name: 'Money check' });
  await expectNoAxeViolations(page, 'the money check of etsy-delivery.csv');
  await shots(page, 'money-check', money);

  await page.getByRole('button', { name: `Send ${sent.length} orders` }).click();
  await expect(page.getByRole('region', { name: 'Sending' })).toContainText(
    `${sent.length} of ${sent.length} answered`,
    { timeout: 30_000 },
  );
  for (const currency of Object.keys(pattern.totals)) {
    const table = money.getByRole('table', { name: currency });
    await expect(amountOf(table, /^Sent \(the bodies that left\)/)).toHaveText(
      amount(sent.filter((o) => o.currency === currency).reduce((s, o) => s + o.send, 0)),
    );
    await expect(amountOf(table, /^Refused by the service/)).toHaveText('0.00');
  }

  const res = await page.request.get(`${mock}/__mock/orders?prefix=${encodeURIComponent(run)}`);
  const bodies = (await res.json()) as Received[];
  // Exactly the orders the file lets out, each once: not the refunded one, not the held one.
  expect(bodies.map((b) => b.body.orderId.slice(run.length)).sort()).toEqual(
    sent.map((o) => o.id).sort(),
  );
  for (const o of sent) {
    const got = bodies.find((b) => b.body.orderId === run + o.id);
    expect(got?.code).toBe('ALICE10');
    expect(got?.body.metadata?.currency, `${o.id} currency`).toBe(o.currency);
    const products = got?.body.products ?? [];
    expect(products.length, `${o.id} products`).toBeGreaterThan(0);
    // Order total − Delivery − refund, to the cent.
    expect(amount(products.reduce((s, p) => s + cents(p.total), 0)), `${o.id} goods sent`).toBe(
      amount(o.send),
    );
    for (const p of products)
      expect(cents(p.subTotal) + cents(p.tax ?? 0), `${o.id} subTotal + tax`).toBe(cents(p.total));
    // No postage in the goods or their tax: the tax is at most what the total leaves after the
    // goods and Delivery, and exactly that when nothing was refunded.
    const tax = products.reduce((s, p) => s + cents(p.tax ?? 0), 0);
    const fileTax = o.gross - o.delivery - o.goodsNet;
    if (o.refund === 0) expect(amount(tax), `${o.id} tax`).toBe(amount(fileTax));
    else expect(tax, `${o.id} tax`).toBeLessThanOrEqual(fileTax);
    expect(
      products.reduce((s, p) => s + cents(p.subTotal), 0),
      `${o.id} goods before tax`,
    ).toBeLessThanOrEqual(o.goodsNet);
  }
});

test('etsy-delivery.csv: Delivery left unmapped holds the orders with postage, named; one step reads it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = `EH${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}-`;
  await importFile(page, run);
  await page.getByLabel('Source of Shipping charge').selectOption('Not mapped');
  await page.getByRole('button', { name: 'Check orders' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toHaveAttribute('aria-busy', 'false');

  // Every order with postage is held naming it (with Delivery unread, a refund that covers
  // the goods would not be seen to); the ones without postage are not.
  const withPostage = orders.filter((o) => o.delivery > 0);
  const free = orders.filter((o) => o.outcome === 'send' && o.delivery === 0);
  expect(withPostage.length).toBeGreaterThan(0);
  expect(free.length).toBeGreaterThan(0);
  await expect(
    preview.getByRole('listitem').filter({ hasText: 'money in the unread column Delivery' }),
  ).toContainText(new RegExp(`^${withPostage.length} orders: money in the unread column Delivery`));
  const table = preview.getByRole('table', { name: 'Orders to import' });
  for (const o of withPostage) {
    const row = table.getByRole('row').filter({ hasText: run + o.id });
    await expect(row, `${o.id} held`).toContainText(
      /the unread column Delivery: read it as Shipping charge\?/,
    );
    await expect(row, `${o.id} names its postage`).toContainText(amount(o.delivery));
  }
  for (const o of free)
    await expect(table.getByRole('row').filter({ hasText: run + o.id })).not.toContainText(
      'unread column',
    );
  // Only the orders without postage would go out.
  await expect(page.getByRole('button', { name: `Send ${free.length} orders` })).toBeVisible();

  const money = page.getByRole('region', { name: 'Money check' });
  for (const currency of Object.keys(pattern.totals)) {
    const t = money.getByRole('table', { name: currency });
    await expect(t.getByRole('rowheader', { name: /^Not accounted for: none/ })).toHaveCount(0);
    await expect(t.getByRole('rowheader', { name: /^Not accounted for/ })).toContainText(
      /Not every cent is accounted for: look at the unread column Delivery \(\d+\.\d\d in \d+ orders?\)\./,
    );
  }
  const read = money.getByRole('button', { name: 'Read Delivery as Shipping charge' });
  await expect(read).toBeVisible();
  await expectNoAxeViolations(page, 'Delivery left unread');
  await shots(page, 'held-money-check', money);
  await shots(page, 'held-problems', preview.locator('.problem-groups'));
  await shots(page, 'held-orders', table);

  // One step: Delivery read as the shipping charge for the whole file, every order checked again.
  await read.click();
  await expect(preview).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByLabel('Source of Shipping charge')).toHaveValue('Delivery');
  await expect(preview).not.toContainText('the unread column Delivery');
  await answerShippingTax(page);
  await expectBalanced(page);

  const sent = orders.filter((o) => o.outcome === 'send');
  await page.getByRole('button', { name: `Send ${sent.length} orders` }).click();
  await expect(page.getByRole('region', { name: 'Sending' })).toContainText(
    `${sent.length} of ${sent.length} answered`,
    { timeout: 30_000 },
  );
  const res = await page.request.get(`${mock}/__mock/orders?prefix=${encodeURIComponent(run)}`);
  const bodies = (await res.json()) as Received[];
  // Nothing for a held or refunded order; each sent one is Order total − Delivery − refund.
  expect(bodies.map((b) => b.body.orderId.slice(run.length)).sort()).toEqual(
    sent.map((o) => o.id).sort(),
  );
  for (const o of sent)
    expect(
      amount(
        bodies
          .find((b) => b.body.orderId === run + o.id)
          ?.body.products.reduce((s, p) => s + cents(p.total), 0) ?? -1,
      ),
      o.id,
    ).toBe(amount(o.send));
});
