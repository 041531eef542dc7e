// Who did it, in two browsers on the in-memory team server (express-pouchdb's CouchDB mode
// with the console's rules): a borrowed "Your name" shows the real account, a write the team
// refuses is marked and kept, customer details stay home unless shared, and the status says
// when the team is not answering.
import { spawn } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { teamAdminPassword, teamPort } from '../../playwright.config';
import { fillOrder } from './connections';
import { colleague, teamUrl } from './team-helpers';

const admin = `Basic ${Buffer.from(`admin:${teamAdminPassword}`).toString('base64')}`;

async function recordOrder(page: Page, orderId: string, email?: string) {
  await page.getByRole('link', { name: 'Record order' }).click();
  await fillOrder(page, 'ALICE10', orderId);
  if (email) await page.getByRole('group', { name: 'Customer' }).getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');
}

async function historyRow(page: Page, orderId: string) {
  await page.getByRole('link', { name: 'History' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(orderId);
  return page.getByRole('button', { name: new RegExp(`Order ${orderId}`) });
}

/** Every document of the team database, whole, as its admin reads it. */
async function everything() {
  const res = await fetch(`${teamUrl}/team/_all_docs?include_docs=true`, {
    headers: { Authorization: admin },
  });
  return JSON.stringify(await res.json());
}

test('a borrowed name shows the real account; customer details stay home', async ({ browser }) => {
  test.setTimeout(120_000);
  const run = `ACCT${Date.now()}`;
  const a = await colleague(browser, 'ana', 'Ana Lima');
  // Ben calls himself "Ana Lima".
  const b = await colleague(browser, 'ben', 'Ana Lima');
  const email = `${run.toLowerCase()}@customer.example`;
  await recordOrder(b.page, `${run}-B`, email);

  const row = await historyRow(a.page, `${run}-B`);
  await expect(row).toContainText('sent by Ana Lima (ben)', { timeout: 30_000 });
  await row.click();
  await expect(
    a.page.getByText('Ana Lima (ben) — a colleague, copied from the team'),
  ).toBeVisible();
  // Settings › Team was not asked to share customer details: the team never saw the email.
  await expect(a.page.getByText(email)).toHaveCount(0);
  const all = await everything();
  expect(all).toContain(`${run}-B`);
  expect(all).not.toContain(email);
  // Neither the service key nor a team password, anywhere on the server.
  for (const secret of ['demo-key', 'ana-secret', 'ben-secret']) expect(all).not.toContain(secret);
  await a.context.close();
  await b.context.close();
});

test('a write the team refuses is marked "not shared" and kept', async ({ browser }) => {
  test.setTimeout(120_000);
  const run = `REFUSE${Date.now()}`;
  // The team's own rule, beside the console's (an admin may add one): no History of this run.
  const rule = `${teamUrl}/team/_design/no-${run}`;
  const put = await fetch(rule, {
    method: 'PUT',
    headers: { Authorization: admin, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      // History entries only: the claim on the order ID still goes, so the order is sent.
      validate_doc_update: `function (doc) { if (doc.kind === 'history' && JSON.stringify(doc).indexOf('${run}') !== -1) throw { forbidden: 'Orders of this run are not accepted by the team.' }; }`,
    }),
  });
  expect(put.status).toBe(201);
  try {
    const b = await colleague(browser, 'ben', 'Ben');
    await recordOrder(b.page, `${run}-X`);
    const row = await historyRow(b.page, `${run}-X`);
    await expect(row).toContainText('not shared', { timeout: 30_000 });
    await row.click();
    await expect(
      b.page.getByText(/The team refused this entry: .*not accepted by the team/),
    ).toBeVisible();
    // Kept here, and no History of it on the server (only the claim on its order ID).
    const docs = (JSON.parse(await everything()) as { rows: { doc: { kind?: string } }[] }).rows
      .map((r) => r.doc)
      .filter((d) => JSON.stringify(d).includes(`${run}-X`));
    expect(docs.map((d) => d.kind)).toEqual(['claim']);
    await b.context.close();
  } finally {
    const { _rev } = (await (await fetch(rule, { headers: { Authorization: admin } })).json()) as {
      _rev: string;
    };
    await fetch(`${rule}?rev=${_rev}`, { method: 'DELETE', headers: { Authorization: admin } });
  }
});

test('the status says when the team stops answering', async ({ browser }) => {
  test.setTimeout(120_000);
  // A team server of this test's own, stopped half-way.
  const port = teamPort + 50;
  const server = spawn(process.execPath, ['scripts/team-server.mjs'], {
    env: { ...process.env, TEAM_PORT: String(port), TEAM_USERS: 'ana:ana-secret' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve) => {
      server.stdout.on('data', (c: Buffer) => {
        if (c.toString().includes('Team server')) resolve();
      });
    });
    const a = await colleague(browser, 'ana', 'Ana', `http://127.0.0.1:${String(port)}`);
    const status = a.page.getByRole('region', { name: 'Team' }).getByRole('status');
    await expect(status).toContainText('Up to date with the team', { timeout: 20_000 });
    server.kill();
    await expect(status).toContainText(
      /Not reaching the team since \d\d:\d\d.*your work is kept and shared when it answers/,
      { timeout: 30_000 },
    );
    await a.context.close();
  } finally {
    server.kill();
  }
});
