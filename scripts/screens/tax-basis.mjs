// "Prices include tax" asked: a file of prices and tax and no total, held until answered,
// then answered. Demo connection, preview server only:
//   npx vite preview --port 4180 & SCREENS=tax-basis node scripts/screenshots.mjs
import { checkFile } from './check-file.mjs';

const CSV = [
  'Order,Item,Quantity,Price,Tax',
  'A1,Mug,2,20.00,3.80',
  'A2,Cup,1,10.00,0.00',
  'A3,Bowl,1,30.00,5.70',
].join('\n');

const checked = async (page, base) => {
  await checkFile(page, base, 'orders.csv', Buffer.from(CSV));
  await page.getByText('1 valid').waitFor();
};
const asked = async (page, base) => {
  await checked(page, base);
  await page.getByRole('button', { name: 'Answer “Prices include tax”' }).click();
};
const answered = async (page, base) => {
  await asked(page, base);
  await page.getByLabel('Prices include tax').selectOption('no');
  await page.getByText('3 valid').waitFor();
};

// Two currencies whose totals tell, and an order without a currency whose figures do not.
const MIXED = [
  'Order,Item,Quantity,Price,Taxes,Order total,Currency',
  'E1,Mug,1,23.80,3.80,23.80,EUR',
  'U1,Mug,1,20.00,3.80,23.80,USD',
  'X1,Bowl,1,30.00,5.70,,',
].join('\n');
const mixed = async (page, base) => {
  await checkFile(page, base, 'mixed.csv', Buffer.from(MIXED));
  await page.getByText('2 valid').waitFor();
  await page.getByRole('button', { name: 'Answer “Prices include tax”' }).click();
};

export default [360, 1280].flatMap((w) => [
  [`tax-basis-held-${w}`, w, 'light', checked],
  [`tax-basis-asked-${w}`, w, 'light', asked],
  [`tax-basis-answered-${w}`, w, 'light', answered],
  [`tax-basis-no-currency-${w}`, w, 'light', mixed],
]);
