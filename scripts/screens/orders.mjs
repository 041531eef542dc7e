const fill = async (page, code = 'ALICE10') => {
  await page.getByLabel('Referral code').fill(code);
  await page.getByLabel('Order ID').fill('ORD-20261122-A1');
  const p = page.getByRole('group', { name: 'Product 1' });
  await p.getByLabel('ID').fill('SKU-1');
  await p.getByLabel('Name').fill('Ceramic mug');
  await p.getByLabel('Quantity').fill('2');
  await p.getByLabel('Subtotal').fill('20');
  await p.getByLabel('Tax').fill('4');
  await page.getByLabel('Coupons').fill('SAVE10');
  await page.getByLabel('Coupons').press('Enter');
};
export default [
  ['order-empty', 1280, 'light', async () => {}],
  [
    'order-invalid',
    1280,
    'light',
    async (page) => {
      await page.getByRole('button', { name: 'Record order' }).click();
    },
  ],
  [
    'order-failure',
    1280,
    'light',
    async (page) => {
      await fill(page, 'NOBODY');
      await page.getByRole('button', { name: 'Record order' }).click();
      await page.getByRole('alert').waitFor();
    },
  ],
  [
    'order-success',
    1280,
    'light',
    async (page) => {
      await fill(page);
      await page.getByText('Request preview').click();
      await page.getByRole('button', { name: 'Record order' }).click();
      await page.getByRole('status').waitFor();
    },
  ],
  [
    'order-mobile-dark',
    360,
    'dark',
    async (page) => {
      await fill(page);
    },
  ],
  [
    'settings',
    1280,
    'light',
    async (page, base) => {
      await page.goto(`${base}/settings`);
      await page.getByRole('button', { name: 'New connection' }).click();
      await page.getByLabel('Name').fill('Staging');
      await page.getByLabel('Base URL').fill('ftp://x');
      await page.getByRole('button', { name: 'Save' }).click();
    },
  ],
];
