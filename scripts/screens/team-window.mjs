// Settings → Team's History window and the History page's search of older History on the
// team server. Needs the team server: TEAM_URL (e.g. `TEAM_PORT=5990 npm run team-server`),
// holding colleagues' entries older than 90 days (SEED=1 writes four as ben), and Insights
// counting the part of its range older than a 7-day window.
const teamUrl = process.env.TEAM_URL ?? 'http://127.0.0.1:5990';
const DAY = 86_400_000;

/** Ana's team settings; `historyDays` undefined: the team's window (90 unless its admin set one). */
async function join(page, historyDays) {
  await page.evaluate(
    ([url, historyDays]) => {
      localStorage.setItem(
        'ac.team.v1',
        JSON.stringify({
          url,
          database: 'team',
          username: 'ana',
          displayName: 'Ana',
          rememberPassword: true,
          historyDays,
        }),
      );
      localStorage.setItem('ac.team.password', 'ana-secret');
    },
    [teamUrl, historyDays],
  );
}

if (process.env.SEED) {
  for (const [n, daysAgo] of [
    [1, 120],
    [2, 200],
    [3, 400],
    [4, 20],
  ]) {
    const startedAt = Date.now() - daysAgo * DAY;
    const orderId = `OLD-${1000 + n}`;
    await fetch(`${teamUrl}/team/history:bens-browser:${orderId}`, {
      method: 'PUT',
      headers: {
        Authorization: `Basic ${Buffer.from('ben:ben-secret').toString('base64')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        kind: 'history',
        browserId: 'bens-browser',
        author: 'ben',
        record: {
          key: `bens-browser:${orderId}`,
          updatedAt: new Date(startedAt).toISOString(),
          updatedBy: 'ben',
          entry: {
            startedAt,
            connectionName: 'Shop',
            baseUrl: 'http://shop.test/',
            method: 'POST',
            path: '/v1/track/ALICE10',
            operation: 'order',
            source: 'import',
            requestBody: { orderId },
            orderId,
            referralCode: 'ALICE10',
            sentBy: 'Ben',
            browserId: 'bens-browser',
            outcome: { result: n === 2 ? 'failed' : 'recorded', status: n === 2 ? 400 : 200 },
          },
        },
      }),
    });
  }
}

const settings = async (page, base) => {
  await join(page);
  await page.goto(`${base}/settings`);
  await page
    .getByRole('region', { name: 'Team' })
    .getByLabel(/^History kept/)
    .focus();
};
const older = async (page, base) => {
  await join(page);
  await page.goto(`${base}/history`);
  await page.getByRole('button', { name: 'Search older History on the team server' }).click();
  await page
    .getByRole('region', { name: /on the team server/ })
    .getByRole('status')
    .waitFor();
};
const offline = async (page, base) => {
  await join(page);
  await page.route(`${teamUrl}/team/_find`, (route) => route.abort());
  await page.goto(`${base}/history`);
  await page.getByRole('button', { name: 'Search older History on the team server' }).click();
  await page.getByRole('alert').waitFor();
};

// Insights' last 30 days with a 7-day window: the older part is counted from the team server.
const insights = async (page, base) => {
  await join(page, 7);
  await page.goto(`${base}/insights`);
  await page.getByRole('button', { name: 'Count older History from the team server' }).click();
  await page.getByText(/^Found \d+ entr/).waitFor();
};

export default [
  ['insights-older-1280', 1280, 'light', insights],
  ['insights-older-360', 360, 'light', insights],
  ['team-window-1280', 1280, 'light', settings],
  ['team-window-360', 360, 'light', settings],
  ['older-history-1280', 1280, 'light', older],
  ['older-history-360', 360, 'light', older],
  ['older-history-offline-1280', 1280, 'light', offline],
  ['older-history-offline-360', 360, 'light', offline],
];
