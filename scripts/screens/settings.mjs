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
export default [
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
