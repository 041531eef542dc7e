// A browser without a team fetches none of the team's code: every page visited and an
// order recorded, and neither the team runner's chunk nor PouchDB's is requested. Then a
// team is configured in Settings → Team, and both load. The chunks are told apart by what
// the team run fetches: the runner by its module's name, PouchDB by its HTTP adapter's code.
import { expect, test, type Page } from '@playwright/test';
import { teamPort } from '../../playwright.config';
import { fillOrder } from './connections';

const PAGES = [
  ['Commissions', '/commissions'],
  ['Import', '/import'],
  ['History', '/history'],
  ['Insights', '/insights'],
  ['Affiliates', '/affiliates'],
  ['Settings', '/settings'],
  ['Record order', '/'],
] as const;

/** Every script the page fetches, by file name: whether it holds PouchDB's HTTP adapter. */
function recordScripts(page: Page) {
  const reads: Promise<[string, boolean]>[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (res.request().resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
    const file = url.pathname.split('/').pop() ?? '';
    // Read at once: a body may be gone later.
    reads.push(res.text().then((text) => [file, text.includes('_bulk_docs')]));
  });
  return async () => new Map(await Promise.all(reads));
}

test('without a team no team code loads; configuring one loads the runner and PouchDB', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await fillOrder(page, 'ALICE10', `NOTEAM-${String(Date.now())}`);
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');
  for (const [name, path] of PAGES) {
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Commissions', exact: true }).click();
  await page.getByRole('link', { name: 'Many affiliates' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const withoutTeam = new Set((await scripts()).keys());
  expect(withoutTeam.size, 'scripts were recorded').toBeGreaterThan(5);

  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  const team = page.getByRole('region', { name: 'Team' });
  await team.getByRole('button', { name: 'Set up team' }).click();
  await team.getByLabel('Team server URL').fill(`http://127.0.0.1:${String(teamPort)}`);
  await team.getByLabel('Database').fill('team');
  await team.getByLabel('User name').fill('ana');
  await team.getByLabel('Password').fill('ana-secret');
  await team.getByLabel('Your name').fill('Ana');
  await team.getByRole('button', { name: 'Connect team' }).click();
  await expect(team.getByRole('status')).toContainText(/Up to date with the team|Exchanging/);

  const all = await scripts();
  const runner = [...all.keys()].filter((f) => f.startsWith('team-runner-'));
  const pouch = [...all].filter(([, isPouch]) => isPouch).map(([file]) => file);
  expect(runner, 'the team runner loads once a team is configured').toHaveLength(1);
  expect(pouch, 'PouchDB loads once a team is configured').not.toHaveLength(0);
  for (const file of [...runner, ...pouch])
    expect(withoutTeam.has(file), `${file} was fetched without a team`).toBe(false);
});
