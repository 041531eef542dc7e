// History older than this browser's window, as a person finds it: the History page asks
// the team server (a Mango query on the index team-setup prepares) and lists what it holds;
// when the server does not answer, the page says so instead of showing nothing.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { teamSettingsStore } from '../../src/team/team-settings';
import { server } from '../mock-service';
import { renderApp } from '../render-app';
import { anaOn, colleagueEntry, USERS, withTeamServer } from './team-server';

const team = withTeamServer();

function joinAsAna() {
  teamSettingsStore.save(anaOn(team().url, { historyDays: 90 }), USERS.ana);
}

async function searchOlder(search = '') {
  const { user } = renderApp(search ? `/history?q=${encodeURIComponent(search)}` : '/history');
  const older = await screen.findByRole('region', { name: /^Older than .*: on the team server$/ });
  await user.click(
    within(older).getByRole('button', { name: 'Search older History on the team server' }),
  );
  return older;
}

it('finds an entry older than the window on the team server, by its order ID', async () => {
  const run = `OLD${String(Date.now())}`;
  for (const doc of [
    colleagueEntry(`${run}-a`, 120),
    colleagueEntry(`${run}-b`, 150),
    colleagueEntry(`${run}-recent`, 3),
  ])
    expect((await team().put(doc)).status).toBe(201);
  joinAsAna();

  const older = await searchOlder(`${run}-a`);
  expect(await within(older).findByRole('status')).toHaveTextContent(
    '1 older entry on the team server.',
  );
  const rows = within(older).getAllByRole('row').slice(1);
  expect(
    rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(1)
        .map((c) => c.textContent),
    ),
  ).toEqual([[`${run}-a`, 'ALICE10', 'Ben (ben)', 'Recorded (200 OK)']]);
});

it('without an ID, lists only what is older than the window, newest first', async () => {
  const run = `ALL${String(Date.now())}`;
  for (const doc of [
    colleagueEntry(`${run}-older`, 200),
    colleagueEntry(`${run}-old`, 100),
    colleagueEntry(`${run}-inside`, 10),
  ])
    expect((await team().put(doc)).status).toBe(201);
  joinAsAna();

  const older = await searchOlder();
  await within(older).findByRole('status');
  const ids = within(older)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]?.textContent)
    .filter((id) => id?.startsWith(run));
  expect(ids).toEqual([`${run}-old`, `${run}-older`]);
});

it('says plainly when the team server does not answer', async () => {
  joinAsAna();
  server.use(http.post(`${team().url}/team/_find`, () => HttpResponse.error()));
  const older = await searchOlder('ORD-1');
  expect(await within(older).findByRole('alert')).toHaveTextContent(
    /Older History could not be searched: the team server does not answer\. Everything from .* on is here/,
  );
});
