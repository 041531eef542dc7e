// User and server text render as text; the service key stays in its own field.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { addConnection, fillOrder } from './connections';

const XSS = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>"'><svg onload=window.__xss=1>`;
const KEY = 'sk_live_SECRET-4242-never-leak';

test('XSS payloads in every text field and in server responses render as text', async ({
  page,
}) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await page.goto('/');
  await page.getByLabel('Referral code').fill(XSS);
  await page.getByLabel('Order ID').fill(XSS);
  const product = page.getByRole('group', { name: 'Product 1' });
  await product.getByLabel('ID').fill(XSS);
  await product.getByLabel('Name').fill(XSS);
  await product.getByLabel('Subtotal').fill('1');
  const customer = page.getByRole('group', { name: 'Customer' });
  await customer.getByLabel('Name').fill(XSS);
  await customer.getByLabel('Phone').fill(XSS);
  await page.getByLabel('Coupons').fill('<b>bold</b>');
  await page.getByLabel('Coupons').press('Enter');
  await page.getByRole('button', { name: 'Add metadata entry' }).click();
  await page.getByLabel('Key', { exact: true }).fill(XSS);
  await page.getByLabel('Value', { exact: true }).fill(XSS);
  await page.getByLabel('Notes').fill(XSS);
  await page.getByText('Request preview').click();
  // The mock echoes the unknown code back in its 404 detail: server text with the payload.
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('alert')).toContainText('404');
  await expect(page.getByRole('alert')).toContainText('<img src=x');
  await expect(page.getByRole('list', { name: 'Added coupons' })).toContainText('<b>bold</b>');

  await page.getByRole('link', { name: 'History' }).click();
  await page.getByRole('button', { name: /Order </ }).click();
  await expect(page.getByLabel('Request body')).toContainText('onerror');

  expect(dialogs).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(await page.locator('img[src=x], svg[onload], main script, b').count()).toBe(0);
});

test('the service key never leaves its own field: DOM, storage, History, exports, URLs', async ({
  page,
}) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await addConnection(page, {
    name: 'Secret',
    baseUrl: `http://127.0.0.1:${mockPorts.plain}`,
    key: KEY,
  });
  await page.getByRole('link', { name: 'Record order' }).click();
  await fillOrder(page, 'ALICE10', `K-${Date.now()}`);
  await page.getByText('Request preview').click();
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('alert')).toContainText('401');

  const leaks = async () => {
    const html = await page.evaluate(() => {
      // The key may sit in its own password field's value, and nowhere else.
      const inputs = [...document.querySelectorAll('input')]
        .filter((i) => i.type !== 'password')
        .map((i) => i.value);
      return document.documentElement.outerHTML + inputs.join('\n');
    });
    const local = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    const history = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('affiliate-console');
          open.onsuccess = () => {
            const req = open.result.transaction('entries').objectStore('entries').getAll();
            req.onsuccess = () => {
              resolve(JSON.stringify(req.result));
            };
          };
        }),
    );
    return {
      html: html.includes(KEY),
      local: local.includes(KEY),
      history: history.includes(KEY),
      url: urls.some((u) => u.includes(KEY)) || page.url().includes(KEY),
    };
  };
  expect(await leaks()).toEqual({ html: false, local: false, history: false, url: false });
  // Not remembered: the key is only in this tab's session storage.
  expect(await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)))).toContain(KEY);

  await page.getByRole('link', { name: 'History' }).click();
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(await (await csv).path(), 'utf8')).not.toContain(KEY);
  expect(readFileSync(await (await json).path(), 'utf8')).not.toContain(KEY);
  await page.getByRole('button', { name: /Order K-/ }).click();
  await expect(page.getByLabel('cURL command')).toContainText('$SERVICE_KEY');
  expect(await leaks()).toEqual({ html: false, local: false, history: false, url: false });
});

test('the Content-Security-Policy forbids inline scripts', async ({ page }) => {
  await page.goto('/');
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inline = 1';
    document.body.append(s);
    return (window as unknown as { __inline?: number }).__inline;
  });
  expect(ran).toBeUndefined();
});

test('the preview server forbids framing: frame-ancestors and X-Frame-Options', async ({
  page,
  baseURL,
}) => {
  const res = await page.request.get('/');
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(res.headers()['x-frame-options']).toBe('DENY');

  // Another origin (a page on another port) cannot show the console in a frame.
  const framer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      `<!doctype html><title>Framer</title><iframe src="${baseURL ?? ''}/" title="framed"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = framer.address() as AddressInfo;
    const console: string[] = [];
    page.on('console', (m) => console.push(m.text()));
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect.poll(() => console.join('\n')).toMatch(/frame-ancestors|X-Frame-Options/);
    await expect(
      page.frameLocator('iframe').getByRole('heading', { name: 'Record order' }),
    ).toHaveCount(0);
  } finally {
    framer.close();
  }
});

test('connect-src is the console’s own origin and this machine, never any https host; the Demo sends nothing', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(m.text());
  });
  await page.goto('/');
  const csp =
    (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ??
    '';
  const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src')) ?? '';
  expect(connect.trim().split(/\s+/)).toEqual([
    'connect-src',
    "'self'",
    'http://localhost:*',
    'http://127.0.0.1:*',
  ]);

  // The Demo is answered inside the page: no request leaves for it at all.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') sent.push(r.url());
  });
  await fillOrder(page, 'ALICE10', `CSP-${Date.now()}`);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');
  expect(sent).toEqual([]);
  expect(violations).toEqual([]);

  // Any other https host is refused by the browser before a request leaves.
  const refused = await page.evaluate(() =>
    fetch('https://elsewhere.example/v1/track/X', { method: 'POST' }).then(
      () => 'sent',
      () => 'refused',
    ),
  );
  expect(refused).toBe('refused');
  await expect.poll(() => violations.join('\n')).toContain('elsewhere.example');
});
