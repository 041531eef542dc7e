// The Import page, driven by role and label against the mock service (msw/node), with
// the import's session in-process (the real import-session code, no Worker) through
// the owner's seam: choose a file, map, check, send; leave mid-send and come back;
// worker errors in plain words; one job at a time.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { importSessionOwner, setSessionFactory } from '../../src/import/session/session-owner';
import { mockService, server } from '../mock-service';
import { renderApp } from '../render-app';
import { inProcessSession, type InProcessSession } from './in-process-session';

const ORDERS = 20;

function csvFile(run: string) {
  const lines = ['Order Number,Referral Code,SKU,Product,Qty,Unit Price'];
  for (let i = 1; i <= ORDERS; i++) lines.push(`${run}-${i},ALICE10,SKU-${i % 7},Mug,1,12.50`);
  return new File([lines.join('\n')], 'orders.csv', { type: 'text/csv' });
}

/** Holds the service's answer to one order until released; the others are answered at once. */
function holdAnswerTo(orderId: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  server.use(
    http.post(`${DEMO_BASE_URL}/v1/track/:code`, async ({ request }) => {
      const body = (await request.clone().json()) as { orderId: string };
      if (body.orderId === orderId) await held;
      // On to the mock service's own handler.
      return undefined;
    }),
  );
  return release;
}

let session: InProcessSession;

beforeEach(() => {
  session = inProcessSession();
  setSessionFactory(session.factory);
});
afterEach(() => {
  importSessionOwner().reset();
});

async function checkedImport(run: string) {
  const rendered = renderApp('/import');
  const { user } = rendered;
  await user.upload(await screen.findByLabelText('Choose file'), csvFile(run));
  expect(await screen.findByLabelText('Source of Order ID')).toHaveValue('Order Number');
  await user.click(screen.getByRole('button', { name: 'Check orders' }));
  const preview = await screen.findByRole('region', { name: 'Preview' });
  await within(preview).findByText(`${ORDERS} valid`);
  return rendered;
}

const sending = () => screen.findByRole('region', { name: 'Sending' });

describe('the Import page', () => {
  it('keeps the file, the check and a running send when the person leaves and comes back', async () => {
    const run = `K${Date.now()}`;
    const { user } = await checkedImport(run);

    const release = holdAnswerTo(`${run}-5`);
    await user.click(screen.getByRole('button', { name: `Send ${ORDERS} orders` }));
    await within(await sending()).findByText(/answered/);

    await user.click(screen.getByRole('link', { name: 'History' }));
    await screen.findByRole('heading', { name: 'History', level: 1 });
    await user.click(screen.getByRole('link', { name: 'Import' }));

    // Back mid-send: the same job, still sending, and the checked orders beside it.
    const panel = await sending();
    expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Orders to import' });
    expect(await within(table).findByText(`${run}-1`)).toBeInTheDocument();
    release();
    await within(panel).findByText(new RegExp(`^${ORDERS} of ${ORDERS} answered`));
    expect(
      mockService.recordedOrderIds('aff-1001').filter((id) => id.startsWith(run)),
    ).toHaveLength(ORDERS);
    // The file was read once and its session never ended while the person was away.
    expect(session.calls.filter((c) => c === 'parse')).toHaveLength(1);
    expect(session.ended).toBe(0);

    // Starting over ends the session: a new file starts from nothing.
    await user.click(within(panel).getByRole('button', { name: 'New import' }));
    expect(await screen.findByLabelText('Choose file')).toBeInTheDocument();
    expect(session.ended).toBe(1);
  });

  it('keeps the mapping a person chose when they leave before checking', async () => {
    const { user } = renderApp('/import');
    await user.upload(await screen.findByLabelText('Choose file'), csvFile('M'));
    // A person's choice: the Product column is not sent as the product's name.
    expect(await screen.findByLabelText('Source of Product name')).toHaveValue('Product');
    await user.selectOptions(screen.getByLabelText('Source of Product name'), 'Not mapped');
    await user.click(screen.getByRole('link', { name: 'History' }));
    await screen.findByRole('heading', { name: 'History', level: 1 });
    await user.click(screen.getByRole('link', { name: 'Import' }));
    expect(await screen.findByLabelText('Source of Order ID')).toHaveValue('Order Number');
    expect(screen.getByLabelText('Source of Product name')).toHaveDisplayValue('Not mapped');
  });

  it('says in plain words when the file reader stops while checking, and reads a file again after', async () => {
    const { user } = renderApp('/import');
    await user.upload(await screen.findByLabelText('Choose file'), csvFile('E'));
    await screen.findByLabelText('Source of Order ID');
    session.crash('The file reader stopped (out of memory).');
    await user.click(screen.getByRole('button', { name: 'Check orders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file reader stopped (out of memory).',
    );
    // Reading the file again starts a new session.
    await user.upload(screen.getByLabelText('Choose file'), csvFile('E2'));
    await user.click(await screen.findByRole('button', { name: 'Check orders' }));
    await within(await screen.findByRole('region', { name: 'Preview' })).findByText(
      `${ORDERS} valid`,
    );
  });

  it('ends the job with an alert when the file reader stops while the orders are handed over', async () => {
    const { user } = await checkedImport(`W${Date.now()}`);
    session.hold('nextBatch');
    await user.click(screen.getByRole('button', { name: `Send ${ORDERS} orders` }));
    session.crash('The file reader stopped (out of memory).');
    const panel = await sending();
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      /^Nothing was sent: The file reader stopped \(out of memory\)\./,
    );
    // Ended, not sending: it can be discarded (New import) or started again. The alert may
    // be drawn a render before the panel drops its Cancel (seen on a loaded machine).
    await waitFor(() => {
      expect(within(panel).queryByRole('button', { name: 'Cancel' })).toBeNull();
    });
    expect(within(panel).getByRole('button', { name: 'New import' })).toBeInTheDocument();
  });

  it('refuses a second Send while the first job is starting, and says which one runs', async () => {
    const run = `D${Date.now()}`;
    const { user } = await checkedImport(run);
    // Both presses get as far as the job before either starts.
    const release = session.hold('notSent');
    await user.dblClick(screen.getByRole('button', { name: `Send ${ORDERS} orders` }));
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This send did not start: “orders.csv” is still being sent from this tab, and one job is sent at a time.',
    );
    await within(await sending()).findByText(new RegExp(`^${ORDERS} of ${ORDERS} answered`));
    // Each order once.
    expect(
      mockService.recordedOrderIds('aff-1001').filter((id) => id.startsWith(run)),
    ).toHaveLength(ORDERS);
  });
});
