const open = async (page) => {
  await page.goto(`${page.url().split('/').slice(0, 3).join('/')}/commissions`);
};
const fill = async (page, id, { type = '0', apply = 'No', amount = '15' } = {}) => {
  await open(page);
  await page.getByLabel('Affiliate ID').fill(id);
  await page.getByLabel('Commission type').selectOption(type);
  await page.getByRole('radiogroup', { name: 'Apply individually' }).getByLabel(apply).check();
  await page.getByLabel('Amount').fill(amount);
};
const confirm = async (page) => {
  await page.getByRole('button', { name: 'Update commissions' }).click();
  await page.getByRole('button', { name: 'Confirm update' }).click();
};
/** Sends one update for aff-1001, then starts over from an empty form for it. */
const afterOneUpdate = async (page) => {
  await fill(page, 'aff-1001');
  await confirm(page);
  await page.getByRole('status').waitFor();
  await open(page);
  await page.getByLabel('Affiliate ID').fill('');
};
const secondUpdateDialog = async (page) => {
  await afterOneUpdate(page);
  await page.getByLabel('Affiliate ID').fill('aff-1001');
  await page.getByLabel(/^Amount/).fill('20');
  await page.getByRole('button', { name: 'Update commissions' }).click();
};
export default [
  [
    'commissions-empty',
    1280,
    'light',
    async (page) => {
      await open(page);
    },
  ],
  [
    'commissions-unchosen',
    1280,
    'light',
    async (page) => {
      await open(page);
      await page.getByLabel('Affiliate ID').fill('aff-1002');
      await page.getByLabel('Amount').fill('7');
      await page.getByRole('button', { name: 'Update commissions' }).click();
    },
  ],
  [
    'commissions-from-last-set',
    1280,
    'light',
    async (page) => {
      await afterOneUpdate(page);
      await page.getByLabel('Affiliate ID').fill('aff-1001');
    },
  ],
  [
    'commissions-dialog-first',
    1280,
    'light',
    async (page) => {
      await fill(page, 'aff-1002', { type: '1', apply: 'Yes', amount: '7' });
      await page.getByRole('button', { name: 'Update commissions' }).click();
    },
  ],
  ['commissions-dialog', 1280, 'light', secondUpdateDialog],
  ['commissions-dialog-mobile', 360, 'light', secondUpdateDialog],
  ['commissions-dialog-mobile-dark', 360, 'dark', secondUpdateDialog],
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
      await afterOneUpdate(page);
      await page.getByLabel('Affiliate ID').fill('aff-1001');
    },
  ],
  [
    'commissions-mobile-other',
    360,
    'light',
    async (page) => {
      await fill(page, 'aff-1001');
      await page.getByLabel('Commission type').selectOption('other');
    },
  ],
];
