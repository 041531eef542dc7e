// What the team e2e specs share: a colleague's browser context connected to the in-memory
// team server (the e2e harness starts it), what the HTTP mock received, and a colleague's
// claim put on the team server directly (as src/team/claims.ts writes it).
import { expect, type Browser, type Page } from '@playwright/test';
import { mockPorts, teamPort } from '../../playwright.config';
import { claimId } from '../../src/team/claims';
import { addConnection } from './connections';

export const mock = `http://127.0.0.1:${mockPorts.plain}`;
export const teamUrl = `http://127.0.0.1:${teamPort}`;

type User = 'ana' | 'ben';
const basic = (user: User) => `Basic ${Buffer.from(`${user}:${user}-secret`).toString('base64')}`;

/** A colleague's browser: a "Shop" connection on the HTTP mock, and the team connected. */
export async function colleague(browser: Browser, user: User, name: string, url = teamUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await addConnection(page, { name: 'Shop', baseUrl: mock, key: 'demo-key', remember: true });
  const team = page.getByRole('region', { name: 'Team' });
  await team.getByRole('button', { name: 'Set up team' }).click();
  await team.getByLabel('Team server URL').fill(url);
  await team.getByLabel('Database').fill('team');
  await team.getByLabel('User name').fill(user);
  await team.getByLabel('Password').fill(`${user}-secret`);
  await team.getByLabel('Your name').fill(name);
  await team.getByRole('button', { name: 'Connect team' }).click();
  await expect(team.getByRole('status')).toContainText(/Up to date with the team|Exchanging/);
  return { context, page };
}

/** Order IDs starting with `prefix` the HTTP mock received, with how often. */
export async function received(page: Page, prefix: string): Promise<Record<string, number>> {
  const res = await page.request.get(`${mock}/__mock/received?prefix=${prefix}`);
  return (await res.json()) as Record<string, number>;
}

/** Ana's claim on an order ID of the Shop, put on the server with no browser of hers. */
export async function putClaim(orderId: string, result?: 'recorded') {
  const put = await fetch(`${teamUrl}/team/${encodeURIComponent(claimId(mock, orderId))}`, {
    method: 'PUT',
    headers: { Authorization: basic('ana'), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      kind: 'claim',
      connectionUrl: mock.toLowerCase(),
      orderId,
      browserId: 'anas-laptop',
      author: 'ana',
      by: 'Ana',
      at: new Date().toISOString(),
      ...(result ? { result } : {}),
    }),
  });
  expect(put.status).toBe(201);
}
