// When the browser itself fails: code that can no longer be fetched (a redeploy removed the
// old chunks, or the network went), storage that is full, site data that is blocked.
import { expect, test, type Page } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { addConnection, fillOrder } from './connections';

const mock = `http://127.0.0.1:${mockPorts.plain}`;
async function received(page: Page, prefix: string) {
  const res = await page.request.get(`${mock}/__mock/received?prefix=${prefix}`);
  return (await res.json()) as Record<string, number>;
}

/** Storage full: every IndexedDB write is refused as the browser refuses it at its quota. */
const quotaFull = () => {
  const full = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  IDBObjectStore.prototype.put = full;
  IDBObjectStore.prototype.add = full;
};

/** Site data blocked: storage refused as Chromium refuses it when a setting or policy blocks it. */
const siteDataBlocked = () => {
  const denied = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  for (const name of ['localStorage', 'sessionStorage'])
    Object.defineProperty(window, name, { get: denied, configurable: true });
  IDBFactory.prototype.open = denied;
};

const viaProxy = (page: Page, baseURL: string | undefined) =>
  addConnection(page, { name: 'Via proxy', baseUrl: baseURL ?? '', key: 'demo-key' });

test('a send whose outcome panel cannot be loaded still says what happened, and after a reload points to History', async ({
  page,
  baseURL,
}) => {
  await viaProxy(page, baseURL);
  // History read once before the redeploy (its code loads with the first read; the order
  // form's look-ups read it only when they get to it, which a loaded machine may not have):
  // what is tested is the outcome panel's chunk, not History's.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
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

test('storage full: the duplicate guard says it could not check and asks; a send that cannot be stored does not start', async ({
  page,
  baseURL,
}) => {
  await viaProxy(page, baseURL);
  await page.addInitScript(quotaFull);
  await page.goto('/');
  const orderId = `FULL-${Date.now()}`;
  await fillOrder(page, 'ALICE10', orderId);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');
  await expect(page.getByRole('note')).toContainText('Storage on this device is full');

  // The same order ID again: History holds no trace of the first send, so the guard asks.
  await page.getByRole('button', { name: 'Record another' }).click();
  await fillOrder(page, 'ALICE10', orderId);
  await page.getByRole('button', { name: 'Record order' }).click();
  const ask = page.getByRole('dialog', { name: 'Could not check for an earlier send' });
  await expect(ask).toContainText(orderId);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  expect(await received(page, orderId)).toEqual({ [orderId]: 1 });

  // An import: the job cannot be stored, so nothing is sent, and the page says why and what to free.
  const run = `FULLJOB${Date.now()}`;
  const csv = ['Order ID,Referral code,Product name,Quantity,Subtotal'];
  for (let i = 1; i <= 20; i++) csv.push(`${run}-${i},ALICE10,Mug,1,10`);
  await page.getByRole('link', { name: 'Import' }).click();
  await page
    .getByLabel('Choose file')
    .setInputFiles({ name: 'full.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.join('\n')) });
  await page.getByRole('button', { name: 'Check orders' }).click();
  await page.getByRole('button', { name: 'Send 20 orders' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Nothing was sent' });
  await expect(alert).toContainText('storage on this device is full');
  await expect(alert).toContainText('Clear history');
  expect(await received(page, run)).toEqual({});
});

test('site data blocked: the console starts, sends, and says History, drafts and the duplicate guard are off', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(siteDataBlocked);
  await viaProxy(page, baseURL);
  await expect(page.getByRole('note')).toContainText(
    'History, drafts and the duplicate guard are off',
  );
  await page.getByRole('link', { name: 'Record order' }).click();
  const orderId = `BLOCKED-${Date.now()}`;
  await fillOrder(page, 'ALICE10', orderId);
  await page.getByRole('button', { name: 'Record order' }).click();
  // History cannot be read: the guard asks rather than going blind.
  await page
    .getByRole('dialog', { name: 'Could not check for an earlier send' })
    .getByRole('button', { name: 'Send anyway' })
    .click();
  await expect(page.getByRole('status')).toContainText(`Order ${orderId} recorded for ALICE10`);
  expect(await received(page, orderId)).toEqual({ [orderId]: 1 });
});
