// The app's foundation in the real build: a bulk send outlives the page that
// started it, and a lazily loaded page that cannot be fetched offers a reload.
import { expect, test } from '@playwright/test';
import { addConnection } from './connections';
import { openPart } from './import-parts';

const ORDERS = 24;

function csv(run: string) {
  const lines = ['Order ID,Referral code,Product name,Quantity,Subtotal'];
  for (let i = 1; i <= ORDERS; i++) lines.push(`${run}-${i},ALICE10,Mug,1,10`);
  return lines.join('\n');
}

test('a bulk send keeps going while the person visits other pages', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  // Through the preview's /v1 proxy to the HTTP mock, which answers each request in 100–400 ms.
  await addConnection(page, { name: 'Proxy', baseUrl: baseURL ?? '', key: 'demo-key' });
  const run = `NAV${Date.now()}`;
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v1/track/')) sent.push(r.postData() ?? '');
  });

  await page.getByRole('link', { name: 'Import' }).click();
  await page
    .getByLabel('Choose file')
    .setInputFiles({ name: 'nav.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(run)) });
  await page.getByRole('button', { name: 'Check orders' }).click();
  await openPart(page, 'speed');
  await page.getByLabel('Concurrency').fill('1');
  await page.getByRole('button', { name: `Send ${ORDERS} orders` }).click();
  await expect(page.getByRole('region', { name: 'Sending' })).toContainText(
    /[1-9]\d* of 24 answered/,
  );

  // Away from Import: the header keeps counting, and History fills up.
  await page.getByRole('link', { name: 'History' }).click();
  const progress = page.getByRole('banner').getByRole('link', { name: /answered/ });
  await expect(progress).toBeVisible();
  const first = Number(/(\d+) of/.exec((await progress.textContent()) ?? '')?.[1]);
  await expect(async () => {
    const now = Number(/(\d+) of/.exec((await progress.textContent()) ?? '')?.[1]);
    expect(now).toBeGreaterThan(first);
  }).toPass({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Record order' }).click();
  await expect(progress).toBeHidden({ timeout: 60_000 });

  // Back on Import: every order answered, each sent once.
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('region', { name: 'Sending' })).toContainText(
    `${ORDERS} of ${ORDERS} answered · ${ORDERS} recorded`,
  );
  const ids = sent.map((body) => (JSON.parse(body) as { orderId: string }).orderId);
  expect(new Set(ids).size).toBe(ORDERS);
  expect(ids).toHaveLength(ORDERS);
});

test('a page whose code cannot be fetched offers a reload, and the draft survives it', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Order ID').fill('KEEP-ME-1');
  // A deploy while the tab was open: the old History chunk is gone.
  await page.route(/\/assets\/page-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole('link', { name: 'History' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This part of the console could not be loaded');
  // The header and navigation still work.
  await expect(page.getByRole('link', { name: 'Record order' })).toBeVisible();

  await page.unroute(/\/assets\/page-[^/]+\.js$/);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Record order' }).click();
  await expect(page.getByLabel('Order ID')).toHaveValue('KEEP-ME-1');
});
