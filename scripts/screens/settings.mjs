// Settings: connection tests (the Demo first: that starts its in-browser service).
const testDemo = async (page, base) => {
  await page.goto(`${base}/settings`);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await page.getByText('Reachable, key accepted').waitFor();
};
const testTyped = async (page, base, key) => {
  await testDemo(page, base);
  await page.getByRole('button', { name: 'New connection' }).click();
  const form = page.getByRole('form', { name: 'New connection' });
  await form.getByLabel('Name').fill('Staging');
  await form.getByLabel('Base URL').fill('https://demo.affiliate-console.invalid');
  await form.getByLabel('Service key').fill(key);
  await form.getByRole('button', { name: 'Test connection' }).click();
  await form
    .getByRole('status')
    .getByText(/Reachable/)
    .waitFor();
};
/** A saved connection other than the Demo: it starts with no type labels. */
const otherConnection = async (page, base) => {
  await page.goto(`${base}/settings`);
  await page.getByRole('button', { name: 'New connection' }).click();
  await page.getByLabel('Name').fill('Shop programme');
  await page.getByLabel('Base URL').fill('https://api.shop.example');
  await page.getByLabel('Service key').fill('shop-key');
  await page.getByRole('button', { name: 'Save' }).click();
};
export default [
  ['settings-types-other-connection', 1280, 'light', otherConnection],
  [
    'commissions-no-labels',
    360,
    'light',
    async (page, base) => {
      await otherConnection(page, base);
      await page.getByRole('link', { name: 'Commissions' }).click();
      await page.getByRole('heading', { name: 'Commissions' }).waitFor();
      await page.getByLabel('Commission type').selectOption('other');
      await page.getByLabel('Type number').fill('0');
    },
  ],
  ['settings-test-demo', 1280, 'light', testDemo],
  ['settings-test-demo-mobile', 360, 'dark', testDemo],
  [
    'settings-test-refused',
    1280,
    'light',
    async (page, base) => {
      await testTyped(page, base, 'wrong-key');
    },
  ],
  [
    'settings-test-accepted-mobile',
    360,
    'light',
    async (page, base) => {
      await testTyped(page, base, 'demo-key');
    },
  ],
  [
    'settings-test-unreachable',
    1280,
    'dark',
    async (page, base) => {
      await page.goto(`${base}/settings`);
      await page.getByRole('button', { name: 'New connection' }).click();
      const form = page.getByRole('form', { name: 'New connection' });
      await form.getByLabel('Base URL').fill('http://127.0.0.1:9');
      await form.getByLabel('Service key').fill('some-key');
      await form.getByRole('button', { name: 'Test connection' }).click();
      await form.getByText('Not reachable').waitFor();
    },
  ],
];
