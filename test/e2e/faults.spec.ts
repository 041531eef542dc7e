// Every failure over real HTTP: a clear message, every value kept, and History
// records the outcome. One mock server holds the fault switch, so these run in order.
import { expect, test, type Page } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { addConnection, fillOrder, fillUnlabelledCommissions } from './connections';

test.describe.configure({ mode: 'serial' });

const faulty = `http://127.0.0.1:${mockPorts.faults}`;
const setFault = async (page: Page, fault: string) => {
  const res = await page.request.post(`${faulty}/__mock/fault`, {
    data: fault,
    headers: { 'content-type': 'text/plain' },
  });
  expect(res.status()).toBe(204);
};

async function received(page: Page, prefix: string): Promise<Record<string, number>> {
  const res = await page.request.get(`${faulty}/__mock/received?prefix=${prefix}`);
  return (await res.json()) as Record<string, number>;
}

async function sendOrder(page: Page, code: string, orderId: string) {
  await page.getByRole('link', { name: 'Record order' }).click();
  await fillOrder(page, code, orderId);
  await page.getByRole('button', { name: 'Record order' }).click();
}

async function expectKept(page: Page, code: string, orderId: string) {
  await expect(page.getByLabel('Referral code')).toHaveValue(code);
  await expect(page.getByLabel('Order ID')).toHaveValue(orderId);
  await expect(page.getByRole('group', { name: 'Product 1' }).getByLabel('Subtotal')).toHaveValue(
    '20',
  );
}

async function expectInHistory(page: Page, orderId: string, result: RegExp) {
  await page.getByRole('link', { name: 'History' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(orderId);
  await expect(page.getByRole('list', { name: 'History entries' })).toContainText(result);
}

test.beforeEach(async ({ page }) => {
  await setFault(page, 'none');
});
test.afterAll(async ({ request }) => {
  await request.post(`${faulty}/__mock/fault`, { data: 'none' });
});

const cases: {
  name: string;
  fault?: string;
  code?: string;
  key?: string;
  baseUrl?: string;
  timeout?: string;
  alert: RegExp[];
  history: RegExp;
}[] = [
  { name: '401 wrong key', key: 'wrong', alert: [/401/, /Check its Service key/], history: /401/ },
  {
    name: '404 unknown code',
    code: 'NOBODY',
    alert: [/404/, /matched no affiliate/],
    history: /404/,
  },
  {
    name: '415 unsupported media type',
    fault: 'unsupported-media-type',
    alert: [/415/, /did not accept the content type/],
    history: /415/,
  },
  { name: '429 with Retry-After', fault: 'rate-limit', alert: [/429/, /wait 2 s/], history: /429/ },
  {
    name: '500 with an HTML body',
    fault: 'server-error',
    alert: [/500/, /500 Internal Server Error/],
    history: /500/,
  },
  // Not the service's word: outcome unknown, never a success or a plain failure (issue 23).
  {
    name: '504 from a gateway, after the service recorded the order',
    fault: 'gateway-timeout',
    alert: [
      /A gateway answered, not the service: outcome unknown/,
      /504/,
      /may have been recorded/,
    ],
    history: /Unknown \(504 Gateway Timeout\)/,
  },
  {
    name: '200 with a web page (a static host answering /v1 with index.html)',
    fault: 'html-page',
    alert: [
      /web page, not the service: outcome unknown/,
      /200/,
      /\/v1 is not reaching the service/,
    ],
    history: /Unknown \(not the service\)/,
  },
  {
    name: 'a timeout',
    fault: 'slow',
    timeout: '1',
    alert: [/outcome unknown/, /may or may not/],
    history: /Unknown/,
  },
  // A browser cannot tell a refused connection or a CORS refusal from an answer lost
  // after the service got the request: both are unknown, and the guard warns on a resend.
  {
    name: 'connection refused',
    baseUrl: 'http://127.0.0.1:9',
    alert: [/No answer: outcome unknown/, /may or may not have received it/, /Likely causes/],
    history: /Unknown \(no answer\)/,
  },
  {
    name: 'CORS refused',
    baseUrl: `http://127.0.0.1:${mockPorts.noCors}`,
    alert: [/No answer: outcome unknown/, /may or may not have received it/, /CORS/],
    history: /Unknown \(no answer\)/,
  },
  {
    name: 'connection dropped after the service read the request',
    fault: 'offline',
    alert: [/No answer: outcome unknown/, /The order may have been recorded/],
    history: /Unknown \(no answer\)/,
  },
];

for (const c of cases) {
  test(`order: ${c.name}`, async ({ page }) => {
    if (c.fault) await setFault(page, c.fault);
    await addConnection(page, {
      name: 'Faulty',
      baseUrl: c.baseUrl ?? faulty,
      key: c.key ?? 'demo-key',
      timeoutSeconds: c.timeout ?? '30',
    });
    const orderId = `F-${Date.now()}`;
    const code = c.code ?? 'ALICE10';
    await sendOrder(page, code, orderId);
    const alert = page.getByRole('alert');
    for (const text of c.alert) await expect(alert).toContainText(text);
    await expectKept(page, code, orderId);
    await expectInHistory(page, orderId, c.history);
  });
}

test('order: a 307 to another port is a failure and the other port receives nothing', async ({
  page,
}) => {
  const other = `http://127.0.0.1:${mockPorts.plain}`;
  await setFault(page, `redirect ${other}`);
  await addConnection(page, { name: 'Faulty', baseUrl: faulty, key: 'demo-key' });
  // Chromium lists a redirect's target as a request even when it does not follow it
  // (it is aborted at once); none may finish.
  const finished: string[] = [];
  page.on('requestfinished', (r) => finished.push(r.url()));
  const orderId = `R-${Date.now()}`;
  await sendOrder(page, 'ALICE10', orderId);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('redirect');
  await expect(alert).toContainText('the request and the service key were not sent there');
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectKept(page, 'ALICE10', orderId);
  // Had the browser followed it, the other service would have recorded the order (a 409 now).
  const direct = await page.request.post(`${other}/v1/track/ALICE10`, {
    headers: { 'X-Service-Key': 'demo-key', 'Content-Type': 'application/json-patch+json' },
    data: JSON.stringify({ orderId, products: [{ id: 'SKU-1', quantity: 1, subTotal: 1 }] }),
  });
  expect(direct.status()).toBe(200);
  expect(finished.filter((u) => u.startsWith(other))).toEqual([]);
  await expectInHistory(page, orderId, /redirect|307/i);
});

test('order: 409 for a repeated order ID', async ({ page }) => {
  await addConnection(page, { name: 'Faulty', baseUrl: faulty, key: 'demo-key' });
  const orderId = `D-${Date.now()}`;
  await sendOrder(page, 'ALICE10', orderId);
  await expect(page.getByRole('status')).toContainText('200');
  await page.getByRole('button', { name: 'Record order' }).click();
  await page.getByRole('button', { name: 'Send anyway' }).click();
  // Already recorded at the service: said with its status, and not a failure.
  await expect(page.getByRole('status')).toContainText('409');
  await expect(page.getByRole('status')).toContainText('Nothing failed');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectKept(page, 'ALICE10', orderId);
});

test('order: 200 with malformed JSON is shown as text', async ({ page }) => {
  await setFault(page, 'malformed-json');
  await addConnection(page, { name: 'Faulty', baseUrl: faulty, key: 'demo-key' });
  await sendOrder(page, 'ALICE10', `M-${Date.now()}`);
  await expect(page.getByRole('status')).toContainText('200');
  await expect(page.getByLabel('Response body')).toContainText('{"orderId": "truncated');
});

test('commissions: 204 with no body is a success', async ({ page }) => {
  await setFault(page, 'no-content');
  await addConnection(page, { name: 'Faulty', baseUrl: faulty, key: 'demo-key' });
  await page.getByRole('link', { name: 'Commissions' }).click();
  await fillUnlabelledCommissions(page, { id: 'aff-1001', type: 0, apply: 'No', amount: '4' });
  await page.getByRole('button', { name: 'Update commissions' }).click();
  await page.getByRole('button', { name: 'Confirm update' }).click();
  await expect(page.getByRole('status')).toContainText('204');
  await expect(page.getByText('Response body: empty')).toBeVisible();
  await expectInHistory(page, 'aff-1001', /204/);
});

test('order: a 504 is never sent again on its own; a second send asks first', async ({ page }) => {
  await setFault(page, 'gateway-timeout');
  await addConnection(page, { name: 'Faulty', baseUrl: faulty, key: 'demo-key' });
  const orderId = `GW-${Date.now()}`;
  await sendOrder(page, 'ALICE10', orderId);
  await expect(page.getByRole('alert')).toContainText('outcome unknown');
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.getByRole('button', { name: 'Record order' }).click();
  // The duplicate guard counts an unknown outcome as possibly recorded.
  await expect(page.getByRole('button', { name: 'Send anyway' })).toBeVisible();
  expect(await received(page, orderId)).toEqual({ [orderId]: 1 });
});

test('commissions: a 200 web page changes nothing that follows a success ("last set")', async ({
  page,
}) => {
  await addConnection(page, { name: 'Faulty', baseUrl: faulty, key: 'demo-key' });
  const update = async (amount: string) => {
    await page.getByRole('link', { name: 'Commissions' }).click();
    await fillUnlabelledCommissions(page, { id: 'aff-1002', type: 0, apply: 'No', amount });
    await page.getByRole('button', { name: 'Update commissions' }).click();
    await page.getByRole('button', { name: 'Confirm update' }).click();
  };
  await update('4');
  await expect(page.getByRole('status')).toContainText('200');
  await setFault(page, 'html-page');
  await update('9');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('web page, not the service: outcome unknown');
  await expect(alert).toContainText('/v1 is not reaching the service');
  await page.reload();
  await page.getByLabel('Affiliate ID').fill('aff-1002');
  await expect(page.getByText(/Last set from this console/)).toContainText('amount 4');
  await expectInHistory(page, 'aff-1002', /Unknown \(not the service\)/);
});

test('import: 504s are unknown; Retry failed leaves them out; they go again only when asked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await setFault(page, 'gateway-timeout');
  await addConnection(page, { name: 'Faulty', baseUrl: faulty, key: 'demo-key', remember: true });
  const run = `GWI${Date.now()}`;
  const rows = [1, 2, 3].map((i) => `${run}-${i},ALICE10,Mug,1,10`);
  await page.getByRole('link', { name: 'Import' }).click();
  await page.getByLabel('Choose file').setInputFiles({
    name: `${run}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      ['Order ID,Referral code,Product name,Quantity,Subtotal', ...rows].join('\n'),
    ),
  });
  await page.getByRole('button', { name: 'Check orders' }).click();
  await page.getByRole('button', { name: 'Send 3 orders' }).click();
  const panel = page.getByRole('region', { name: 'Sending' });
  await expect(panel).toContainText('3 of 3 answered · 0 recorded · 0 failed · 3 unknown');
  await expect(panel.getByRole('button', { name: 'Retry failed' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Continue sending' })).toHaveCount(0);
  await expect(panel).toContainText('504 Gateway Timeout');
  const once = Object.fromEntries(rows.map((_, i) => [`${run}-${i + 1}`, 1]));
  expect(await received(page, run)).toEqual(once);

  // Offered apart, behind a warning: only then do they go again (the service, which
  // recorded them behind the gateway, now answers 409: already recorded, not failed).
  await setFault(page, 'none');
  await panel.getByRole('button', { name: 'Send unknown again…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('may already be recorded');
  await dialog.getByRole('button', { name: 'Send again' }).click();
  await expect(panel).toContainText('3 of 3 answered · 3 recorded · 0 failed · 0 unknown');
  await expect(panel).toContainText('Already recorded at the service');
  expect(await received(page, run)).toEqual(
    Object.fromEntries(Object.keys(once).map((id) => [id, 2])),
  );
});
