// Issue 16 (items 4, 6, 7, 10, 12) states at 1280 and 360 px: outcomes in business
// words, sending with Cancel, History detail, unit price rows, the import's fix form.
//   npx vite preview --port 4180 & SCREENS=outcomes node scripts/screenshots.mjs

const fill = async (page, code = 'ALICE10', orderId = 'ORD-20261123-A1') => {
  await page.getByLabel('Referral code').fill(code);
  await page.getByLabel('Order ID').fill(orderId);
  const p = page.getByRole('group', { name: 'Product 1' });
  await p.getByLabel('ID').fill('SKU-1');
  await p.getByLabel('Name').fill('Ceramic mug');
  await p.getByLabel('Quantity').fill('3');
  await p.getByLabel('Unit price').fill('19.99');
  await p.getByLabel('Tax').fill('4');
};
const send = async (page, role) => {
  await page.getByRole('button', { name: 'Record order' }).click();
  await page.getByRole(role).first().waitFor();
};
// A same-origin connection whose answer never comes: the sending state stays on screen.
const hanging = async (page, base) => {
  await page.goto(`${base}/settings`);
  await page.getByRole('button', { name: 'New connection' }).click();
  await page.getByLabel('Name').fill('Staging');
  await page.getByLabel('Base URL').fill(base);
  await page.getByLabel('Service key').fill('demo-key');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.route(`${base}/v1/track/**`, () => {});
  await page.getByRole('link', { name: 'Record order' }).click();
  await fill(page);
  await page.getByRole('button', { name: 'Record order' }).click();
  await page.getByRole('button', { name: 'Cancel' }).waitFor();
  await page.waitForTimeout(2200);
};
const bad = Buffer.from(
  [
    'Order,Code,SKU,Qty,Price,Email',
    'A-1,ALICE10,S1,2,5,a@example.com',
    'A-2,ALICE10,S2,abc,5,not-an-email',
  ].join('\n'),
);
const importFix = async (page, base) => {
  await page.goto(`${base}/import`);
  await page
    .getByLabel('Choose file')
    .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: bad });
  await page.getByRole('button', { name: 'Check orders' }).click();
  await page.getByRole('button', { name: 'Edit order A-2' }).click();
};
const historyDetail = async (page) => {
  await fill(page);
  await send(page, 'status');
  await page.getByRole('link', { name: 'open this send’s entry' }).click();
  await page.getByRole('region', { name: 'Entry details' }).waitFor();
};
const states = {
  'unit-price': async (page) => {
    await fill(page);
    await page.getByRole('button', { name: 'Add product' }).click();
    const p = page.getByRole('group', { name: 'Product 2' });
    await p.getByLabel('Name').fill('Tea');
    await p.getByLabel('Subtotal').fill('5.50');
  },
  success: async (page) => {
    await fill(page);
    await send(page, 'status');
  },
  'not-found': async (page) => {
    await fill(page, 'NOBODY');
    await send(page, 'alert');
  },
  sending: hanging,
  cancelled: async (page, base) => {
    await hanging(page, base);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alert').waitFor();
  },
  'history-detail': historyDetail,
};
const dialogs = {
  'import-fix-top': async (page, base) => {
    await importFix(page, base);
    await page.waitForTimeout(100);
    await page.locator('.dialog').evaluate((d) => d.scrollTo(0, 0));
  },
  'import-fix-field': async (page, base) => {
    await importFix(page, base);
    const row = page.getByRole('dialog').getByRole('group', { name: 'Product 1' });
    await row.getByLabel('Quantity').fill('2');
    await row.getByLabel('Quantity').scrollIntoViewIfNeeded();
  },
};
export default [
  ...Object.entries(states).flatMap(([name, run]) => [
    [`o-${name}-1280`, 1280, 'light', run],
    [`o-${name}-360`, 360, 'dark', run],
  ]),
  ...Object.entries(dialogs).flatMap(([name, run]) => [
    [`o-${name}-1280`, 1280, 'light', run, { fullPage: false }],
    [`o-${name}-360`, 360, 'dark', run, { fullPage: false }],
  ]),
];
