// Commissions › Many affiliates, sending panel (issue 23): a gateway's 504 is an unknown
// outcome that "Retry failed" leaves out and that goes again only after a warning; and
// while another tab sends the job, this tab shows that tab's progress and offers nothing.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastSetFor } from '../../src/commissions/last-set-store';
import { DEMO_CONNECTION } from '../../src/connections';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import type { NewJobItem, SendJob } from '../../src/outbox/job-store';
import { installFakeLocks } from '../fake-locks';
import { server } from '../mock-service';
import { storeJob } from '../outbox/job-fixtures';
import { renderApp } from '../render-app';

const patch = `${DEMO_BASE_URL}/v1/affiliates/commissions`;
/** Affiliate ids of the PATCHes that reach the service, answered by `answer`. */
function service(answer: () => Promise<Response> | Response) {
  const ids: string[] = [];
  server.use(
    http.patch(patch, async ({ request }) => {
      ids.push(((await request.json()) as { id: string }).id);
      return answer();
    }),
  );
  return ids;
}

async function openBulk() {
  const rendered = renderApp('/commissions/bulk');
  await screen.findByRole('button', { name: 'Same settings for a list' });
  return rendered;
}

async function sendList(user: UserEvent, ids: string) {
  await user.type(screen.getByLabelText('Affiliate IDs'), ids);
  await user.selectOptions(screen.getByLabelText('Commission type'), '0');
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Apply individually' })).getByRole('radio', {
      name: 'No',
    }),
  );
  await user.type(screen.getByLabelText(/^Amount/), '15');
  await user.click(screen.getByRole('button', { name: 'Review changes' }));
  await user.clear(screen.getByLabelText('Requests per second'));
  await user.type(screen.getByLabelText('Requests per second'), '100');
  await user.click(screen.getByRole('button', { name: /^Send \d+ changes?…$/ }));
  await user.click(screen.getByRole('button', { name: 'Send changes' }));
}

let removeLocks: () => void = () => undefined;
beforeEach(() => {
  removeLocks = installFakeLocks();
});
afterEach(() => {
  removeLocks();
});

describe('Many affiliates: answers of unknown outcome', () => {
  it('504s are unknown: Retry failed leaves them out; "Send unknown again…" warns first', async () => {
    const sent = service(() => HttpResponse.html('<h1>504 Gateway Time-out</h1>', { status: 504 }));
    const { user } = await openBulk();
    await sendList(user, 'aff-1001\naff-1002');
    const panel = await screen.findByRole('region', { name: 'Sending' });
    await waitFor(() => {
      expect(panel).toHaveTextContent('2 of 2 answered · 0 updated · 0 failed · 2 unknown');
    });
    expect(panel).toHaveTextContent('a gateway’s 502 or 504');
    expect(within(panel).queryByRole('button', { name: 'Retry failed' })).not.toBeInTheDocument();
    expect(lastSetFor(DEMO_CONNECTION.id, 'aff-1001')).toBeUndefined();

    await user.click(within(panel).getByRole('button', { name: 'Send unknown again…' }));
    const dialog = screen.getByRole('dialog', { name: 'Send unknown changes again?' });
    expect(dialog).toHaveTextContent('2 changes may already be applied');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual(['aff-1001', 'aff-1002']);
  });
});

describe('Many affiliates: a job another tab sends', () => {
  const job: SendJob = {
    id: 'bulk-elsewhere',
    title: 'Commission change',
    kind: 'commissions',
    createdAt: 1,
    connectionId: DEMO_CONNECTION.id,
    connectionName: DEMO_CONNECTION.name,
    concurrency: 1,
    total: 3,
    finished: false,
  };
  const items = ['aff-1001', 'aff-1002', 'aff-1003'].map((id, index): NewJobItem => ({
    index,
    label: id,
    request: {
      method: 'PATCH',
      path: '/v1/affiliates/commissions',
      body: { id, commissions: { type: 0, applyIndividual: false, amount: 15 } },
    },
    meta: { operation: 'commissions', source: 'bulk', affiliateId: id },
  }));

  it('shows its progress, offers no Continue, and reads the end once that tab lets go', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((r) => (open = r));
    const sent = service(async () => {
      await gate;
      return HttpResponse.json({}, { status: 200 });
    });
    await storeJob(job, items);
    const { user } = await openBulk();
    await user.click(await screen.findByRole('button', { name: 'Resume change' }));
    const panel = await screen.findByRole('region', { name: 'Sending' });
    expect(within(panel).getByRole('button', { name: 'Continue sending' })).toBeInTheDocument();

    // Another tab: its own copy of the console's modules, on the same storage and locks.
    vi.resetModules();
    (await import('../../src/connections/demo-service')).provideDemoService(() =>
      Promise.resolve(undefined),
    );
    const other = (await import('../../src/outbox/job-runner')).jobRunner;
    await other.load(job);
    const sending = other.sendAgain([]);

    expect(await within(panel).findByText(/Another tab is sending this job/)).toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'Continue sending' }),
    ).not.toBeInTheDocument();
    open();
    await sending;
    await waitFor(() => {
      expect(panel).toHaveTextContent('3 of 3 answered · 3 updated');
    });
    expect(panel).not.toHaveTextContent('Another tab is sending this job');
    expect(
      within(panel).queryByRole('button', { name: 'Continue sending' }),
    ).not.toBeInTheDocument();
    expect(sent).toEqual(['aff-1001', 'aff-1002', 'aff-1003']);
    other.resetForTests();
  });
});
