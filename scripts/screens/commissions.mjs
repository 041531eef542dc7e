const fill = async (page, id) => {
  await page.goto(`${page.url().split('/').slice(0, 3).join('/')}/commissions`);
  await page.getByLabel('Affiliate ID').fill(id);
  await page.getByLabel('Amount').fill('15');
};
const confirm = async (page) => {
  await page.getByRole('button', { name: 'Update commissions' }).click();
  await page.getByRole('button', { name: 'Confirm update' }).click();
};
export default [
  [
    'commissions-form',
    1280,
    'light',
    async (page) => {
      await fill(page, 'aff-1001');
    },
  ],
  [
    'commissions-dialog',
    1280,
    'light',
    async (page) => {
      await fill(page, 'aff-1001');
      await confirm(page);
      await page.getByRole('status').waitFor();
      await page.getByLabel('Amount').fill('20');
      await page.getByLabel('Commission type').selectOption('1');
      await page.getByRole('button', { name: 'Update commissions' }).click();
    },
  ],
  [
    'commissions-success',
    1280,
    'light',
    async (page) => {
      await fill(page, 'aff-1001');
      await confirm(page);
      await page.getByRole('status').waitFor();
    },
  ],
  [
    'commissions-failure',
    1280,
    'dark',
    async (page) => {
      await fill(page, 'aff-nobody');
      await confirm(page);
      await page.getByRole('alert').waitFor();
    },
  ],
  [
    'settings-types',
    1280,
    'light',
    async (page, base) => {
      await page.goto(`${base}/settings`);
    },
  ],
  [
    'commissions-mobile',
    360,
    'light',
    async (page) => {
      await fill(page, 'aff-1001');
      await page.getByLabel('Commission type').selectOption('other');
    },
  ],
];
