// The console's core paths, written once and run in Firefox ESR and in WebKitGTK (Safari's
// engine) by scripts/browsers.mjs. Chromium runs the full e2e suite (test/e2e).
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, it } from 'vitest';
import { base, startEngine, type Tab } from './engines';
import type { Target } from './find';

declare module 'vitest' {
  export interface ProvidedContext {
    engine: 'firefox' | 'webkit';
  }
}

const engineName = inject('engine');
const mock = process.env.BROWSERS_MOCK_URL ?? 'http://127.0.0.1:8788';
const refusing = process.env.BROWSERS_REFUSING_URL ?? 'http://127.0.0.1:8791';
const teamServer = process.env.BROWSERS_TEAM_URL ?? 'http://127.0.0.1:5984';
const shots = `test-results/browsers/${engineName}`;
mkdirSync(shots, { recursive: true });

let engine: Awaited<ReturnType<typeof startEngine>>;
let tab: Tab;
beforeAll(async () => {
  engine = await startEngine(engineName);
});
afterAll(() => engine.stop());
// Room for a WebKit session asked again (engines.ts: up to 3 tries of 20 s).
beforeEach(async () => {
  tab = await engine.open();
}, 90_000);
afterEach(async () => {
  await tab.close();
});

const control = async <T = unknown>(server: string, path: string, body?: string): Promise<T> => {
  const res = await fetch(
    `${server}/__mock/${path}`,
    body === undefined ? {} : { method: 'POST', body },
  );
  return (res.headers.get('content-type')?.includes('json') ? res.json() : undefined) as Promise<T>;
};

const field = (name: string, within?: Target['within']): Target =>
  within ? { role: 'field', name, within } : { role: 'field', name };
const button = (name: string): Target => ({ role: 'button', name });
const link = (name: string): Target => ({ role: 'link', name });
const pageText = (t: Tab) => t.run<string>('document.body.innerText');
/** Waits for a success announcement (role status) that carries the HTTP status 200. */
const succeeded = (t: Tab) =>
  t.until(
    `[...document.querySelectorAll('[role=status]')].some((e) => /(^|\\D)200(\\D|$)/.test(e.textContent))`,
    'a success announcement with 200',
  );

/** inPage: Settings is opened by its link, so the page is not loaded again. */
async function addConnection(t: Tab, c: { name: string; baseUrl: string }, o = { inPage: false }) {
  if (o.inPage) await t.click(link('Settings'));
  else await t.goto('/settings');
  await t.click(button('New connection'));
  await t.fill(field('Name'), c.name);
  await t.fill(field('Base URL'), c.baseUrl);
  await t.fill(field('Service key'), 'demo-key');
  await t.click(field('Remember key on this device'));
  await t.click(button('Save'));
  await t.until(
    `document.querySelector('header')?.textContent.includes(${JSON.stringify(c.name)})`,
    `"${c.name}" in the header`,
  );
}

/** Both widths, each with screenshots (the page, and `part` of it) and no sideways scrolling. */
async function shootBothWidths(t: Tab, name: string, part: Target) {
  for (const width of [1280, 360]) {
    await t.setWidth(width);
    await t.until(
      `Math.round(document.documentElement.getBoundingClientRect().width) <= ${String(width)}`,
      `a page ${String(width)} px wide`,
    );
    expect(
      await t.run<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      ),
      `sideways scrolling at ${String(width)} px`,
    ).toBeLessThanOrEqual(0);
    await t.screenshot(`${shots}/${name}-${String(width)}.png`);
    await t.screenshotOf(part, `${shots}/${name}-part-${String(width)}.png`);
  }
  await t.setWidth(1280);
}

/**
 * The import table, scrolled to `where`: the rows on show once they have arrived, by
 * aria-rowindex, and any that lies over the row before it.
 */
async function expectRowsStacked(t: Tab, orders: number, where: 'end' | 'middle') {
  const rows = `[...document.querySelectorAll('.import-preview .preview-scroll [role=row]')]`;
  // The rows mount after the preview's first paint: scrolled before that, nothing would move.
  await t.until(`${rows}.length > 0`, 'the table’s first rows');
  await t.run(`(() => {
    const s = document.querySelector('.import-preview .preview-scroll');
    s.scrollTop = ${where === 'end' ? 's.scrollHeight' : 's.scrollHeight / 2'};
  })()`);
  const reached =
    where === 'end'
      ? `document.querySelector('.import-preview [aria-rowindex="${orders + 1}"]')`
      : `Number(${rows}[0]?.getAttribute('aria-rowindex')) > ${orders / 4}`;
  await t.until(
    `${rows}.length > 0 && !${rows}.some((r) => r.textContent === '…') && ${reached}`,
    `the table's rows at its ${where}`,
  );
  const stacking = () =>
    t.run<{ shown: number[]; over: number[] }>(`(() => {
    const rows = ${rows}
      .map((r) => ({ i: Number(r.getAttribute('aria-rowindex')), box: r.getBoundingClientRect() }))
      .sort((a, b) => a.i - b.i);
    return {
      shown: rows.map((r) => r.i),
      over: rows.filter((r, k) => k > 0 && r.box.top < rows[k - 1].box.bottom - 1).map((r) => r.i),
    };
  })()`);
  // Rows are placed by their estimated height until they are measured (a frame or two, by a
  // ResizeObserver): waited for, so only rows that stay over one another fail.
  await expect
    .poll(async () => (await stacking()).over, {
      message: `rows over the row before them at the ${where}`,
      timeout: 10_000,
    })
    .toEqual([]);
  const { shown } = await stacking();
  expect(shown, `rows on show at the ${where}`).toEqual(shown.map((_, k) => (shown[0] ?? 0) + k));
  if (where === 'end') expect(shown.at(-1)).toBe(orders + 1);
}

async function recordOrder(t: Tab, code: string, orderId: string) {
  await t.click(link('Record order'));
  await t.fill(field('Referral code'), code);
  await t.fill(field('Order ID'), orderId);
  const product = { role: 'group', name: 'Product 1' } as const;
  await t.fill(field('Name', product), 'Mug');
  await t.fill(field('Quantity', product), '2');
  await t.fill(field('Subtotal', product), '20');
  await t.click(button('Record order'));
}

it('opens every page with no console errors, at 1280 and 360 px', async () => {
  await tab.goto('/');
  await tab.waitFor(field('Referral code'));
  await tab.screenshot(`${shots}/first-page-1280.png`);
  for (const [page, path] of [
    ['Commissions', '/commissions'],
    ['Import', '/import'],
    ['History', '/history'],
    ['Insights', '/insights'],
    ['Settings', '/settings'],
    ['Record order', '/'],
  ] as const) {
    await tab.click(link(page));
    // Each page is loaded lazily: it is there once its heading is.
    await tab.until(
      `location.pathname === '${path}' && document.querySelector('main h1')`,
      `${page}'s heading`,
    );
  }
  await tab.setWidth(360);
  await tab.screenshot(`${shots}/first-page-360.png`);
  expect(await tab.errors()).toEqual([]);
});

it('records an order on the Demo, and History shows it after a reload', async () => {
  const orderId = `BD-${engineName}-${Date.now()}`;
  // At the width a desk uses, whatever width the test before left (360 px is tried there).
  await tab.setWidth(1280);
  await tab.goto('/');
  await recordOrder(tab, 'ALICE10', orderId);
  await succeeded(tab);
  const inHistory = `document.body.innerText.includes(${JSON.stringify(orderId)})`;
  // History has it before the reload: the send waits at most 2 s for History's write, and a
  // reload before it is done tests a slower machine, not History (the same in Chromium's e2e).
  await tab.click(link('History'));
  await tab.until(inHistory, 'the order in History');
  await tab.reload();
  await tab.until(inHistory, 'the order in History after a reload');
  await tab.screenshot(`${shots}/history.png`);
  expect(await tab.errors()).toEqual([]);
});

it('records an order on the HTTP mock: preflight, headers and body as the contract says', async () => {
  await control(mock, 'reset', '');
  const orderId = `BH-${engineName}-${Date.now()}`;
  await addConnection(tab, { name: 'Local mock', baseUrl: mock });
  await recordOrder(tab, 'ALICE10', orderId);
  await succeeded(tab);
  const log = await control<Record<string, string | undefined>[]>(mock, 'log');
  const preflight = log.find((r) => r.method === 'OPTIONS' && r.path === '/v1/track/ALICE10');
  expect(preflight?.requestMethod).toBe('POST');
  expect(preflight?.requestHeaders?.toLowerCase().split(/,\s*/).sort()).toEqual([
    'content-type',
    'x-service-key',
  ]);
  const post = log.find((r) => r.method === 'POST');
  expect(post).toMatchObject({
    path: '/v1/track/ALICE10',
    origin: new URL(base).origin,
    serviceKey: 'demo-key',
    contentType: 'application/json-patch+json',
  });
  const orders = await control<{ code: string; body: unknown }[]>(mock, `orders?prefix=${orderId}`);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.body).toMatchObject({
    orderId,
    products: [{ name: 'Mug', quantity: 2, subTotal: 20 }],
  });
});

const registrations = (t: Tab) =>
  t.run<number>('navigator.serviceWorker.getRegistrations().then((r) => r.length)');

it('after a Demo send, a real service is reached at once, with its preflight, and no worker ever registers', async () => {
  await control(mock, 'reset', '');
  await control(refusing, 'reset', '');
  await tab.goto('/');
  await recordOrder(tab, 'ALICE10', `BW-demo-${Date.now()}`);
  await succeeded(tab); // answered by the Demo's mock inside the page
  expect(await registrations(tab)).toBe(0);
  // The same document all along: the marker would go with a reload.
  await tab.run<boolean>('(window.__sameDocument = true)');

  // A code no other test here sends to, so no preflight of theirs is cached for its URL.
  const orderId = `BW-${engineName}-${Date.now()}`;
  await addConnection(tab, { name: 'Local mock', baseUrl: mock }, { inPage: true });
  await recordOrder(tab, 'CLARA-25', orderId);
  await succeeded(tab);
  const log = (await control<Record<string, string | undefined>[]>(mock, 'log')).filter(
    (r) => r.path === '/v1/track/CLARA-25',
  );
  expect(log.map((r) => r.method)).toEqual(['OPTIONS', 'POST']);
  expect(log[0]?.requestMethod).toBe('POST');
  expect(log[0]?.requestHeaders?.toLowerCase().split(/,\s*/).sort()).toEqual([
    'content-type',
    'x-service-key',
  ]);
  expect(log[1]).toMatchObject({
    origin: new URL(base).origin,
    serviceKey: 'demo-key',
    contentType: 'application/json-patch+json',
  });
  expect(await control(mock, `received?prefix=${orderId}`)).toEqual({ [orderId]: 1 });

  // A service that refuses this origin answers the preflight only, and gets no order.
  const refusedId = `BW-refused-${engineName}-${Date.now()}`;
  await addConnection(tab, { name: 'Refuses us', baseUrl: refusing }, { inPage: true });
  await recordOrder(tab, 'CLARA-25', refusedId);
  await tab.waitFor({ role: 'alert' });
  const refused = (await control<Record<string, string | undefined>[]>(refusing, 'log')).filter(
    (r) => r.path === '/v1/track/CLARA-25',
  );
  expect(refused.map((r) => r.method)).toEqual(['OPTIONS']);
  expect(await control(refusing, `received?prefix=${refusedId}`)).toEqual({});
  expect(await tab.run<boolean>('window.__sameDocument === true')).toBe(true);
  expect(await registrations(tab)).toBe(0);
});

it('updates commissions on the Demo after the confirmation', async () => {
  await tab.goto('/commissions?affiliate=aff-1001');
  await tab.select(field('Commission type'), '0');
  await tab.click(field('Yes', { role: 'group', name: 'Apply individually' }));
  await tab.fill(field('Amount'), '15');
  await tab.click(button('Update commissions'));
  await tab.waitFor({ role: 'dialog', name: 'Update commissions?' });
  await tab.click(button('Confirm update'));
  await succeeded(tab);
  await tab.until(`document.body.innerText.includes('amount 15 %')`, 'the last-set record');
  expect(await tab.errors()).toEqual([]);
});

it('sends an imported CSV, reloaded mid-send at a known point, resumed: each order once', async () => {
  const run = `BI${engineName}${Date.now()}`;
  const n = 20;
  const lines = ['Order ID,Referral code,Product name,Quantity,Subtotal'];
  for (let i = 1; i <= n; i++) lines.push(`${run}-${i},ALICE10,Mug,1,10`);
  await control(mock, 'reset', '');
  await control(mock, 'hold', '5'); // 5 answered, then every order is held open
  await addConnection(tab, { name: 'Direct', baseUrl: mock });
  await tab.click(link('Import'));
  await tab.waitFor(field('Choose file'));
  await tab.run(`(() => {
    const input = [...document.querySelectorAll('input[type=file]')][0];
    const files = new DataTransfer();
    files.items.add(new File([${JSON.stringify(lines.join('\n'))}], '${run}.csv', { type: 'text/csv' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  })()`);
  await tab.click(button('Check orders'));
  // The sending speed is one line until opened (issue 34): opened as a person would.
  await tab.waitFor(button(`Send ${n} orders`));
  await expectRowsStacked(tab, n, 'end');
  await tab.run(
    `[...document.querySelectorAll('summary')].find((s) => s.textContent.startsWith('Sending speed'))?.click()`,
  );
  await tab.fill(field('Concurrency'), '2');
  await tab.click(button(`Send ${n} orders`));
  // Two requests are on their way, unanswered, and no more can start: the reload comes now.
  await expect.poll(() => control(mock, 'held'), { timeout: 30_000 }).toBe(2);
  await tab.reload();
  await control(mock, 'release', '');
  await tab.click(button('Resume import'));
  await tab.until(
    `[...document.querySelectorAll('button')].some((b) => b.textContent === 'Continue sending') || document.body.innerText.includes('${n} of ${n} answered')`,
    'the resumed job',
  );
  if (
    await tab.run<boolean>(
      `[...document.querySelectorAll('button')].some((b) => b.textContent === 'Continue sending')`,
    )
  )
    await tab.click(button('Continue sending'));
  await tab.until(
    `document.body.innerText.includes('${n} of ${n} answered')`,
    'every order answered',
    60_000,
  );
  await tab.screenshot(`${shots}/import-resumed.png`);
  const counts = await control<Record<string, number>>(mock, `received?prefix=${run}-`);
  expect(Object.keys(counts)).toHaveLength(n);
  expect(Object.values(counts).every((c) => c === 1)).toBe(true);
  // Only the two that were handed to the network are unknown; none that never left.
  const text = await pageText(tab);
  expect(Number(/(\d+) unknown/.exec(text)?.[1])).toBe(2);
  expect(Number(/(\d+) recorded/.exec(text)?.[1])).toBe(n - 2);
});

it('a table of 50,005 orders (rows placed ten at a time): every row in order, none over another, at 1280 and 360 px', async () => {
  const n = 50_005;
  await tab.goto('/import');
  await tab.waitFor(field('Choose file'));
  await tab.run(`(() => {
    const lines = ['Order ID,Referral code,Product name,Quantity,Subtotal'];
    for (let i = 1; i <= ${n}; i++) lines.push('BIG-' + i + ',ALICE10,Mug,1,10');
    const input = document.querySelector('input[type=file]');
    const files = new DataTransfer();
    files.items.add(new File([lines.join('\\n')], 'big.csv', { type: 'text/csv' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  })()`);
  await tab.click(button('Check orders'));
  await tab.until(
    `document.querySelector('.import-preview')?.getAttribute('aria-rowcount') === '${n + 1}'`,
    'the checked table',
    90_000,
  );
  await expectRowsStacked(tab, n, 'middle');
  await expectRowsStacked(tab, n, 'end');
  await tab.setWidth(360);
  await expectRowsStacked(tab, n, 'middle');
  await expectRowsStacked(tab, n, 'end');
  await tab.screenshot(`${shots}/import-50005-rows-360.png`);
  await tab.setWidth(1280);
}, 180_000);

it('draws the Insights chart', async () => {
  await tab.goto('/');
  await recordOrder(tab, 'ALICE10', `BC-${engineName}-${Date.now()}`);
  await succeeded(tab);
  await tab.click(link('Insights'));
  await tab.until(
    `[...document.querySelectorAll('section')].some((s) => s.getAttribute('aria-labelledby') && document.getElementById(s.getAttribute('aria-labelledby'))?.textContent === 'Orders per day' && s.querySelector('canvas')?.width > 0)`,
    'the Orders per day chart',
  );
  await tab.screenshot(`${shots}/insights.png`);
  expect(await tab.errors()).toEqual([]);
});

it('records an order with the keyboard alone', async () => {
  await tab.goto('/');
  await tab.waitFor(field('Referral code'));
  const focusedName = () =>
    tab.run<string>(`(() => {
      const el = document.activeElement;
      const label = el && el.labels ? [...el.labels].map((l) => l.textContent).join(' ') : '';
      return label + '|' + (el?.textContent ?? '') + '|' + (el?.getAttribute('aria-label') ?? '');
    })()`);
  const tabTo = async (name: RegExp, max = 80) => {
    for (let i = 0; i < max; i++) {
      await tab.press('Tab');
      if (name.test(await focusedName())) return;
    }
    throw new Error(`Tab never reached ${String(name)}`);
  };
  await tabTo(/^Referral code/);
  await tab.type('ALICE10');
  await tabTo(/^Order ID/);
  await tab.type(`BK-${engineName}-${Date.now()}`);
  await tabTo(/^Name\|/);
  await tab.type('Mug');
  await tabTo(/^Subtotal/);
  await tab.type('12.5');
  await tabTo(/\|Record order\|/, 120);
  await tab.press('Enter');
  await succeeded(tab);
  expect(await tab.errors()).toEqual([]);
});

it('Affiliates at 1280 and 360 px: an affiliate added by hand is found, no console errors', async () => {
  const name = `Zoë ${engineName}`;
  await tab.goto('/affiliates');
  await tab.waitFor({ role: 'heading', name: 'Affiliates' });
  await tab.click(button('Add affiliate'));
  await tab.fill(field('Name'), name);
  await tab.fill(field('Email'), 'zoe@example.com');
  await tab.fill(field('Referral codes'), 'ZOE-10, ZOE-SUMMER');
  await tab.fill(field('Affiliate IDs'), 'aff-9001');
  await tab.click(button('Save affiliate'));
  await tab.until(
    `document.body.innerText.includes(${JSON.stringify(`${name} added.`)})`,
    'the word that it was added',
  );
  const listed = (text: string) =>
    `[...document.querySelectorAll('.affiliates-list > li')].some((li) => li.textContent.includes(${JSON.stringify(text)}))`;
  await tab.fill(field('Find an affiliate'), 'zoe-sum');
  await tab.until(listed(name), `${name} found by a code`);
  await tab.fill(field('Find an affiliate'), 'nobody');
  await tab.until(`!(${listed(name)})`, `${name} left out by another search`);
  await tab.fill(field('Find an affiliate'), '');
  await tab.until(listed(name), `${name} listed again`);
  const directory = await tab.run<string>(
    `document.getElementById('directory-heading').textContent`,
  );
  await shootBothWidths(tab, 'affiliates', { role: 'region', name: directory });
  expect(await tab.errors()).toEqual([]);
});

it('Settings → Team: the team connection test answers, and the team connects', async () => {
  const team = { role: 'region', name: 'Team' } as const;
  await tab.goto('/settings');
  await tab.click(button('Set up team'));
  await tab.fill(field('Team server URL', team), teamServer);
  await tab.fill(field('Database', team), 'team');
  await tab.fill(field('User name', team), 'ana');
  await tab.fill(field('Password', team), 'ana-secret');
  await tab.fill(field('Your name', team), 'Ana');
  await tab.click(button('Test team connection'));
  await tab.until(
    `document.querySelector('[aria-label="Team connection test"]')?.querySelectorAll('li').length === 4`,
    'the four answers of the team connection test',
  );
  const answers = await tab.run<string>(
    `document.querySelector('[aria-label="Team connection test"]').innerText`,
  );
  expect(answers).toContain('The server is reachable and allows this page (CORS).');
  expect(answers).toContain('Signed in as ana.');
  expect(answers).toContain('Protected by the console’s rules (version 1).');
  expect(answers).not.toContain('✗');
  await tab.click(button('Connect team'));
  await tab.until(
    `[...document.querySelectorAll('[role=status]')].some((e) => /Up to date with the team/.test(e.textContent))`,
    'the team up to date',
    40_000,
  );
  await shootBothWidths(tab, 'settings-team', team);
  expect(await tab.errors()).toEqual([]);
});
