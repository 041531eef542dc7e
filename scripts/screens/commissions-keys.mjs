// Issue 15 on the Commissions page: its Paste request toolbar, the Ctrl+Enter hint, and
// a paste that is not understood.
const top = { fullPage: false };
export default [
  [
    'commissions-toolbar',
    1280,
    'light',
    async (page) => {
      await page.getByRole('link', { name: 'Commissions' }).click();
      await page.getByRole('heading', { name: 'Commissions' }).waitFor();
    },
  ],
  [
    'paste-not-understood',
    360,
    'dark',
    async (page) => {
      await page.getByRole('button', { name: 'Paste request' }).click();
      await page.getByLabel('Request to paste').fill('curl https://x/v1/track/A --data @body.json');
      await page.getByRole('button', { name: 'Fill the form' }).click();
      await page.getByRole('alert').waitFor();
    },
    top,
  ],
];
