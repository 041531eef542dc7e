// Issue 14 states: redirects, unknown outcomes, hostile answers, key checks,
// referral codes of dots, binary files. Answers are made up with page.route on
// a same-origin connection, so only the preview server is needed:
//   npx vite preview --port 4180 & SCREENS=answers node scripts/screenshots.mjs
const connect = async (page, base, { remember = true } = {}) => {
  await page.goto(`${base}/settings`);
  await page.getByRole('button', { name: 'New connection' }).click();
  await page.getByLabel('Name').fill('Staging');
  await page.getByLabel('Base URL').fill(base);
  await page.getByLabel('Service key').fill('demo-key');
  if (remember) await page.getByLabel('Remember key on this device').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('link', { name: 'Record order' }).click();
};
const fill = async (page, code = 'ALICE10') => {
  await page.getByLabel('Referral code').fill(code);
  await page.getByLabel('Order ID').fill('ORD-20261123-A1');
  const p = page.getByRole('group', { name: 'Product 1' });
  await p.getByLabel('Name').fill('Ceramic mug');
  await p.getByLabel('Quantity').fill('2');
  await p.getByLabel('Subtotal').fill('20');
};
const answer = (page, base, reply) => page.route(`${base}/v1/track/**`, reply);
const send = async (page, wait = 'alert') => {
  await page.getByRole('button', { name: 'Record order' }).click();
  await page.getByRole(wait).first().waitFor();
};
const withAnswer = (reply, wait) => async (page, base) => {
  await connect(page, base);
  await answer(page, base, reply);
  await fill(page);
  await send(page, wait);
};

const redirect = withAnswer((r) =>
  r.fulfill({ status: 307, headers: { location: 'https://login.example.com/sso' } }),
);
const lost = withAnswer((r) => r.abort('connectionreset'));
const unplaced = withAnswer((r) =>
  r.fulfill({
    status: 400,
    contentType: 'application/problem+json',
    body: JSON.stringify({
      title: 'One or more validation errors occurred.',
      errors: {
        'Products[3].Quantity': ['Line 4 is out of stock.'],
        'PRODUCTS[0].SUBTOTAL': ['Below the minimum.'],
        __proto__: ['A key named __proto__.'],
      },
    }),
  }),
);
const html500 = withAnswer((r) =>
  r.fulfill({
    status: 500,
    contentType: 'text/html',
    body: '<html><head><title>Service down</title><style>h1{color:red}</style><script>track()</script></head><body><h1>We are fixing it</h1><p>Try again in a few minutes.</p></body></html>',
  }),
);
const big = withAnswer(
  (r) => r.fulfill({ status: 200, contentType: 'text/plain', body: 'x'.repeat(10 * 1024 * 1024) }),
  'status',
);
const deep = withAnswer(
  (r) =>
    r.fulfill({
      status: 200,
      contentType: 'application/json',
      body: `{"orderId":"ORD-20261123-A1","deep":${'['.repeat(10000)}1${']'.repeat(10000)}}`,
    }),
  'status',
);
const keyPrompt = async (page, base) => {
  await connect(page, base, { remember: false });
  await page.evaluate(() => window.sessionStorage.clear()); // as a new tab finds it
  await page.reload();
  await fill(page);
  await page.getByRole('button', { name: 'Record order' }).click();
  await page.getByRole('dialog').waitFor();
  await page.getByRole('button', { name: 'Use this key' }).click();
};
const badKey = async (page, base) => {
  await page.goto(`${base}/settings`);
  await page.getByRole('button', { name: 'New connection' }).click();
  await page.getByLabel('Name').fill('Staging');
  await page.getByLabel('Base URL').fill(base);
  await page.getByLabel('Service key').fill('sk_live’42 ');
  await page.getByLabel('Service key').fill('sk_live’42');
  await page.getByRole('button', { name: 'Save' }).click();
};
const dots = async (page) => {
  await fill(page, '..');
  await page.getByRole('button', { name: 'Record order' }).click();
};
const notes = async (page) => {
  await fill(page);
  await page.getByLabel('Notes').fill('n'.repeat(5 * 1024 * 1024));
  await page.getByText('Request preview').click();
};
const binary = async (page, base) => {
  await page.goto(`${base}/import`);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    Buffer.from('IHDR,a,b\n'.repeat(50)),
  ]);
  await page
    .getByLabel('Choose file')
    .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: png });
  await page.getByRole('alert').waitFor();
};

export default [
  ['14-redirect', 1280, 'light', redirect],
  ['14-redirect-mobile-dark', 360, 'dark', redirect],
  ['14-unknown', 1280, 'light', lost],
  ['14-unknown-mobile', 360, 'light', lost],
  ['14-unplaced', 1280, 'light', unplaced],
  ['14-html-500', 1280, 'light', html500],
  ['14-big-body', 1280, 'light', big],
  ['14-big-body-mobile-dark', 360, 'dark', big],
  ['14-deep-body', 1280, 'light', deep],
  ['14-key-prompt', 1280, 'light', keyPrompt],
  ['14-key-prompt-mobile-dark', 360, 'dark', keyPrompt],
  ['14-bad-key', 1280, 'light', badKey],
  ['14-bad-key-mobile', 360, 'light', badKey],
  ['14-dots-code', 1280, 'light', dots],
  ['14-notes-5mb', 1280, 'light', notes],
  ['14-binary', 1280, 'light', binary],
  ['14-binary-mobile', 360, 'light', binary],
];
