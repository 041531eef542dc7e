// Issue 15: paste a request, templates, suggestions from History.
const CURL = `curl --location 'https://api.example.com/v1/track/ALICE10' \\
--header 'Content-Type: application/json' \\
--header 'X-Service-Key: not-shown' \\
--data '{"orderId":"PM-1","products":[{"name":"Mug","quantity":2,"subTotal":20}],"channel":"web"}'`;

const record = async (page) => {
  await page.getByLabel('Referral code').fill('ALICE10');
  await page.getByLabel('Order ID').fill(`SHOT-${Date.now()}`);
  const p = page.getByRole('group', { name: 'Product 1' });
  await p.getByLabel('ID').fill('SKU-MUG');
  await p.getByLabel('Name').fill('Ceramic mug');
  await p.getByLabel('Unit price').fill('12.99');
  await p.getByLabel('Tax').fill('2.47');
  const c = page.getByRole('group', { name: 'Customer' });
  await c.getByLabel('Name').fill('Dana Returning');
  await c.getByLabel('Email').fill('dana@example.com');
  await page.getByLabel('Order ID').press('Control+Enter');
  await page.getByRole('button', { name: 'Record another' }).click();
};
const top = { fullPage: false };
export default [
  [
    'paste-dialog',
    1280,
    'light',
    async (page) => {
      await page.getByRole('button', { name: 'Paste request' }).click();
      await page.getByLabel('Request to paste').fill(CURL);
    },
    top,
  ],
  [
    'paste-filled',
    1280,
    'dark',
    async (page) => {
      await page.getByRole('button', { name: 'Paste request' }).click();
      await page.getByLabel('Request to paste').fill(CURL);
      await page.getByRole('button', { name: 'Fill the form' }).click();
    },
    top,
  ],
  [
    'templates-dialog',
    1280,
    'light',
    async (page) => {
      await record(page);
      await page.getByRole('button', { name: 'Save as template' }).click();
      await page.getByRole('dialog').getByLabel('Name').fill('Dana');
      await page.getByRole('button', { name: 'Save template' }).click();
      await page.getByRole('button', { name: 'New from template' }).click();
    },
    top,
  ],
  [
    'suggestions-open',
    1280,
    'light',
    async (page) => {
      await record(page);
      await page
        .getByRole('group', { name: 'Customer' })
        .getByRole('combobox', { name: 'Email' })
        .pressSequentially('da');
      await page.getByRole('listbox', { name: 'Suggestions' }).waitFor();
    },
    top,
  ],
  [
    'suggestions-360',
    360,
    'dark',
    async (page) => {
      await record(page);
      await page
        .getByRole('group', { name: 'Product 1' })
        .getByRole('combobox', { name: 'ID' })
        .pressSequentially('sku');
      await page.getByRole('listbox', { name: 'Suggestions' }).waitFor();
    },
    top,
  ],
];
