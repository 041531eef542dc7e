// After an import's send (issue 27, items 1 and 3): failures read as groups by cause and value,
// a group of unknown referral codes is fixed once (each code mapped to an affiliate's code) and
// only those orders go again, in the same job, past the duplicate guard and the production
// confirmation; a group can be left out; a job with nothing left to send says it finished.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trackPath } from '../../src/api/contract';
import { DEMO_CONNECTION, type Connection } from '../../src/connections';
import { connectionStore } from '../../src/connections/connection-store';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { jobRunner } from '../../src/outbox/job-runner';
import { unfinishedJob, type NewJobItem, type SendJob } from '../../src/outbox/job-store';
import { addEntries, entry } from '../history/fixtures';
import { server } from '../mock-service';
import { recordUpdates, storeJob } from '../outbox/job-fixtures';
import { renderApp } from '../render-app';

/** The referral code of every order POST that reaches the mock service, with its order ID. */
const tracked = () => {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    const code = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
    void request
      .clone()
      .json()
      .then((b: unknown) => sent.push(`${(b as { orderId: string }).orderId}@${code}`));
  });
  return sent;
};

/** Orders as the import hands them to the job (send-options.tsx): one POST per order. */
const orders = (codes: [code: string, count: number][]): NewJobItem[] => {
  const items: NewJobItem[] = [];
  for (const [code, count] of codes)
    for (let i = 0; i < count; i++) {
      const orderId = `${code}-${i + 1}`;
      items.push({
        index: items.length,
        label: orderId,
        request: {
          method: 'POST',
          path: trackPath(code),
          body: { orderId, products: [{ id: 'A', quantity: 1, subTotal: 10, tax: 0, total: 10 }] },
        },
        meta: { operation: 'order', source: 'import', orderId, referralCode: code },
      });
    }
  return items;
};

const FILE: [string, number][] = [
  ['ALICE10', 5],
  ['BOBBIKES15', 12],
  ['CLARA25', 13],
  ['WELCOME5', 5],
];

async function sentImport(connection: Connection = DEMO_CONNECTION) {
  const rendered = renderApp('/import');
  await jobRunner.start(connection, { title: 'orders.csv', concurrency: 4 }, orders(FILE));
  const panel = await screen.findByRole('region', { name: 'Sending' });
  return { ...rendered, panel };
}

describe('Import results: failures as groups', () => {
  it('groups refusals by code, sends again only the mapped ones, in the same job; a group can be left out', async () => {
    // Recorded since through the order form: the duplicate guard keeps it from going again.
    await addEntries([
      entry({ orderId: 'CLARA25-1', referralCode: 'CLARA-25', connectionId: DEMO_CONNECTION.id }),
    ]);
    const sent = tracked();
    const { user, panel } = await sentImport();
    await waitFor(() => {
      expect(panel).toHaveTextContent('Finished with 30 failed: 5 of 35 orders recorded.');
    });
    const groups = await within(panel).findByRole('region', { name: 'Failures by cause' });
    expect(groups).toHaveTextContent(
      'Unknown referral code: CLARA25 × 13, BOBBIKES15 × 12, WELCOME5 × 5',
    );

    await user.click(within(groups).getByRole('button', { name: 'Map these codes…' }));
    const dialog = screen.getByRole('dialog', { name: 'Map unknown referral codes' });
    // No code is given by default: sending nothing is refused in words.
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Give at least one code an affiliate’s code, or cancel.',
    );
    await user.type(within(dialog).getByLabelText('New code for BOBBIKES15'), 'BOBBIKES');
    await user.type(within(dialog).getByLabelText('New code for CLARA25'), 'CLARA-25');
    const before = sent.length;
    await user.click(within(dialog).getByRole('button', { name: 'Send 25 orders again' }));

    await waitFor(() => {
      expect(panel).toHaveTextContent('Finished with 6 failed: 29 of 35 orders recorded.');
    });
    const again = sent.slice(before).sort();
    // The 24 mapped orders, with their new codes; the one recorded since is not among them.
    expect(again).toHaveLength(24);
    expect(again.every((s) => /^(BOBBIKES15-\d+@BOBBIKES|CLARA25-\d+@CLARA-25)$/.test(s))).toBe(
      true,
    );
    expect(again).not.toContain('CLARA25-1@CLARA-25');
    expect(panel).toHaveTextContent(
      '24 orders sent again with the codes you gave. 1 order left as it was: recorded on Demo since (see History).',
    );
    // The same job: its total did not grow.
    expect(panel).toHaveTextContent('35 of 35 answered');
    await waitFor(() => {
      expect(groups).toHaveTextContent('Unknown referral code: WELCOME5 × 5, CLARA25 × 1');
    });

    await user.click(
      within(groups).getByRole('button', {
        name: 'Leave out the 6 orders: Unknown referral code',
      }),
    );
    await waitFor(() => {
      expect(groups).toHaveTextContent(
        'Left out by you: 6 orders (WELCOME5 × 5, CLARA25 × 1). They stay failed in the results file',
      );
    });
    expect(within(groups).queryByRole('button', { name: 'Map these codes…' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Orders to fix in the order form' })).toBeNull();
    expect(sent).toHaveLength(before + 24);
  });

  it('on a production connection, the mapped orders go only after the confirmation', async () => {
    const live: Connection = {
      id: 'c-prod',
      name: 'Live',
      baseUrl: DEMO_BASE_URL,
      production: true,
      rememberKey: false,
    };
    connectionStore.save(live, 'demo-key');
    const sent = tracked();
    const { user, panel } = await sentImport(live);
    const groups = await within(panel).findByRole('region', { name: 'Failures by cause' });
    await user.click(within(groups).getByRole('button', { name: 'Map these codes…' }));
    await user.type(screen.getByLabelText('New code for WELCOME5'), 'ALICE10');
    await user.click(screen.getByRole('button', { name: 'Send 5 orders again' }));
    const before = sent.length;
    const confirm = await screen.findByRole('dialog', { name: 'Send to production?' });
    expect(confirm).toHaveTextContent('Record 5 orders again with the referral codes you gave');
    expect(sent).toHaveLength(before);
    await user.click(within(confirm).getByRole('button', { name: 'Send to production' }));
    await waitFor(() => {
      expect(panel).toHaveTextContent('Finished with 25 failed: 10 of 35 orders recorded.');
    });
    expect(sent.slice(before).sort()).toEqual(
      ['WELCOME5-1', 'WELCOME5-2', 'WELCOME5-3', 'WELCOME5-4', 'WELCOME5-5'].map(
        (id) => `${id}@ALICE10`,
      ),
    );
  });
});

describe('Jobs that end', () => {
  it('a job with every request answered, some failed, is stored finished and is never offered to resume', async () => {
    const { user, panel } = await sentImport();
    await waitFor(() => {
      expect(panel).toHaveTextContent('Finished with 30 failed: 5 of 35 orders recorded.');
    });
    await waitFor(async () => {
      expect(await unfinishedJob('import')).toBeUndefined();
    });
    // It no longer holds another page up ("… is being sent. A commission change can start when it is done").
    await user.click(screen.getByRole('link', { name: 'Commissions' }));
    await user.click(await screen.findByRole('link', { name: 'Many affiliates' }));
    expect(await screen.findByRole('button', { name: 'Same settings for a list' })).toBeVisible();
    expect(screen.queryByText(/is being sent/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Import' }));
    expect(await screen.findByRole('region', { name: 'Sending' })).toHaveTextContent(
      'Finished with 30 failed',
    );
    // A later visit (the runner as at page load): no "did not finish … Resume".
    jobRunner.resetForTests();
    await screen.findByLabelText('Choose file');
    expect(screen.queryByText(/did not finish/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume import' })).toBeNull();
  });

  it('a stored job whose every request was answered before the tab closed shows once, as finished, with its failures', async () => {
    const job: SendJob = {
      id: 'job-answered',
      title: 'march.csv',
      createdAt: Date.now(),
      connectionId: DEMO_CONNECTION.id,
      connectionName: DEMO_CONNECTION.name,
      concurrency: 4,
      total: 3,
      finished: false,
      kind: 'import',
    };
    await storeJob(
      job,
      orders([
        ['ALICE10', 1],
        ['NOPE', 2],
      ]),
    );
    await recordUpdates(job.id, [
      [0, { state: 'recorded', status: 200 }],
      [
        1,
        {
          state: 'failed',
          status: 404,
          cause: 'refused',
          note: { detail: 'Unknown referral code.' },
        },
      ],
      [
        2,
        {
          state: 'failed',
          status: 404,
          cause: 'refused',
          note: { detail: 'Unknown referral code.' },
        },
      ],
    ]);
    const sent = tracked();
    renderApp('/import');
    const panel = await screen.findByRole('region', { name: 'Sending' });
    await waitFor(() => {
      expect(panel).toHaveTextContent('Finished with 2 failed: 1 of 3 orders recorded.');
    });
    expect(screen.queryByText(/did not finish/)).toBeNull();
    expect(
      await within(panel).findByRole('region', { name: 'Failures by cause' }),
    ).toHaveTextContent('Unknown referral code: NOPE × 2');
    await waitFor(async () => {
      expect(await unfinishedJob('import')).toBeUndefined();
    });
    // Once: the next visit starts afresh, and nothing was sent.
    jobRunner.resetForTests();
    await screen.findByLabelText('Choose file');
    expect(screen.queryByRole('region', { name: 'Sending' })).toBeNull();
    expect(screen.queryByText(/did not finish/)).toBeNull();
    expect(sent).toEqual([]);
  });
});
