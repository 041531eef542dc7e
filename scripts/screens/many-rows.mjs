// An order with 1,000 product rows (a virtual list), row 900's Subtotal not a number.
import { openOrderWithRows } from '../bench/order-draft.mjs';

const draft = async (page, base) => {
  await openOrderWithRows(page, base, 1000, { bad: 900, orderId: 'ORD-MANY' });
  await page.getByLabel('Go to product').waitFor();
};
const refused = async (page, base) => {
  await draft(page, base);
  await page.getByRole('button', { name: 'Record order' }).click();
  await page.getByRole('button', { name: 'Go to product 900' }).waitFor();
  await page.waitForTimeout(500);
};
const top = { fullPage: false };
export default [
  ['many-rows-top', 1280, 'light', draft, top],
  ['many-rows-refused', 1280, 'light', refused, top],
  [
    'many-rows-refused-top',
    1280,
    'dark',
    async (page, base) => {
      await refused(page, base);
      await page.getByLabel('Go to product').scrollIntoViewIfNeeded();
    },
    top,
  ],
  [
    'many-rows-360',
    360,
    'light',
    async (page, base) => {
      await refused(page, base);
      await page.getByLabel('Go to product').scrollIntoViewIfNeeded();
    },
    top,
  ],
];
