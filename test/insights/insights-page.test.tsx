import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { beginEntry, completeEntry } from '../../src/history/history-store';
import type { HistoryEntry } from '../../src/history/history-entry';
import { entry, addEntries } from '../history/fixtures';
import { renderApp } from '../render-app';

const HOUR = 3_600_000;
const now = Date.now();
const products = (...totals: number[]) => totals.map((total) => ({ name: 'Mug', total }));
const order = (
  orderId: string,
  result: HistoryEntry['outcome']['result'],
  over: Partial<HistoryEntry> = {},
) =>
  entry({
    orderId,
    startedAt: now - HOUR,
    requestBody: { orderId, products: products(10) },
    outcome: { result, ...(result === 'recorded' ? { status: 200 } : {}) },
    ...over,
  });

async function seed() {
  await addEntries([
    order('A-1', 'recorded', {
      referralCode: 'ALICE10',
      requestBody: { orderId: 'A-1', products: products(10, 5) },
    }),
    order('A-2', 'recorded', {
      referralCode: 'ALICE10',
      outcome: {
        result: 'recorded',
        status: 200,
        responseBody: '{"orderId":"A-2","commission":1.5}',
      },
    }),
    order('B-1', 'recorded', {
      referralCode: 'BOBBIKES',
      requestBody: { orderId: 'B-1', products: products(100) },
    }),
    order('F-1', 'failed', { startedAt: now - 3 * HOUR }),
    order('F-1', 'recorded', { startedAt: now - 2 * HOUR }), // resolved by a later success
    order('F-2', 'failed'),
    order('U-1', 'unknown'),
    order('OLD', 'failed', { startedAt: now - 40 * 24 * HOUR }), // before the last 30 days
    order('ELSE', 'failed', { connectionId: 'elsewhere', connectionName: 'Elsewhere' }),
    entry({
      operation: 'commissions',
      method: 'PATCH',
      path: '/v1/affiliates/commissions',
      startedAt: now - 5 * HOUR,
      affiliateId: 'aff-1001',
      commissionTypeLabel: 'Percentage',
      requestBody: { id: 'aff-1001', commissions: { type: 1, applyIndividual: false, amount: 12 } },
      outcome: { result: 'recorded', status: 200 },
    }),
  ]);
}

describe('Insights', () => {
  it('shows the active connection’s last 30 days: counts, what needs attention, codes and changes', async () => {
    await seed();
    const { user } = renderApp('/insights');
    expect(await screen.findByRole('heading', { name: 'Insights', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/The service has no way to list what it holds/)).toBeInTheDocument();
    await screen.findByText('Counted 7 orders and 1 commission update.');

    const attention = screen.getByRole('region', { name: 'Needs attention' });
    const unknown = within(attention).getByRole('link', { name: '1 unknown outcome' });
    const failures = within(attention).getByRole('link', { name: '1 failure' });
    const from = new URL(failures.getAttribute('href') ?? '', 'http://x').searchParams.get('from');
    expect(failures).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^\/history\?connection=demo&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d&result=failed&operation=order&unresolved=1$/,
      ),
    );
    expect(unknown.getAttribute('href')).toContain('result=unknown');
    expect(from).toMatch(/^\d{4}-\d\d-\d\d$/);

    const summary = screen.getByRole('region', { name: 'Orders recorded' });
    expect(within(summary).getByText('Whole range (30 days)').nextSibling).toHaveTextContent('4');

    const codes = screen.getByRole('region', { name: 'Top referral codes' });
    await user.click(within(codes).getByRole('button', { name: 'Show as table' }));
    const rows = within(within(codes).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Referral codeOrders recordedOrder total',
      // A-1 (10 + 5), A-2 and F-1 (10 each); the seed's orders name no currency.
      'ALICE10335.00 (no currency given)',
      'BOBBIKES1100.00 (no currency given)',
    ]);

    const commission = screen.getByRole('region', { name: 'Commission returned' });
    expect(commission).toHaveTextContent('1.50 (no currency given) from 1 of 4 recorded orders');
    expect(commission).toHaveTextContent(/contract does not say that it returns one/);

    const changes = screen.getByRole('region', { name: 'Commission changes' });
    expect(within(changes).getByRole('listitem')).toHaveTextContent(
      /aff-1001: before not known → Percentage \(type 1\), amount 12 \(accepted\)/,
    );
  });

  it('has each day as a table row that opens History for that day', async () => {
    await seed();
    const { user } = renderApp('/insights');
    await screen.findByText(/^Counted/);
    const days = screen.getByRole('region', { name: 'Orders per day' });
    const toggle = within(days).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = within(days).getByRole('table');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(30);
    const total = bodyRows.reduce(
      (n, r) => n + Number(within(r).getAllByRole('cell')[0]?.textContent),
      0,
    );
    expect(total).toBe(4);
    const link = within(bodyRows.at(-1) ?? table).getByRole('link');
    await user.click(link);
    await waitFor(() => {
      expect(window.location.pathname).toBe('/history');
    });
    expect(window.location.search).toBe(
      `?connection=demo&from=${link.textContent}&to=${link.textContent}&operation=order`,
    );
  });

  it('counts again when History changes (a send in this or another tab)', async () => {
    await seed();
    renderApp('/insights');
    await screen.findByText('Counted 7 orders and 1 commission update.');
    const id = await beginEntry(order('NEW-1', 'pending'));
    await screen.findByText('Counted 8 orders and 1 commission update.');
    expect(screen.getByRole('link', { name: '2 unknown outcomes' })).toBeInTheDocument();
    await completeEntry(id, { result: 'recorded', status: 200 });
    expect(await screen.findByRole('link', { name: '1 unknown outcome' })).toBeInTheDocument();
  });
});

describe('Insights: what needs attention, in parts', () => {
  it('breaks failures and unknown outcomes down by cause and by referral code', async () => {
    await addEntries([
      order('N-1', 'failed', {
        referralCode: 'BOBBIKES15',
        outcome: { result: 'failed', status: 404 },
      }),
      order('N-2', 'failed', {
        referralCode: 'BOBBIKES15',
        outcome: { result: 'failed', status: 404 },
      }),
      order('N-3', 'failed', {
        referralCode: 'CLARA25',
        outcome: { result: 'failed', status: 404 },
      }),
      order('N-4', 'unknown', {
        referralCode: 'ALICE10',
        outcome: { result: 'unknown', failure: 'timeout' },
      }),
    ]);
    renderApp('/insights');
    await screen.findByText('Counted 4 orders and 0 commission updates.');
    const attention = screen.getByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByRole('link', { name: '3 failures' })).toBeInTheDocument();
    expect(within(attention).getByRole('link', { name: '1 unknown outcome' })).toBeInTheDocument();
    const items = (name: string) =>
      within(within(attention).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items('By cause')).toEqual(['Unknown referral code: 3 orders', 'Timed out: 1 order']);
    expect(items('By referral code')).toEqual([
      'BOBBIKES15: 2 orders',
      'ALICE10: 1 order',
      'CLARA25: 1 order',
    ]);
  });
});
