// Against the mock service over real HTTP, with the production build: directly
// (cross-origin, CORS) and through the preview server's /v1 proxy (same origin).
import { expect, test } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { addConnection, fillOrder, fillUnlabelledCommissions } from './connections';

const direct = `http://127.0.0.1:${mockPorts.plain}`;

test('records an order and updates commissions cross-origin (CORS)', async ({ page }) => {
  await addConnection(page, { name: 'Local mock', baseUrl: direct, key: 'demo-key' });
  await page.getByRole('link', { name: 'Record order' }).click();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
  await fillOrder(page, 'ALICE10', `X-${Date.now()}`);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');
  expect(requests.some((r) => r.startsWith(`POST ${direct}/v1/track/ALICE10`))).toBe(true);

  await page.getByRole('link', { name: 'Commissions' }).click();
  await fillUnlabelledCommissions(page, { id: 'aff-1002', type: 1, apply: 'Yes', amount: '7.5' });
  await page.getByRole('button', { name: 'Update commissions' }).click();
  await page.getByRole('button', { name: 'Confirm update' }).click();
  await expect(page.getByRole('status')).toContainText('200');
});

test('records an order and updates commissions through the same-origin proxy', async ({
  page,
  baseURL,
}) => {
  await addConnection(page, { name: 'Via proxy', baseUrl: baseURL ?? '', key: 'demo-key' });
  await page.getByRole('link', { name: 'Record order' }).click();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await fillOrder(page, 'BOBBIKES', `P-${Date.now()}`);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');
  expect(requests.some((u) => u.startsWith(`${baseURL ?? ''}/v1/track/BOBBIKES`))).toBe(true);

  await page.getByRole('link', { name: 'Commissions' }).click();
  await fillUnlabelledCommissions(page, { id: 'aff-1003', type: 0, apply: 'No', amount: '12' });
  await page.getByRole('button', { name: 'Update commissions' }).click();
  await page.getByRole('button', { name: 'Confirm update' }).click();
  await expect(page.getByRole('status')).toContainText('200');
  expect(requests.some((u) => u === `${baseURL ?? ''}/v1/affiliates/commissions`)).toBe(true);
});
