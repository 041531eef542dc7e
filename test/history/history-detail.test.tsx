import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';
import { entry, addEntries, listEntries } from './fixtures';

/** The value a definition list gives a term, inside one region. */
function fact(region: HTMLElement, term: string) {
  const dt = within(region)
    .getAllByRole('term')
    .find((t) => t.textContent === term);
  if (!dt) throw new Error(`No term "${term}"`);
  return dt.nextElementSibling?.textContent;
}

describe('History detail', () => {
  it('opens the entry named in the address and shows the order and its answer as fields', async () => {
    await addEntries([
      entry({ orderId: 'OTHER' }),
      entry({
        orderId: 'ORD-R1',
        referralCode: 'ALICE10',
        requestBody: {
          orderId: 'ORD-R1',
          products: [{ id: 'SKU-1', name: 'Mug', quantity: 2, subTotal: 25, tax: 5, total: 30 }],
          customer: { email: 'ann@example.com', country: 'DE' },
          coupons: ['SPRING'],
          paid: false,
          timestamp: 1_700_000_000_000,
        },
        outcome: {
          result: 'recorded',
          status: 200,
          responseBody: '{"orderId":"ORD-R1","affiliateId":"aff-1001"}',
        },
      }),
    ]);
    const id = (await listEntries()).find((e) => e.orderId === 'ORD-R1')?.id;
    const { user } = renderApp(`/history?entry=${String(id)}`);
    const detail = await screen.findByRole('region', { name: 'Entry details' });
    expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent('ORD-R1');
    expect(within(detail).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(fact(detail, 'Referral code')).toBe('ALICE10');
    expect(fact(detail, 'Order ID')).toBe('ORD-R1');
    expect(fact(detail, 'Customer')).toBe('ann@example.com · DE');
    expect(fact(detail, 'Coupons')).toBe('SPRING');
    expect(fact(detail, 'Paid out')).toBe('No');
    expect(fact(detail, 'Royalty order')).toBe('Not set');
    const table = within(detail).getByRole('table', { name: 'Products' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('SKU-1Mug225.005.0030.00');
    expect(fact(detail, 'affiliateId')).toBe('"aff-1001"');

    // The raw JSON is one click away.
    const raw = within(detail).getAllByText(/^Raw JSON/);
    expect(within(detail).getByLabelText('Request body')).not.toBeVisible();
    await user.click(raw[0] as HTMLElement);
    expect(within(detail).getByLabelText('Request body')).toBeVisible();
    expect(within(detail).getByLabelText('Request body')).toHaveTextContent('"subTotal": 25');

    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    expect(window.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: /Order OTHER/ }));
    expect(window.location.search).toMatch(/^\?entry=\d+$/);
  });

  it('shows a commission update with the type label of its connection, and a text answer as text', async () => {
    await addEntries([
      entry({
        operation: 'commissions',
        method: 'PATCH',
        path: '/v1/affiliates/commissions',
        orderId: undefined,
        affiliateId: 'aff-1002',
        commissionTypeLabel: 'Fixed amount',
        requestBody: {
          id: 'aff-1002',
          commissions: { type: 1, applyIndividual: true, amount: 7.5 },
        },
        outcome: { result: 'failed', status: 502, responseBody: 'Bad gateway <b>x</b>' },
      }),
    ]);
    const { user } = renderApp('/history');
    await user.click(await screen.findByRole('button', { name: /affiliate aff-1002/ }));
    const detail = screen.getByRole('region', { name: 'Entry details' });
    expect(fact(detail, 'Affiliate')).toBe('aff-1002');
    expect(fact(detail, 'Commission type')).toBe('1 · Fixed amount');
    expect(fact(detail, 'Apply individually')).toBe('Yes');
    expect(fact(detail, 'Amount')).toBe('7.5');
    expect(within(detail).getByLabelText('Response body')).toHaveTextContent(
      'Bad gateway <b>x</b>',
    );
  });
  it('shows the product table’s money to the cent, the quantity as a count', async () => {
    await addEntries([
      entry({
        orderId: 'ORD-CENTS',
        unitPrices: [2.45],
        requestBody: {
          orderId: 'ORD-CENTS',
          products: [
            { id: 'SKU-9', name: 'Tea', quantity: 2, subTotal: 4.9, tax: 0.5, total: 5.4 },
            { id: 'SKU-10', name: 'Pot', quantity: 1, subTotal: 1234, total: 1234 },
          ],
        },
      }),
    ]);
    const id = (await listEntries()).find((e) => e.orderId === 'ORD-CENTS')?.id;
    renderApp(`/history?entry=${String(id)}`);
    const detail = await screen.findByRole('region', { name: 'Entry details' });
    const table = within(detail).getByRole('table', { name: 'Products' });
    const cells = (row: number) =>
      within(within(table).getAllByRole('row')[row] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(1)).toEqual(['SKU-9', 'Tea', '2', '2.45', '4.90', '0.50', '5.40']);
    expect(cells(2)).toEqual(['SKU-10', 'Pot', '1', '—', '1,234.00', '—', '1,234.00']);
  });
});
