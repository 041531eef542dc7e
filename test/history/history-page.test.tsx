import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';
import { fillMinimalOrder } from '../orders/fill-order';
import { entry, addEntries, listEntries } from './fixtures';

describe('History', () => {
  it('records every send, finds it by order ID, and opens it as a new draft', async () => {
    const { user } = renderApp('/');
    await fillMinimalOrder(user, 'ALICE10', 'ORD-H1');
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    await screen.findByRole('status');
    // Completed before the outcome was announced.
    const [stored] = await listEntries();
    expect(stored).toMatchObject({
      orderId: 'ORD-H1',
      referralCode: 'ALICE10',
      outcome: { result: 'recorded', status: 200 },
    });
    expect(JSON.stringify(stored)).not.toContain('demo-key');

    await user.click(screen.getByRole('link', { name: 'History' }));
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(search, 'h1');
    const list = await screen.findByRole('list', { name: 'History entries' });
    await user.click(within(list).getByRole('button', { name: /Order ORD-H1/ }));
    const detail = screen.getByRole('region', { name: 'Entry details' });
    expect(within(detail).getByLabelText('cURL command')).toHaveTextContent('$SERVICE_KEY');
    expect(within(detail).getByLabelText('Response body')).toHaveTextContent('"orderId":"ORD-H1"');

    await user.click(within(detail).getByRole('button', { name: 'Open as new' }));
    expect(await screen.findByText(/Opened from History/)).toBeInTheDocument();
    // A fresh order ID: the original may already be recorded.
    expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-H1-2');
    expect(
      within(screen.getByRole('group', { name: 'Product 1' })).getByLabelText('Subtotal'),
    ).toHaveValue('20');
  });

  it('asks before "Open as new" replaces an unsent draft, and keeps it when told to', async () => {
    await addEntries([
      entry({
        orderId: 'FROM-HISTORY',
        referralCode: 'ALICE10',
        requestBody: {
          orderId: 'FROM-HISTORY',
          products: [{ name: 'Mug', quantity: 1, subTotal: 5 }],
        },
      }),
    ]);
    const { user } = renderApp('/');
    await user.type(screen.getByLabelText('Order ID'), 'MY-UNSENT');
    // The draft autosaves shortly after typing stops.
    await waitFor(() => {
      expect(localStorage.getItem('ac.draft.order.v1')).toContain('MY-UNSENT');
    });
    await user.click(screen.getByRole('link', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'History entries' });
    await user.click(within(list).getByRole('button', { name: /FROM-HISTORY/ }));
    await user.click(screen.getByRole('button', { name: 'Open as new' }));

    expect(
      await screen.findByRole('heading', { name: 'Replace your unsent draft?' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Keep my draft' }));
    expect(await screen.findByLabelText('Order ID')).toHaveValue('MY-UNSENT');

    await user.click(screen.getByRole('link', { name: 'History' }));
    const again = await screen.findByRole('list', { name: 'History entries' });
    await user.click(within(again).getByRole('button', { name: /FROM-HISTORY/ }));
    await user.click(screen.getByRole('button', { name: 'Open as new' }));
    await user.click(await screen.findByRole('button', { name: 'Replace draft' }));
    expect(await screen.findByLabelText('Order ID')).toHaveValue('FROM-HISTORY-2');
  });

  it('filters by outcome, operation and connection', async () => {
    await addEntries([
      entry({ orderId: 'OK-1', startedAt: 3 }),
      entry({ orderId: 'BAD-1', startedAt: 2, outcome: { result: 'failed', status: 404 } }),
      entry({
        operation: 'commissions',
        orderId: undefined,
        affiliateId: 'aff-9',
        startedAt: 1,
        connectionId: 'c2',
        connectionName: 'Staging',
      }),
    ]);
    const { user } = renderApp('/history');
    expect(await screen.findByText('Showing 3 of 3 entries')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Outcome'), 'failed');
    expect(await screen.findByText('Showing 1 of 3 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /BAD-1/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Outcome'), 'all');
    await user.selectOptions(screen.getByLabelText('Operation'), 'commissions');
    expect(await screen.findByRole('button', { name: /affiliate aff-9/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Operation'), 'all');
    await user.selectOptions(screen.getByLabelText('Sent to'), 'c2');
    expect(await screen.findByText('Showing 1 of 3 entries')).toBeInTheDocument();
  });

  it('reads its filter from the address, writes changes back, and keeps an open entry', async () => {
    const failed = { result: 'failed' as const, status: 500 };
    await addEntries([
      entry({ orderId: 'FIXED', startedAt: 1, outcome: failed }),
      entry({ orderId: 'FIXED', startedAt: 2 }),
      entry({ orderId: 'STILL', startedAt: 3, outcome: failed }),
      entry({ orderId: 'OTHER', startedAt: 4, outcome: failed, connectionId: 'c2' }),
    ]);
    const { user } = renderApp('/history?connection=demo&result=failed&unresolved=1');
    const list = await screen.findByRole('list', { name: 'History entries' });
    await waitFor(() => {
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([expect.stringContaining('STILL')]);
    });
    expect(screen.getByLabelText('Outcome')).toHaveValue('failed');
    expect(screen.getByLabelText('Only without a later recorded send')).toBeChecked();

    await user.click(screen.getByLabelText('Only without a later recorded send'));
    expect(window.location.search).toBe('?connection=demo&result=failed');
    expect(await screen.findByRole('button', { name: /FIXED/ })).toBeInTheDocument();
    expect(await screen.findByText('Showing 2 of 4 entries')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /STILL/ }));
    expect(window.location.search).toMatch(/^\?connection=demo&result=failed&entry=\d+$/);
    await user.selectOptions(screen.getByLabelText('Sent to'), 'all');
    expect(window.location.search).toMatch(/^\?result=failed&entry=\d+$/);
    expect(await screen.findByText('Showing 3 of 4 entries')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Entry details' })).toHaveTextContent('STILL');
  });

  it('clears history only after confirmation', async () => {
    await addEntries([entry()]);
    const { user } = renderApp('/history');
    await screen.findByText('Showing 1 of 1 entries');
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(await listEntries()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear history' }),
    );
    await waitFor(async () => {
      expect(await listEntries()).toHaveLength(0);
    });
    expect(await screen.findByText(/Nothing sent yet/)).toBeInTheDocument();
  });
});

describe('Duplicate guard', () => {
  it('warns before sending an order ID already recorded on this connection; only "Send anyway" sends', async () => {
    await addEntries([entry({ orderId: 'ORD-SEEN', startedAt: Date.now() - 60_000 })]);
    const { user } = renderApp('/');
    await fillMinimalOrder(user, 'ALICE10', 'ORD-SEEN');
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order ID already sent' });
    expect(dialog).toHaveTextContent('recorded (200 OK)');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await listEntries()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Record order' }));
    await user.click(await screen.findByRole('button', { name: 'Send anyway' }));
    expect(await screen.findByRole('status')).toHaveTextContent('200');
    expect(await listEntries()).toHaveLength(2);
  });

  it('also guards an order whose earlier outcome is unknown, but not one that failed', async () => {
    await addEntries([
      entry({ orderId: 'ORD-T', outcome: { result: 'unknown', failure: 'timeout' } }),
      entry({ orderId: 'ORD-F', outcome: { result: 'failed', status: 500 } }),
    ]);
    const { user } = renderApp('/');
    await fillMinimalOrder(user, 'ALICE10', 'ORD-F');
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('200');
    await user.click(screen.getByRole('button', { name: 'Record another' }));
    await user.type(screen.getByLabelText('Order ID'), 'ORD-T');
    await user.type(
      within(screen.getByRole('group', { name: 'Product 1' })).getByLabelText('Subtotal'),
      '1',
    );
    await user.type(
      within(screen.getByRole('group', { name: 'Product 1' })).getByLabelText('ID'),
      'x',
    );
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('outcome unknown');
  });

  it('a search across connections finds an entry on a connection that was new after it ran', async () => {
    // The filter's plan lists the connections to search: it must be forgotten on a write.
    await addEntries([entry({ orderId: 'ORD-PLAN', startedAt: 1 })]);
    renderApp('/history?q=ORD-PLAN');
    const list = await screen.findByRole('list', { name: 'History entries' });
    await waitFor(() => {
      expect(within(list).getAllByRole('button', { name: /Order ORD-PLAN/ })).toHaveLength(1);
    });
    await addEntries([
      entry({ orderId: 'ORD-PLAN', startedAt: 2, connectionId: 'c2', connectionName: 'Staging' }),
    ]);
    await waitFor(() => {
      expect(within(list).getAllByRole('button', { name: /Order ORD-PLAN/ })).toHaveLength(2);
    });
  });
});
