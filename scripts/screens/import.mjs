import { readFileSync } from 'node:fs';

const shopify = () => readFileSync('test/fixtures/shopify-orders.csv');
const bad = Buffer.from(
  [
    'Order,Code,SKU,Qty,Price,Email',
    'A-1,ALICE10,S1,2,"1.250,00",a@example.com',
    'A-2,ALICE10,S2,abc,5,b@example.com',
    'A-3,ALICE10,S3,1,1,not-an-email',
    'A-1,ALICE10,S1,1,3,a@example.com',
  ].join('\n'),
);
const exportFile = (name) => readFileSync(`test/fixtures/exports/${name}`);
const load = async (page, base, name, buffer) => {
  await page.goto(`${base}/import`);
  await page.getByLabel('Choose file').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await page.getByRole('button', { name: 'Check orders' }).waitFor();
};
export default [
  [
    'import-empty',
    1280,
    'light',
    async (page, base) => {
      await page.goto(`${base}/import`);
    },
  ],
  [
    'import-mapping-shopify',
    1280,
    'light',
    async (page, base) => {
      await load(page, base, 'orders_export.csv', shopify());
    },
  ],
  [
    'import-mapping-paid-mobile',
    360,
    'light',
    async (page, base) => {
      await load(page, base, 'orders_export.csv', shopify());
      await page.getByLabel('Source of Paid').scrollIntoViewIfNeeded();
    },
  ],
  [
    'import-preview-paid-out',
    1280,
    'light',
    async (page, base) => {
      await load(page, base, 'orders_export.csv', shopify());
      await page
        .getByLabel('Source of Referral code')
        .selectOption({ label: 'One value for all rows' });
      await page.getByLabel('Value for all rows: Referral code').fill('ALICE10');
      await page.getByRole('button', { name: 'Check orders' }).click();
      await page.getByRole('region', { name: 'Preview' }).waitFor();
    },
  ],
  [
    'import-preview',
    1280,
    'light',
    async (page, base) => {
      await load(page, base, 'orders.csv', bad);
      await page.getByRole('button', { name: 'Check orders' }).click();
      await page.getByRole('region', { name: 'Preview' }).waitFor();
    },
  ],
  [
    'import-edit',
    1280,
    'light',
    async (page, base) => {
      await load(page, base, 'orders.csv', bad);
      await page.getByRole('button', { name: 'Check orders' }).click();
      await page.getByRole('button', { name: 'Edit order A-2' }).click();
    },
  ],
  [
    'import-sent',
    1280,
    'dark',
    async (page, base) => {
      await load(page, base, 'orders_export.csv', shopify());
      await page
        .getByLabel('Source of Referral code')
        .selectOption({ label: 'One value for all rows' });
      await page.getByLabel('Value for all rows: Referral code').fill('ALICE10');
      await page.getByRole('button', { name: 'Check orders' }).click();
      await page.getByRole('button', { name: /Send 2 orders/ }).click();
      await page.getByText('2 of 2 answered').waitFor();
    },
  ],
  [
    'import-mobile',
    360,
    'light',
    async (page, base) => {
      await load(page, base, 'orders.csv', bad);
      await page.getByRole('button', { name: 'Check orders' }).click();
      await page.getByRole('region', { name: 'Preview' }).waitFor();
    },
  ],
  ...[1280, 360].flatMap((width) => [
    [
      `import-encoding-${width}`,
      width,
      'light',
      async (page, base) => {
        await load(page, base, 'windows-1252.csv', exportFile('windows-1252.csv'));
      },
    ],
    [
      `import-sheet-${width}`,
      width,
      'dark',
      async (page, base) => {
        await load(page, base, 'shopify-orders.xlsx', exportFile('shopify-orders.xlsx'));
      },
    ],
    [
      `import-json-${width}`,
      width,
      'light',
      async (page, base) => {
        await load(page, base, 'shopify-orders.json', exportFile('shopify-orders.json'));
        await page.getByText(/nested fields not imported/).click();
      },
    ],
  ]),
];
