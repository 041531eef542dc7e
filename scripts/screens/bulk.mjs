// Commissions › Many affiliates, every step, on the Demo connection (SCREENS=bulk).
const open = async (page) => {
  await page.goto(`${page.url().split('/').slice(0, 3).join('/')}/commissions/bulk`);
  await page.getByRole('button', { name: 'Same settings for a list' }).waitFor();
};
const ids = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => `aff-${from + i}`);
const fillList = async (page, list, amount) => {
  await page.getByLabel('Affiliate IDs').fill(list);
  await page.getByLabel('Commission type').selectOption('0');
  await page.getByRole('radiogroup', { name: 'Apply individually' }).getByLabel('No').check();
  await page.getByLabel(/^Amount/).fill(amount);
};
const file = [
  'Affiliate ID,Commission type,Apply individually,Amount',
  ...ids(1001, 1016).map((id, i) => `${id},Percentage,no,${i === 3 ? 12 : 15}`),
  'aff-1017,Bonus,no,15',
  ',Percentage,no,15',
  'aff-1019,Fixed amount,yes,-2',
  'aff-1020,Fixed amount,yes,5',
].join('\n');
/** A first change (aff-1001…aff-1010 to 12 %), so the review has "last set" values. */
const firstChange = async (page) => {
  await open(page);
  await fillList(page, ids(1001, 1010).join('\n'), '12');
  await page.getByRole('button', { name: 'Review changes' }).click();
  await page.getByLabel('Requests per second').fill('50');
  await page.getByRole('button', { name: /^Send \d+ changes…$/ }).click();
  await page.getByRole('button', { name: 'Send changes' }).click();
  await page
    .getByRole('region', { name: 'Sending' })
    .getByText(/10 of 10 answered/)
    .waitFor();
  await page.getByRole('button', { name: 'New change' }).click();
};
const mapping = async (page) => {
  await firstChange(page);
  await page.getByRole('button', { name: 'From a file' }).click();
  await page.getByLabel('Choose file').setInputFiles({
    name: 'summer-campaign.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file),
  });
  await page.getByLabel('Column for Amount').waitFor();
};
const review = async (page) => {
  await mapping(page);
  await page.getByRole('button', { name: 'Review changes' }).click();
};
const confirm = async (page) => {
  await review(page);
  await page.getByLabel('Requests per second').fill('50');
  await page.getByRole('button', { name: /^Send \d+ changes…$/ }).click();
};
const sent = async (page) => {
  await confirm(page);
  await page.getByRole('button', { name: 'Send changes' }).click();
  await page
    .getByRole('region', { name: 'Sending' })
    .getByText(/16 of 16 answered/)
    .waitFor();
};
const undo = async (page) => {
  await sent(page);
  await page.getByRole('button', { name: 'Undo this change' }).click();
};
const steps = {
  list: async (page) => {
    await open(page);
    await fillList(page, `${ids(1001, 1012).join('\n')}\naff-1003\n\naff-1050`, '15');
  },
  mapping,
  review,
  confirm,
  sent,
  undo,
};
const shots = [];
for (const [name, run] of Object.entries(steps))
  for (const width of [1280, 360])
    for (const scheme of ['light', 'dark'])
      shots.push([`bulk-${name}-${width}-${scheme}`, width, scheme, run]);
export default shots;
