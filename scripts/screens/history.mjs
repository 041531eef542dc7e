const record = async (page, orderId, code = 'ALICE10') => {
  await page.getByLabel('Referral code').fill(code);
  await page.getByLabel('Order ID').fill(orderId);
  const p = page.getByRole('group', { name: 'Product 1' });
  await p.getByLabel('Name').fill('Mug');
  await p.getByLabel('Subtotal').fill('20');
  await page.getByRole('button', { name: 'Record order' }).click();
  await page.locator('.outcome').waitFor();
  await page.goto(page.url());
};
export default [
  [
    'history-list',
    1280,
    'light',
    async (page, base) => {
      await record(page, 'ORD-1001');
      await record(page, 'ORD-1002', 'NOBODY');
      await record(page, 'ORD-1003');
      await page.goto(`${base}/history`);
      await page.getByText('Showing 3 of 3').waitFor();
    },
  ],
  [
    'history-detail',
    1280,
    'light',
    async (page, base) => {
      await record(page, 'ORD-2001');
      await page.goto(`${base}/history`);
      await page.getByRole('button', { name: /ORD-2001/ }).click();
    },
  ],
  [
    'history-guard',
    1280,
    'light',
    async (page, base) => {
      await record(page, 'ORD-3001');
      await page.goto(base);
      await page
        .getByRole('button', { name: 'Discard draft' })
        .click()
        .catch(() => {});
      await page.getByLabel('Referral code').fill('ALICE10');
      await page.getByLabel('Order ID').fill('ORD-3001');
      await page.getByRole('group', { name: 'Product 1' }).getByLabel('Name').fill('Mug');
      await page.getByRole('group', { name: 'Product 1' }).getByLabel('Subtotal').fill('20');
      await page.getByRole('button', { name: 'Record order' }).click();
      await page.getByRole('dialog').waitFor();
    },
  ],
  [
    'history-mobile-dark',
    360,
    'dark',
    async (page, base) => {
      await record(page, 'ORD-4001');
      await page.goto(`${base}/history`);
      await page.getByRole('button', { name: /ORD-4001/ }).click();
    },
  ],
];
