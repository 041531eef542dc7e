// A team's History older than a browser's window (Settings › Team, 90 days by default) stays
// on the team server: a newcomer's browser holds only the recent entries, and History's
// search finds the older ones there while online, and says so when the server is out of reach.
import { expect, test } from '@playwright/test';
import { colleagueEntry } from '../team/colleague-entry';
import { colleague, mock, teamUrl } from './team-helpers';

const ANA = { account: 'ana', name: 'Ana', baseUrl: mock };

async function putOnServer(doc: { _id: string }) {
  const put = await fetch(`${teamUrl}/team/${encodeURIComponent(doc._id)}`, {
    method: 'PUT',
    headers: {
      Authorization: `Basic ${Buffer.from('ana:ana-secret').toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(doc),
  });
  expect(put.status).toBe(201);
}

test('an entry older than the window is found on the team server, and offline the page says so', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const run = `TOLD${Date.now()}`;
  await putOnServer(colleagueEntry(`${run}-RECENT`, 5, ANA));
  await putOnServer(colleagueEntry(`${run}-OLD`, 200, ANA));

  const b = await colleague(browser, 'ben', 'Ben');
  const page = b.page;
  await page.getByRole('link', { name: 'History' }).click();
  const search = page.getByRole('searchbox', { name: 'Search' });

  // Inside the window: replicated into this browser, like any colleague's entry.
  await search.fill(`${run}-RECENT`);
  await expect(page.getByRole('button', { name: new RegExp(`Order ${run}-RECENT`) })).toContainText(
    'sent by Ana',
    { timeout: 30_000 },
  );

  // Older: not in this browser; the team server finds it on request.
  await search.fill(`${run}-OLD`);
  await expect(page.getByRole('button', { name: new RegExp(`Order ${run}-OLD`) })).toHaveCount(0);
  const older = page.getByRole('region', { name: /^Older than .*: on the team server$/ });
  await older.getByRole('button', { name: 'Search older History on the team server' }).click();
  await expect(older.getByRole('status')).toHaveText('1 older entry on the team server.');
  const row = older.getByRole('row').filter({ hasText: `${run}-OLD` });
  await expect(row).toContainText('Ana');

  await b.context.setOffline(true);
  await older.getByRole('button', { name: 'Search older History on the team server' }).click();
  await expect(older.getByRole('alert')).toContainText(
    'Older History could not be searched: the team server does not answer.',
  );
  await b.context.setOffline(false);
  await b.context.close();
});
