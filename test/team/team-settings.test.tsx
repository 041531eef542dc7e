// Settings → Team as a person uses it: the fields by their labels, Connect team (the
// password kept in this tab unless remembered, never beside the settings), and Test
// team connection against the in-memory team server, answered in words.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { teamSettingsStore } from '../../src/team/team-settings';
import { server } from '../mock-service';
import { renderApp } from '../render-app';
import { withTeamServer, USERS } from './team-server';

const team = withTeamServer();

async function fill(url: string, password: string, database = 'team') {
  const { user } = renderApp('/settings');
  const section = await screen.findByRole('region', { name: 'Team' });
  const inside = within(section);
  await user.click(inside.getByRole('button', { name: 'Set up team' }));
  await user.type(inside.getByLabelText(/^Team server URL/), url);
  await user.type(inside.getByLabelText(/^Database/), database);
  await user.type(inside.getByLabelText(/^User name/), 'ana');
  await user.type(inside.getByLabelText(/^Password/), password);
  await user.type(inside.getByLabelText(/^Your name/), 'Ana');
  return { user, inside };
}

it('connects a team, keeping the password in this tab only', async () => {
  const { user, inside } = await fill(team().url, USERS.ana);
  await user.click(inside.getByRole('button', { name: 'Connect team' }));
  expect(teamSettingsStore.getSnapshot().settings).toMatchObject({
    url: team().url,
    database: 'team',
    username: 'ana',
    displayName: 'Ana',
  });
  expect(sessionStorage.getItem('ac.team.password')).toBe(USERS.ana);
  expect(localStorage.getItem('ac.team.password')).toBeNull();
  const everything = Array.from({ length: localStorage.length }, (_, i) =>
    localStorage.getItem(localStorage.key(i) ?? ''),
  ).join('\n');
  expect(everything).toContain('"displayName":"Ana"');
  expect(everything).not.toContain(USERS.ana);
  // Customer details are shared only when asked (unticked: not shared).
  expect(
    inside.getByRole('checkbox', { name: 'Share customer details with the team' }),
  ).not.toBeChecked();
  expect(teamSettingsStore.getSnapshot().settings?.shareCustomerDetails).toBe(false);
});

it('shares customer details only when the box is ticked', async () => {
  const { user, inside } = await fill(team().url, USERS.ana);
  await user.click(inside.getByRole('checkbox', { name: 'Share customer details with the team' }));
  await user.click(inside.getByRole('button', { name: 'Connect team' }));
  expect(teamSettingsStore.getSnapshot().settings?.shareCustomerDetails).toBe(true);
});

it('keeps the team’s window unless the person gives a whole number of days of their own', async () => {
  const { user, inside } = await fill(team().url, USERS.ana);
  const days = inside.getByLabelText(/^History kept/);
  // Empty: the team's window (its admin has set none on this server: 90 days).
  expect(days).toHaveValue('');
  expect(days).toHaveAccessibleDescription(
    /Empty: the team’s window, 90 days unless its admin sets another\./,
  );
  await user.type(days, '2.5');
  await user.click(inside.getByRole('button', { name: 'Connect team' }));
  expect(days).toHaveAccessibleDescription(/whole number of days from 1 to 3650/);
  expect(teamSettingsStore.getSnapshot().settings).toBeUndefined();
  await user.clear(days);
  await user.type(days, '365');
  await user.click(inside.getByRole('button', { name: 'Connect team' }));
  expect(teamSettingsStore.getSnapshot().settings?.historyDays).toBe(365);
  await user.clear(days);
  await user.click(inside.getByRole('button', { name: 'Connect team' }));
  expect(teamSettingsStore.getSnapshot().settings?.historyDays).toBeUndefined();
});

it('remembers the password on this device only when asked', async () => {
  const { user, inside } = await fill(team().url, USERS.ana);
  await user.click(inside.getByRole('checkbox', { name: 'Remember on this device' }));
  await user.click(inside.getByRole('button', { name: 'Connect team' }));
  expect(localStorage.getItem('ac.team.password')).toBe(USERS.ana);
  expect(sessionStorage.getItem('ac.team.password')).toBeNull();
});

it('says the server is reachable, signs in, and may write', async () => {
  const { user, inside } = await fill(team().url, USERS.ana);
  await user.click(inside.getByRole('button', { name: 'Test team connection' }));
  const results = await inside.findByRole('list', { name: 'Team connection test' });
  expect(results).toHaveTextContent('The server is reachable');
  expect(results).toHaveTextContent('Signed in as ana.');
  expect(results).toHaveTextContent('Protected by the console’s rules (version 1).');
  expect(results).toHaveTextContent('May write to the database "team".');
});

it('warns plainly when the database is not protected by the console’s rules', async () => {
  // A database an admin made by hand, members only, without the console's rules.
  await team().request('/bare', { method: 'PUT' }, 'admin');
  await team().request(
    '/bare/_security',
    { method: 'PUT', body: JSON.stringify({ members: { names: ['ana'], roles: [] } }) },
    'admin',
  );
  const { user, inside } = await fill(team().url, USERS.ana, 'bare');
  await user.click(inside.getByRole('button', { name: 'Test team connection' }));
  const results = await inside.findByRole('list', { name: 'Team connection test' });
  expect(results).toHaveTextContent(
    'Not protected: this database does not have the console’s rules, so any member can rewrite or delete a colleague’s History',
  );
  expect(results).toHaveTextContent('npm run team-setup');
});

it('says when the password is refused', async () => {
  const { user, inside } = await fill(team().url, 'wrong');
  await user.click(inside.getByRole('button', { name: 'Test team connection' }));
  const results = await inside.findByRole('list', { name: 'Team connection test' });
  expect(results).toHaveTextContent('Not signed in');
  expect(results).not.toHaveTextContent('May write');
});

it('tells a server that refuses this page (CORS) from one that does not answer', async () => {
  // A CORS refusal: the page's request fails, while an opaque (no-cors) one is answered.
  server.use(
    http.get('http://cors.test/', ({ request }) =>
      request.mode === 'no-cors' ? new HttpResponse(null, { status: 200 }) : HttpResponse.error(),
    ),
    http.get('http://down.test/', () => HttpResponse.error()),
  );
  const { user, inside } = await fill('http://cors.test', USERS.ana);
  await user.click(inside.getByRole('button', { name: 'Test team connection' }));
  expect(await inside.findByRole('list', { name: 'Team connection test' })).toHaveTextContent(
    'refuses this page (CORS)',
  );
  await user.clear(inside.getByLabelText(/^Team server URL/));
  await user.type(inside.getByLabelText(/^Team server URL/), 'http://down.test');
  await user.click(inside.getByRole('button', { name: 'Test team connection' }));
  expect(await inside.findByText(/could not be reached/)).toBeInTheDocument();
});

it('says what is missing before connecting', async () => {
  const { user } = renderApp('/settings');
  const inside = within(await screen.findByRole('region', { name: 'Team' }));
  await user.click(inside.getByRole('button', { name: 'Set up team' }));
  await user.type(inside.getByLabelText(/^Team server URL/), 'couch.example.com');
  await user.click(inside.getByRole('button', { name: 'Connect team' }));
  expect(inside.getByText(/starting with https:\/\//)).toBeInTheDocument();
  expect(inside.getByText('Give your password on the team server.')).toBeInTheDocument();
  expect(teamSettingsStore.getSnapshot().settings).toBeUndefined();
});
