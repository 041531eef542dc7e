import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openPart } from './import-parts';

const fixture = (name: string) => readFileSync(`test/fixtures/exports/${name}`);

/** The preview's counts, without the time the check took. */
const counts = async (page: Page) =>
  (await page.getByRole('region', { name: 'Preview' }).locator('.counts').innerText()).replace(
    / · checked in \d+ ms/,
    '',
  );

async function choose(page: Page, name: string, mimeType: string) {
  await page.getByLabel('Choose file').setInputFiles({ name, mimeType, buffer: fixture(name) });
}

/**
 * One order of the preview as its fix form shows it (the order form's fields, as
 * would be sent): each field's group and label with its value.
 */
async function orderFields(page: Page, orderId: string): Promise<Record<string, string>> {
  await page.getByRole('button', { name: `Edit order ${orderId}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('group', { name: 'Product 1' })).toBeVisible();
  // The typed-time field and the metadata editor load lazily: read the fields once every
  // one is there (a machine under load drew the CSV's dialog before its metadata).
  await expect(dialog.getByLabel('Or type a time')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Metadata' })).toBeVisible();
  const fields = await dialog.locator('input, select, textarea').evaluateAll((els) =>
    Object.fromEntries(
      els.map((el, i) => {
        const input = el as HTMLInputElement;
        const label = input.labels?.[0]?.textContent.trim() ?? `#${i}`;
        const group = input.closest('fieldset')?.querySelector('legend')?.textContent.trim();
        const value =
          input.type === 'checkbox' || input.type === 'radio' ? String(input.checked) : input.value;
        return [`${group ?? ''} › ${label} ${i}`, value];
      }),
    ),
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  return fields;
}

/** The product names of one order, as its fix form shows them. */
const productNames = (fields: Record<string, string>) =>
  Object.entries(fields)
    .filter(([key]) => /^Product \d+ › Name /.test(key))
    .map(([, value]) => value);

test('a Windows-1252 export reads with its product names intact; another encoding can be chosen', async ({
  page,
}) => {
  await page.goto('/import');
  await choose(page, 'windows-1252.csv', 'text/csv');
  await expect(page.getByText('windows-1252.csv: 3 rows')).toBeVisible();
  const encoding = page.getByLabel('Encoding');
  await expect(encoding).toHaveValue('windows-1252');
  await expect(page.getByText('Read as Windows-1252 (the file is not valid UTF-8).')).toBeVisible();
  const nameExample = page.getByRole('row', { name: /^Product name/ });
  await expect(nameExample).toContainText('Women’s Hoodie - Oat / S');
  await expectNoAxeViolations(page, 'the encoding notice');

  await page.getByLabel('Source of Referral code').selectOption('One value for all rows');
  await page.getByLabel('Value for all rows: Referral code').fill('ALICE10');
  await page.getByRole('button', { name: 'Check orders' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('2 orders');
  expect(productNames(await orderFields(page, '#1013'))).toEqual([
    'Women’s Hoodie - Oat / S',
    'Crème brûlée Candle',
  ]);

  // Read as UTF-8 on request: the ’ is lost, the page says it was chosen.
  await openPart(page, 'file');
  await encoding.selectOption('UTF-8');
  await expect(page.getByText('Read as UTF-8 (chosen).')).toBeVisible();
  await expect(nameExample).toContainText('Women\ufffds Hoodie');
  await expect(preview).toBeHidden();
  await encoding.selectOption('windows-1252');
  await expect(nameExample).toContainText('Women’s Hoodie - Oat / S');
});

test('an XLSX workbook imports like the CSV it was made from; another sheet can be chosen', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/import');
  const preview = page.getByRole('region', { name: 'Preview' });
  const check = async () => {
    await page.getByLabel('Source of Referral code').selectOption('One value for all rows');
    await page.getByLabel('Value for all rows: Referral code').fill('ALICE10');
    await page.getByRole('button', { name: 'Check orders' }).click();
    await expect(preview).toBeVisible();
  };

  await choose(page, 'shopify-orders.csv', 'text/csv');
  await expect(page.getByText('shopify-orders.csv: 18 rows')).toBeVisible();
  await check();
  const csvCounts = await counts(page);
  expect(csvCounts).toContain('12 orders');
  const csvOrder = await orderFields(page, '#1002');
  const spreadsheetReader = /\/assets\/xlsx-[\w-]+\.js$/;
  expect(requested.filter((url) => spreadsheetReader.test(url))).toEqual([]);

  const reader = page.waitForRequest(spreadsheetReader);
  await choose(
    page,
    'shopify-orders.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  await reader; // The spreadsheet reader loads now, not with the page.
  await expect(page.getByText('shopify-orders.xlsx: 18 rows')).toBeVisible();
  const sheet = page.getByLabel('Sheet');
  await expect(sheet).toHaveValue('Orders');
  await expect(page.getByLabel('Encoding')).toHaveCount(0);
  await expect(page.getByRole('row', { name: /^Product name/ })).toContainText(
    'Merino Beanie - Charcoal',
  );
  await expectNoAxeViolations(page, 'the sheet picker');
  await check();
  expect(await counts(page)).toBe(csvCounts);
  expect(await orderFields(page, '#1002')).toEqual(csvOrder);

  await openPart(page, 'file');
  await sheet.selectOption('Payouts');
  await expect(page.getByText('shopify-orders.xlsx: 2 rows, 5 columns')).toBeVisible();
  await expect(sheet).toHaveValue('Payouts');
  await expect(preview).toBeHidden();
});
