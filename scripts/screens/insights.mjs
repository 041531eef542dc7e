// Insights after a few orders and a failure on the Demo connection, at desktop and 360 px, light and dark.
const record = async (page, orderId, code = 'ALICE10', subTotal = '20') => {
  await page.getByLabel('Referral code').fill(code);
  await page.getByLabel('Order ID').fill(orderId);
  const p = page.getByRole('group', { name: 'Product 1' });
  await p.getByLabel('Name').fill('Mug');
  await p.getByLabel('Subtotal').fill(subTotal);
  await page.getByRole('button', { name: 'Record order' }).click();
  await page.locator('.outcome').waitFor();
  await page.goto(page.url());
};
const commissions = async (page, base, amount) => {
  await page.goto(`${base}/commissions?affiliate=aff-1001`);
  await page.getByLabel('Commission type').selectOption('0');
  await page.getByRole('radiogroup', { name: 'Apply individually' }).getByLabel('Yes').check();
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Update commissions' }).click();
  await page.getByRole('button', { name: 'Confirm update' }).click();
  await page.getByRole('status').waitFor();
};
const seed = async (page, base) => {
  await commissions(page, base, '15');
  await commissions(page, base, '20');
  await page.goto(base);
  await record(page, 'ORD-1001');
  await record(page, 'ORD-1002', 'BOBBIKES', '45');
  await record(page, 'ORD-1003', 'CLARA-25', '12.5');
  await record(page, 'ORD-1004');
  await record(page, 'ORD-1005', 'NOBODY');
  await page.goto(`${base}/insights`);
  await page.locator('[data-ready="true"]').waitFor();
  await page.locator('.insights-chart canvas').waitFor();
};
export default [
  ['insights-desktop', 1280, 'light', seed],
  ['insights-desktop-dark', 1280, 'dark', seed],
  ['insights-360', 360, 'light', seed],
  [
    'insights-360-tables',
    360,
    'dark',
    async (page, base) => {
      await seed(page, base);
      for (const b of await page.getByRole('button', { name: 'Show as table' }).all())
        await b.click();
    },
  ],
];
