import { readFileSync } from 'node:fs';
import { checkFile } from './check-file.mjs';

const shopify = () => readFileSync('test/fixtures/shopify-orders.csv');
const exportFile = (name) => readFileSync(`test/fixtures/exports/${name}`);
const bad = Buffer.from(
  [
    'Order,Code,SKU,Qty,Price,Email,Date',
    'A-1,ALICE10,S1,2,"1.250,00",a@example.com,01/02/2025',
    'A-2,ALICE10,S2,abc,5,b@example.com,03/04/2025',
    'A-3,ALICE10,S3,1,1,not-an-email,05/06/2025',
    'A-1,ALICE10,S1,1,3,a@example.com,01/02/2025',
  ].join('\n'),
);
// A file with very many columns: the selects list a few, the search finds the rest.
const wide = Buffer.from(
  [
    [
      'Order ID',
      'Referral code',
      ...Array.from({ length: 3000 }, (_, i) => `Custom field ${i + 1}`),
    ].join(','),
    ['W-1', 'ALICE10', ...Array.from({ length: 3000 }, (_, i) => `v${i}`)].join(','),
  ].join('\n'),
);
const load = async (page, base, name, buffer) => {
  await page.goto(`${base}/import`);
  await page.getByLabel('Choose file').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await page.getByRole('button', { name: 'Check orders' }).waitFor();
};
const preview = async (page, base, name, buffer) => {
  await checkFile(page, base, name, buffer);
  await page
    .getByText('Problems by cause')
    .or(page.getByText('Send orders with status'))
    .first()
    .waitFor();
};
/** A saved preset chosen for deletion (its lookup table goes with it, for the team too). */
const presetToDelete = async (page, base) => {
  await load(page, base, 'orders_export.csv', exportFile('shopify-orders.csv'));
  await page.getByLabel('Preset name').fill('My shop');
  await page.getByRole('button', { name: 'Save mapping as preset' }).click();
  await page.getByLabel('Saved preset to delete').selectOption('My shop');
  await page.getByRole('button', { name: 'Delete preset' }).focus();
};
export default [
  ['import-preset-delete', 1280, 'light', presetToDelete, { fullPage: false }],
  ['import-preset-delete-narrow', 360, 'light', presetToDelete, { fullPage: false }],
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
      await load(page, base, 'orders_export.csv', exportFile('shopify-orders.csv'));
    },
  ],
  [
    'import-mapping-shopify-mobile',
    360,
    'light',
    async (page, base) => {
      await load(page, base, 'orders_export.csv', exportFile('shopify-orders.csv'));
    },
  ],
  [
    'import-mapping-search',
    1280,
    'light',
    async (page, base) => {
      await load(page, base, 'wide.csv', wide);
      await page
        .getByLabel('Source of Product name')
        .selectOption({ label: 'Search all 3,002 columns…' });
      await page.getByRole('combobox', { name: 'Find a column' }).fill('field 12');
    },
  ],
  [
    'import-mapping-search-mobile',
    360,
    'dark',
    async (page, base) => {
      await load(page, base, 'wide.csv', wide);
      await page
        .getByLabel('Source of Product name')
        .selectOption({ label: 'Search all 3,002 columns…' });
      await page.getByRole('combobox', { name: 'Find a column' }).fill('field 12');
    },
  ],
  [
    'import-preview-shopify',
    1280,
    'light',
    async (page, base) => {
      await preview(page, base, 'orders_export.csv', exportFile('shopify-orders.csv'));
    },
  ],
  [
    'import-preview-shopify-mobile',
    360,
    'light',
    async (page, base) => {
      await preview(page, base, 'orders_export.csv', exportFile('shopify-orders.csv'));
    },
  ],
  [
    'import-preview-paypal',
    1280,
    'dark',
    async (page, base) => {
      await preview(page, base, 'Download.CSV', exportFile('paypal-activity.csv'));
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
      await checkFile(page, base, 'orders_export.csv', shopify());
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
      await preview(page, base, 'orders_export.csv', exportFile('shopify-orders.csv'));
      await page.getByRole('button', { name: /Send 7 orders/ }).click();
      await page.getByText('7 of 7 answered').waitFor();
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
      `import-preview-stripe-${width}`,
      width,
      'light',
      async (page, base) => {
        await preview(page, base, 'payments.csv', exportFile('stripe-payments.csv'));
      },
    ],
    [
      `import-preview-woocommerce-${width}`,
      width,
      'dark',
      async (page, base) => {
        await preview(page, base, 'orders.csv', exportFile('woocommerce-orders.csv'));
      },
    ],
    [
      `import-lookup-${width}`,
      width,
      'light',
      async (page, base) => {
        await load(page, base, 'orders_export.csv', exportFile('shopify-orders.csv'));
        await page
          .getByLabel('Source of Referral code')
          .selectOption({ label: 'Look up from a coupon code' });
        await page.getByLabel('Referral lookup table').fill('WELCOME10,ALICE10\nSPRING5,BOBBIKES');
      },
    ],
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
