// The Demo's mock service worker serves the Demo only (issue 26): once it ran, a real
// service's requests still go straight from the page, with their CORS preflight.
import { expect, test } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { addConnection, fillOrder } from './connections';

const plain = `http://127.0.0.1:${mockPorts.plain}`;
const refusing = `http://127.0.0.1:${mockPorts.noCors}`;

test('after a Demo send, a real service is reached directly and a refusing one gets nothing', async ({
  page,
}) => {
  await page.goto('/');
  await fillOrder(page, 'ALICE10', `SW-demo-${Date.now()}`);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // The page stays under the worker until it reloads: nothing leaves for another connection.
  const refusedFirst = `SW-refused-${Date.now()}`;
  await addConnection(page, { name: 'Refuses us', baseUrl: refusing, key: 'demo-key' });
  await page.getByRole('link', { name: 'Record order' }).click();
  await fillOrder(page, 'ALICE10', refusedFirst);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('alert')).toContainText('Reload the page');
  expect(
    await (await page.request.get(`${refusing}/__mock/received?prefix=${refusedFirst}`)).json(),
  ).toEqual({});

  // After a reload no worker is left: the request goes straight from the page.
  await page.reload();
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
  ).toBe(0);
  await addConnection(page, { name: 'Local mock', baseUrl: plain, key: 'demo-key' });
  await page.getByRole('link', { name: 'Record order' }).click();
  const answer = page.waitForResponse((r) => r.url().startsWith(`${plain}/v1/track/`));
  await fillOrder(page, 'ALICE10', `SW-real-${Date.now()}`);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');
  expect((await answer).fromServiceWorker()).toBe(false);

  const orderId = `SW-refused-${Date.now()}`;
  await addConnection(page, { name: 'Refuses us', baseUrl: refusing, key: 'demo-key' });
  await page.getByRole('link', { name: 'Record order' }).click();
  await fillOrder(page, 'ALICE10', orderId);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  const received: unknown = await (
    await page.request.get(`${refusing}/__mock/received?prefix=${orderId}`)
  ).json();
  expect(received).toEqual({});
});
