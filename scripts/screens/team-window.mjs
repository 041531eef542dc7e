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

/** Ben's History entry `id` as his console shares it, put on the team server as him. */
async function putBensEntry(id, startedAt, entry) {
  await fetch(`${teamUrl}/team/history:bens-browser:${id}`, {
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
        key: `bens-browser:${id}`,
        updatedAt: new Date(startedAt).toISOString(),
        updatedBy: 'ben',
        entry: {
          startedAt,
          connectionName: 'Shop',
          baseUrl: 'http://shop.test/',
          sentBy: 'Ben',
          browserId: 'bens-browser',
          ...entry,
        },
      },
    }),
  });
}

if (process.env.SEED) {
  for (const [n, daysAgo] of [
    [1, 120],
    [2, 200],
    [3, 400],
    [4, 20],
  ]) {
    const orderId = `OLD-${1000 + n}`;
    await putBensEntry(orderId, Date.now() - daysAgo * DAY, {
      method: 'POST',
      path: '/v1/track/ALICE10',
      operation: 'order',
      source: 'import',
      requestBody: { orderId },
      orderId,
      referralCode: 'ALICE10',
      outcome: { result: n === 2 ? 'failed' : 'recorded', status: n === 2 ? 400 : 200 },
    });
  }
  // Ben's accepted commission updates of aff-alice: 60 days ago (before the statement's
  // period) set 8, 25 and 10 days ago (older than a 7-day window) set 10 and 12.
  for (const [daysAgo, amount] of [
    [60, 8],
    [25, 10],
    [10, 12],
  ]) {
    await putBensEntry(`commissions-${String(daysAgo)}`, Date.now() - daysAgo * DAY, {
      method: 'PATCH',
      path: '/v1/affiliates',
      operation: 'commissions',
      source: 'form',
      requestBody: { id: 'aff-alice', commissions: { type: 1, applyIndividual: false, amount } },
      affiliateId: 'aff-alice',
      outcome: { result: 'recorded', status: 204 },
    });
  }
}

/** A connection to the seeded entries' service, active, so they are counted on it. */
async function shopConnection(page) {
  await page.evaluate(() => {
    const shop = { id: 'shop', name: 'Shop', baseUrl: 'http://shop.test', production: false };
    localStorage.setItem('ac.connections.v1', JSON.stringify([{ ...shop, rememberKey: false }]));
    localStorage.setItem('ac.active-connection.v1', 'shop');
  });
}

// A statement of Alice's last 30 days with a 7-day window: the older part, and what her
// first change changed from, asked of the team server.
const statement = async (page, base) => {
  await join(page, 7);
  await shopConnection(page);
  await page.goto(`${base}/affiliates`);
  await page.getByRole('button', { name: 'Add affiliate' }).click();
  const form = page.getByRole('form', { name: 'New affiliate' });
  await form.getByLabel('Name').fill('Alice Martin');
  await form.getByLabel('Referral codes').fill('ALICE10');
  await form.getByLabel('Affiliate IDs').fill('aff-alice');
  await form.getByRole('button', { name: 'Save affiliate' }).click();
  const alice = page.getByRole('listitem', { name: /^Alice Martin/ });
  await alice.getByRole('button', { name: 'Statement' }).click();
  const region = page.getByRole('region', { name: 'Statement: Alice Martin' });
  await region.getByRole('button', { name: 'Include older History from the team server' }).click();
  await region.getByText(/^Found \d+ entr/).waitFor();
};

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
  await shopConnection(page);
  await page.goto(`${base}/insights`);
  await page.getByRole('button', { name: 'Count older History from the team server' }).click();
  await page.getByText(/^Found \d+ entr/).waitFor();
};

export default [
  ['statement-older-1280', 1280, 'light', statement],
  ['statement-older-360', 360, 'light', statement],
  ['insights-older-1280', 1280, 'light', insights],
  ['insights-older-360', 360, 'light', insights],
  ['team-window-1280', 1280, 'light', settings],
  ['team-window-360', 360, 'light', settings],
  ['older-history-1280', 1280, 'light', older],
  ['older-history-360', 360, 'light', older],
  ['older-history-offline-1280', 1280, 'light', offline],
  ['older-history-offline-360', 360, 'light', offline],
];
