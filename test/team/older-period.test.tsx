// A statement or Insights over a period older than this browser keeps: the notice says
// where the older History is, and on request the team server's entries of the period
// are counted in (statement lines, CSV, Insights' figures); offline, it says so plainly.
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it, onTestFinished, vi } from 'vitest';
import { affiliateCollection } from '../../src/affiliates';
import { connectionStore } from '../../src/connections';
import { DEMO_SERVICE_KEY } from '../../src/connections/demo';
import { findAllOlderHistory } from '../../src/team/older-history';
import { teamSettingsStore } from '../../src/team/team-settings';
import { server } from '../mock-service';
import { renderApp } from '../render-app';
import { colleagueEntry, USERS, withTeamServer } from './team-server';

const team = withTeamServer();
const DAY = 86_400_000;
const dayText = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** Ben's entry on a service of its own (each test its own), with its code. */
function entryOn(baseUrl: string, orderId: string, daysAgo: number, code: string) {
  const doc = colleagueEntry(orderId, daysAgo);
  Object.assign(doc.record.entry, { baseUrl, referralCode: code, path: `/v1/track/${code}` });
  return doc;
}

/** Ben's accepted update of affiliate `id` on `baseUrl`, `daysAgo` days ago, setting `amount`. */
function update(baseUrl: string, id: string, daysAgo: number, amount: number) {
  const doc = entryOn(baseUrl, `${id}-${String(daysAgo)}`, daysAgo, id);
  const commissions = { type: 1, applyIndividual: false, amount };
  Object.assign(doc.record.entry, {
    method: 'PATCH',
    path: '/v1/affiliates',
    operation: 'commissions',
    requestBody: { id, commissions },
    affiliateId: id,
    orderId: undefined,
    referralCode: undefined,
  });
  return doc;
}

function join(baseUrl: string, url = team().url) {
  connectionStore.save(
    { id: 'shop', name: 'Shop', baseUrl, production: false, rememberKey: false },
    DEMO_SERVICE_KEY,
  );
  teamSettingsStore.save(
    {
      url,
      database: 'team',
      username: 'ana',
      displayName: 'Ana',
      rememberPassword: false,
      historyDays: 90,
    },
    USERS.ana,
  );
}

async function openStatement(code: string, affiliateIds: string[] = []) {
  await affiliateCollection.applyRemote([
    {
      record: {
        key: code,
        updatedAt: '2026-01-01T00:00:00.000Z',
        name: 'Alice Martin',
        codes: [code],
        affiliateIds,
      },
      conflicts: [],
    },
  ]);
  const { user } = renderApp('/affiliates');
  const card = await screen.findByRole('listitem', { name: /^Alice Martin/ });
  await user.click(within(card).getByRole('button', { name: 'Statement' }));
  const statement = screen.getByRole('region', { name: 'Statement: Alice Martin' });
  await user.selectOptions(within(statement).getByLabelText('Connection'), 'Shop');
  fireEvent.change(within(statement).getByLabelText('First day'), {
    target: { value: dayText(Date.now() - 200 * DAY) },
  });
  return { user, statement };
}

/** Insights from 200 days ago on the Shop connection: nothing held here, then the older asked. */
async function countOlderInInsights(baseUrl: string) {
  join(baseUrl);
  connectionStore.activate('shop');
  const { user } = renderApp('/insights');
  fireEvent.change(await screen.findByLabelText('From'), {
    target: { value: dayText(Date.now() - 200 * DAY) },
  });
  expect(await screen.findByText('Counted 0 orders and 0 commission updates.')).toBeVisible();
  await user.click(
    await screen.findByRole('button', { name: 'Count older History from the team server' }),
  );
}

it('a statement over an older period includes a colleague’s older order once asked, and in its CSV', async () => {
  const run = `ST${String(Date.now())}`;
  const baseUrl = `http://${run.toLowerCase()}.test`;
  for (const doc of [
    entryOn(baseUrl, `${run}-old`, 120, run),
    entryOn(baseUrl, `${run}-x`, 130, 'OTHER'),
  ])
    expect((await team().put(doc)).status).toBe(201);
  join(baseUrl);
  const { user, statement } = await openStatement(run);

  expect(await within(statement).findByText('No recorded orders in this period.')).toBeVisible();
  // The notice loads with its first use (older-team-notice-lazy.tsx): waited for, not assumed.
  expect(
    await within(statement).findByText(
      /^This period starts before .*; older History is on the team server\./,
    ),
  ).toBeVisible();
  await user.click(
    within(statement).getByRole('button', { name: 'Include older History from the team server' }),
  );
  expect(
    await within(statement).findByText(
      /^Found 1 entry older than .* on the team server; those on the chosen connection are counted here\.$/,
    ),
  ).toBeVisible();
  const orders = await within(statement).findByText('Orders (1)');
  await user.click(orders);
  expect(within(statement).getByText(`${run}-old`)).toBeVisible();
  expect(within(statement).queryByText(`${run}-x`)).toBeNull();

  let exported: Blob | undefined;
  // jsdom has no object URLs: a stand-in for this test only.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = vi.fn((blob: Blob) => {
        exported = blob;
        return 'blob:statement';
      });
      static override revokeObjectURL = vi.fn();
    },
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await user.click(within(statement).getByRole('button', { name: 'Download statement' }));
  expect(await exported?.text()).toContain(`${run}-old`);
});

it('a statement of an older period says what its first change changed from, asked of the team server', async () => {
  const run = `SB${String(Date.now())}`;
  const baseUrl = `http://${run.toLowerCase()}.test`;
  // Set to 5 before the period (which starts 200 days ago), to 7 inside it.
  for (const doc of [update(baseUrl, run, 250, 5), update(baseUrl, run, 150, 7)])
    expect((await team().put(doc)).status).toBe(201);
  join(baseUrl);
  const { user, statement } = await openStatement(run, [run]);
  expect(await within(statement).findByText('No commission changes in this period.')).toBeVisible();
  await user.click(
    await within(statement).findByRole('button', {
      name: 'Include older History from the team server',
    }),
  );
  // One entry in the period; the one before it is not counted, only read for "before".
  expect(await within(statement).findByText(/^Found 1 entry older than/)).toBeVisible();
  const change = `${run}: type 1, 5, not individually → type 1, 7, not individually (Recorded)`;
  expect(
    await within(statement).findByText(
      (_, el) => el?.tagName === 'LI' && el.textContent.endsWith(change),
    ),
  ).toBeVisible();
});

it('Insights counts older orders of the chosen connection once asked', async () => {
  const run = `IN${String(Date.now())}`;
  const baseUrl = `http://${run.toLowerCase()}.test`;
  for (const doc of [
    entryOn(baseUrl, `${run}-a`, 120, run),
    entryOn(`${baseUrl}/`, `${run}-b`, 150, run),
    entryOn('http://elsewhere.test', `${run}-c`, 140, run),
  ])
    expect((await team().put(doc)).status).toBe(201);
  await countOlderInInsights(baseUrl);
  expect(await screen.findByText('Counted 2 orders and 0 commission updates.')).toBeVisible();
});

it('Insights shows older commission updates in its timeline, each with what it changed from', async () => {
  const run = `CH${String(Date.now())}`;
  const baseUrl = `http://${run.toLowerCase()}.test`;
  for (const doc of [update(baseUrl, run, 150, 5), update(baseUrl, run, 120, 7)])
    expect((await team().put(doc)).status).toBe(201);
  await countOlderInInsights(baseUrl);
  expect(await screen.findByText('Counted 0 orders and 2 commission updates.')).toBeVisible();
  const timeline = screen.getByRole('list', { name: 'Commission updates, newest first' });
  expect(
    within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    expect.stringMatching(`${run}: type 1, amount 5 → type 1, amount 7 \\(accepted\\)`),
    expect.stringMatching(`${run}: before not known → type 1, amount 5 \\(accepted\\)`),
  ]);
});

it('says plainly when the team server does not answer, and what the figures cover', async () => {
  join('http://offline.test');
  server.use(http.post(`${team().url}/team/_find`, () => HttpResponse.error()));
  const { user } = await openStatement('OFFLINE1');
  await user.click(
    await screen.findByRole('button', { name: 'Include older History from the team server' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^The statement covers only from .*: the team server does not answer\. Try again when the team server answers\.$/,
  );
});

it('pages through every older entry, several of them started in the same millisecond', async () => {
  const run = `PG${String(Date.now())}`;
  const at = Date.now() - 100 * DAY;
  const docs = ['a', 'b', 'c', 'd', 'e'].map((x, i) => {
    const doc = entryOn('http://paged.test', `${run}-${x}`, 100, run);
    // Three share one millisecond: a page of two ends inside them.
    doc.record.entry.startedAt = i < 3 ? at : at - i;
    return doc;
  });
  for (const doc of docs) expect((await team().put(doc)).status).toBe(201);
  join('http://paged.test');
  const progress: number[] = [];
  const answer = await findAllOlderHistory(
    { from: at - DAY, to: at + 1, match: { referralCodes: [run], affiliateIds: [] } },
    (n) => progress.push(n),
    fetch,
    2,
  );
  expect(answer.kind).toBe('found');
  const ids = answer.kind === 'found' ? answer.records.map((r) => r.entry.orderId) : [];
  expect(ids.toSorted()).toEqual(docs.map((d) => d.record.entry.orderId));
  expect(progress).toEqual([2, 4, 5]);
});

it('without a team, an older period shows nothing about a team server', async () => {
  connectionStore.save(
    {
      id: 'shop',
      name: 'Shop',
      baseUrl: 'http://alone.test',
      production: false,
      rememberKey: false,
    },
    DEMO_SERVICE_KEY,
  );
  // The notice's code already loaded: were it shown, it would be there by the time the
  // statement is (its absence is not just a chunk still on its way).
  await import('../../src/history/older-team-notice');
  const { statement } = await openStatement('ALONE1');
  expect(await within(statement).findByText('No recorded orders in this period.')).toBeVisible();
  expect(within(statement).queryByText(/older History is on the team server/)).toBeNull();
  expect(
    within(statement).queryByRole('button', { name: 'Include older History from the team server' }),
  ).toBeNull();
});
