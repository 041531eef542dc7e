// The "Tax on shipping" question: a Squarespace export whose orders charge shipping and give
// one tax figure each, held until answered, then answered. Demo connection, preview server only:
//   npx vite preview --port 4180 & SCREENS=shipping-tax node scripts/screenshots.mjs
import { readFileSync } from 'node:fs';
import { checkFile } from './check-file.mjs';

const checked = async (page, base) => {
  await checkFile(
    page,
    base,
    'squarespace-orders.csv',
    readFileSync('test/fixtures/exports/squarespace-orders.csv'),
  );
  await page.getByText('3 valid').waitFor();
};
const asked = async (page, base) => {
  await checked(page, base);
  await page.getByRole('button', { name: 'Answer “Tax on shipping”' }).click();
};
const answered = async (page, base) => {
  await asked(page, base);
  await page.getByLabel('Tax on shipping').selectOption('shared');
  await page.getByText('5 valid').waitFor();
};

export default [360, 1280].flatMap((w) => [
  [`shipping-tax-held-${w}`, w, 'light', checked],
  [`shipping-tax-asked-${w}`, w, 'light', asked],
  [`shipping-tax-answered-${w}`, w, 'light', answered],
]);
