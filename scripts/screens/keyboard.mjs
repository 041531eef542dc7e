// Keyboard shortcuts and typed times (issue 15).
const top = { fullPage: false };
export default [
  ['header-1280', 1280, 'light', async () => {}, top],
  ['header-360', 360, 'light', async () => {}, top],
  [
    'shortcuts-dialog',
    1280,
    'dark',
    async (page) => {
      await page.getByRole('heading', { name: 'Record order' }).click();
      await page.keyboard.press('?');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    },
    top,
  ],
  [
    'shortcuts-dialog-360',
    360,
    'light',
    async (page) => {
      await page.getByRole('heading', { name: 'Record order' }).click();
      await page.keyboard.press('?');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    },
    top,
  ],
  [
    'typed-time',
    1280,
    'light',
    async (page) => {
      const typed = page.getByLabel('Or type a time');
      await typed.fill('yesterday 14:30');
      await typed.press('Enter');
      await typed.fill('next tuesday');
      await typed.press('Enter');
      await typed.scrollIntoViewIfNeeded();
    },
    top,
  ],
  [
    'submit-bar',
    1280,
    'light',
    async (page) => {
      await page.getByRole('button', { name: 'Add product' }).scrollIntoViewIfNeeded();
    },
    top,
  ],
];
