// The Demo is answered inside the page (issue 34): no service worker ever registers, so
// right after the Demo a real service is sent to at once, with its CORS preflight.
import { expect, test, type Page } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { fillOrder } from './connections';

const plain = `http://127.0.0.1:${mockPorts.plain}`;
const refusing = `http://127.0.0.1:${mockPorts.noCors}`;
type Logged = Record<string, string | undefined>;
/** A seeded code no other spec sends to. */
const CODE = 'DEMO1049';

const registrations = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length));

/** Through Settings' link, so the page is not loaded again. */
async function addConnectionInPage(page: Page, c: { name: string; baseUrl: string }) {
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('button', { name: 'New connection' }).click();
  await page.getByLabel('Name').fill(c.name);
  await page.getByLabel('Base URL').fill(c.baseUrl);
  await page.getByLabel('Service key').fill('demo-key');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('banner')).toContainText(c.name);
  await page.getByRole('link', { name: 'Record order' }).click();
}

const fullLog = async (page: Page, server: string) =>
  (await (await page.request.get(`${server}/__mock/log`)).json()) as Logged[];
/** This test's requests only: the mocks are shared with specs running beside it, so they are never reset. */
const logSince = async (page: Page, server: string, since: number) =>
  (await fullLog(page, server)).slice(since).filter((r) => r.path === `/v1/track/${CODE}`);

test('after the Demo, a real service is sent to at once with its preflight, and no worker ever registers', async ({
  page,
  context,
}) => {
  const workers: string[] = [];
  context.on('serviceworker', (w) => workers.push(w.url()));
  const plainSince = (await fullLog(page, plain)).length;
  const refusingSince = (await fullLog(page, refusing)).length;
  await page.goto('/');
  await fillOrder(page, 'ALICE10', `DR-demo-${Date.now()}`);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');
  expect(await registrations(page)).toBe(0);
  // The same document all along: a reload would lose this marker.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const orderId = `DR-real-${Date.now()}`;
  await addConnectionInPage(page, { name: 'Local mock', baseUrl: plain });
  const answer = page.waitForResponse((r) => r.url().startsWith(`${plain}/v1/track/`));
  await fillOrder(page, CODE, orderId);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');
  expect((await answer).fromServiceWorker()).toBe(false);
  const log = await logSince(page, plain, plainSince);
  expect(log.map((r) => r.method)).toEqual(['OPTIONS', 'POST']);
  expect(log[0]?.requestMethod).toBe('POST');
  expect(log[0]?.requestHeaders?.toLowerCase().split(/,\s*/).sort()).toEqual([
    'content-type',
    'x-service-key',
  ]);
  expect(log[1]).toMatchObject({
    origin: new URL(page.url()).origin,
    serviceKey: 'demo-key',
    contentType: 'application/json-patch+json',
  });
  expect(
    await (await page.request.get(`${plain}/__mock/received?prefix=${orderId}`)).json(),
  ).toEqual({ [orderId]: 1 });

  // A service that refuses this origin gets its preflight only, and no order.
  const refusedId = `DR-refused-${Date.now()}`;
  await addConnectionInPage(page, { name: 'Refuses us', baseUrl: refusing });
  await fillOrder(page, CODE, refusedId);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect((await logSince(page, refusing, refusingSince)).map((r) => r.method)).toEqual(['OPTIONS']);
  expect(
    await (await page.request.get(`${refusing}/__mock/received?prefix=${refusedId}`)).json(),
  ).toEqual({});

  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(await registrations(page)).toBe(0);
  expect(workers).toEqual([]);
});
