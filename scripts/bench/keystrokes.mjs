// Keystrokes and pointer actions to record a 3-product order for a returning customer
// and known products (issue 15), counted while the steps really run in the production
// build on the Demo connection, each order checked as sent. Three ways:
// - raw JSON as in Postman: the body of the last order is still there; the orderId,
//   the referral code in the URL and three quantities are edited, then Ctrl+Enter;
// - the console as before issue 15: every field typed, Tab between fields;
// - the console now: "New from template" (the returning customer's last order, saved
//   once as a template, as a Postman user keeps a saved request), Generate an order ID,
//   the referral code from its suggestions, three quantities, Ctrl+Enter.
// Counting rules: a typed character, a Tab, an arrow or Enter is one keystroke; a chord
// (Ctrl+Enter, Ctrl+A) counts each key; a click or double-click is one pointer action.
import { launch, startPreview } from './browser.mjs';

const CUSTOMER = { name: 'Dana Returning', email: 'dana@example.com', phone: '+4930123456' };
const PRODUCTS = [
  { id: 'SKU-MUG', name: 'Ceramic mug', quantity: '2', subTotal: '25.98', tax: '4.94' },
  { id: 'SKU-TEA', name: 'Green tea 100 g', quantity: '1', subTotal: '8.50', tax: '0.60' },
  { id: 'SKU-SPN', name: 'Bamboo spoon', quantity: '3', subTotal: '11.97', tax: '2.27' },
];
const NEW_QUANTITIES = ['3', '2', '1'];

/** Counts what a person does; every action goes through it. */
function counter(page) {
  const n = { keys: 0, pointer: 0 };
  return {
    n,
    type: async (text) => {
      n.keys += text.length;
      await page.keyboard.type(text);
    },
    press: async (chord) => {
      n.keys += chord.split('+').length;
      await page.keyboard.press(chord);
    },
    click: async (locator) => {
      n.pointer += 1;
      await locator.click();
    },
    dblclick: async (locator) => {
      n.pointer += 1;
      await locator.dblclick();
    },
  };
}

/** Postman: select each value to change (one pointer action) and type the new one. */
function rawJsonCount(orderId, code) {
  const edits = [orderId, code, ...NEW_QUANTITIES];
  return {
    keys: edits.reduce((sum, v) => sum + v.length, 0) + 2, // + Ctrl+Enter
    pointer: edits.length,
  };
}

const row = (page, n) => page.getByRole('group', { name: `Product ${n}`, exact: true });

async function recorded(page, orderId) {
  await page
    .getByRole('status')
    .filter({ hasText: `Order ${orderId} recorded` })
    .waitFor();
}

/** Before issue 15: an empty form, every field typed, Tab between them. */
async function typedInFull(page, orderId) {
  const c = counter(page);
  await c.click(page.getByLabel('Referral code'));
  await c.type('ALICE10');
  await c.press('Tab');
  await c.type(orderId);
  for (const [i, p] of PRODUCTS.entries()) {
    if (i > 0) await c.click(page.getByRole('button', { name: 'Add product' }));
    const r = row(page, i + 1);
    await c.click(r.getByLabel('ID'));
    await c.type(p.id);
    await c.press('Tab');
    await c.type(p.name);
    await c.press('Tab');
    await c.press('Control+A');
    await c.type(NEW_QUANTITIES[i]);
    await c.press('Tab'); // Unit price, left empty
    await c.press('Tab');
    await c.type(p.subTotal);
    await c.press('Tab');
    await c.type(p.tax);
  }
  await c.click(page.getByRole('group', { name: 'Customer' }).getByLabel('Name'));
  await c.type(CUSTOMER.name);
  await c.press('Tab');
  await c.type(CUSTOMER.phone);
  await c.press('Tab');
  await c.type(CUSTOMER.email);
  await c.press('Control+Enter');
  await recorded(page, orderId);
  return c.n;
}

/** Now: the returning customer's template, a generated ID, a suggested code, three quantities. */
async function fromTemplate(page, shopOrderId) {
  const c = counter(page);
  await c.click(page.getByRole('button', { name: 'New from template' }));
  await c.click(page.getByRole('button', { name: 'Use Dana' }));
  if (shopOrderId) {
    await c.click(page.getByLabel('Order ID'));
    await c.type(shopOrderId);
  } else await c.click(page.getByRole('button', { name: 'Generate' }));
  await c.dblclick(page.getByLabel('Referral code'));
  await c.type('BO');
  await page.getByRole('option', { name: /BOBBIKES/ }).waitFor();
  await c.press('ArrowDown');
  await c.press('Enter');
  for (const [i, quantity] of NEW_QUANTITIES.entries()) {
    await c.dblclick(row(page, i + 1).getByLabel('Quantity'));
    await c.type(quantity);
  }
  const orderId = await page.getByLabel('Order ID').inputValue();
  await c.press('Control+Enter');
  await recorded(page, orderId);
  return { n: c.n, orderId };
}

/** Not counted: what the returning customer left behind (History, a template, another code). */
async function setUp(page) {
  await typedInFull(page, `SETUP-${Date.now()}`);
  await page.getByRole('button', { name: 'Save as template' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Dana');
  await page.getByRole('button', { name: 'Save template' }).click();
  await page.getByRole('button', { name: 'Record another' }).click();
  // An order for another affiliate, so its code is among the suggestions.
  await page.getByLabel('Referral code').fill('BOBBIKES');
  await page.getByLabel('Order ID').fill(`SETUP-B-${Date.now()}`);
  await row(page, 1).getByLabel('Name').fill('Ceramic mug');
  await row(page, 1).getByLabel('Subtotal').fill('12.99');
  await page.getByLabel('Order ID').press('Control+Enter');
  await page.getByRole('button', { name: 'Record another' }).waitFor();
  await page.goto(page.url());
}

const total = (n) => n.keys + n.pointer;
const line = (what, n, raw) =>
  `  ${what}: ${n.keys} keystrokes + ${n.pointer} pointer actions = ${total(n)}` +
  (raw ? ` (${(total(n) / total(raw)).toFixed(2)} × raw JSON)` : '');

export async function benchKeystrokes() {
  const { base, stop } = await startPreview();
  const browser = await launch();
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(base);
    await page.getByLabel('Referral code').waitFor();
    const before = await typedInFull(page, `TYPED-${Date.now()}`);
    await page.goto(base);
    await setUp(page);
    const now = await fromTemplate(page);
    const raw = rawJsonCount(now.orderId, 'BOBBIKES');
    // The same with the shop's own short order number, typed in both.
    await page.getByRole('button', { name: 'Record another' }).click();
    const shopId = String(1000 + Math.floor(Math.random() * 9000));
    const nowShop = await fromTemplate(page, shopId);
    const rawShop = rawJsonCount(shopId, 'BOBBIKES');
    return [
      'A 3-product order for a returning customer and known products (Demo connection):',
      line('raw JSON as in Postman (orderId, code in the URL, 3 quantities, Ctrl+Enter)', raw),
      line('the console before issue 15 (every field typed, Tab between fields)', before, raw),
      line(
        'the console now (template, Generate, suggested code, 3 quantities, Ctrl+Enter)',
        now.n,
        raw,
      ),
      `With the shop's own 4-digit order number typed in both instead of a new unique ID:`,
      line('raw JSON as in Postman', rawShop),
      line('the console now', nowShop.n, rawShop),
    ].join('\n');
  } finally {
    await browser.close();
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchKeystrokes());
