// An order of many product rows for the benchmarks and screenshots, opened as the form's
// restored draft (the test suites build theirs from the form's own empty values:
// test/orders/order-with-rows.ts).

/** From this many rows the order form shows a virtual list (src/orders/virtual-rows-lazy.ts). */
export const VIRTUAL_FROM = 40;

const product = (n, bad) => ({
  id: `SKU-${n}`,
  name: `Product ${n}`,
  quantity: '1',
  unitPrice: '',
  subTotal: n === bad ? 'ten' : '10',
  tax: '1',
  total: '',
});

/** Opens the order form with `rows` products (SKU-1 …); row `bad`'s Subtotal is no number. */
export async function openOrderWithRows(page, base, rows, { bad, orderId = 'BENCH' } = {}) {
  const values = {
    referralCode: 'ALICE10',
    orderId,
    products: Array.from({ length: rows }, (_, i) => product(i + 1, bad)),
    customer: { name: '', phone: '', email: '', ip: '', country: '' },
    coupons: [],
    metadataMode: 'rows',
    metadataRows: [],
    metadataJson: '',
    paid: false,
    isRoyalty: 'unset',
    custom: 'unset',
    commission: '',
    notes: '',
    orderTime: '',
  };
  const json = JSON.stringify({ values, savedAt: Date.now() });
  // Before the app starts, once per tab: written after, the empty form's autosave can clear it.
  await page.addInitScript((draft) => {
    if (globalThis.sessionStorage.getItem('bench-seeded')) return;
    globalThis.sessionStorage.setItem('bench-seeded', '1');
    localStorage.setItem('ac.draft.order.v1', draft);
  }, json);
  await page.goto(base);
  await page.getByRole('group', { name: 'Product 1', exact: true }).waitFor();
}

/** The row's group; in a virtual list it is first brought in with "Go to product". */
export async function productRow(page, n, rows) {
  const row = page.getByRole('group', { name: `Product ${n}`, exact: true });
  if (rows >= VIRTUAL_FROM) {
    await page.getByLabel('Go to product').fill(String(n));
    await page.getByLabel('Go to product').press('Enter');
  }
  await row.waitFor();
  return row;
}
