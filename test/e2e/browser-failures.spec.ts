// When the browser itself fails: code that can no longer be fetched (a redeploy removed the
// old chunks, or the network went), storage that is full, site data that is blocked.
import { expect, test, type Page } from '@playwright/test';
import { addConnection, fillOrder } from './connections';

const viaProxy = (page: Page, baseURL: string | undefined) =>
  addConnection(page, { name: 'Via proxy', baseUrl: baseURL ?? '', key: 'demo-key' });

test('a send whose outcome panel cannot be loaded still says what happened, and after a reload points to History', async ({
  page,
  baseURL,
}) => {
  await viaProxy(page, baseURL);
  await page.getByRole('link', { name: 'Record order' }).click();
  const orderId = `CHUNK-${Date.now()}`;
  await fillOrder(page, 'ALICE10', orderId);
  // A redeploy: every chunk the page has not loaded yet is gone.
  await page.route('**/assets/**', (route) => route.abort());
  await page.getByRole('button', { name: 'Record order' }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText(`Order ${orderId} recorded for ALICE10`);
  await expect(status).toContainText('200');
  await expect(page.getByText('This part of the console could not be loaded')).toHaveCount(0);

  await page.unroute('**/assets/**');
  await page.reload();
  const note = page.getByRole('note').filter({ hasText: orderId });
  await expect(note).toContainText('recorded');
  await note.getByRole('link', { name: 'open its History entry' }).click();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(orderId);
});
