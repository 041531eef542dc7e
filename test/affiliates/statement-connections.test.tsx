// A statement's connection, chosen in the statement: the active one first, another one,
// or all of them summed per connection and currency (never across either).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { affiliateCollection } from '../../src/affiliates';
import { connectionStore } from '../../src/connections';
import { beginEntry, completeEntry } from '../../src/history';
import { renderApp } from '../render-app';

async function recorded(
  connection: { id: string; name: string },
  orderId: string,
  currency: string,
  total: number,
) {
  const id = await beginEntry({
    startedAt: Date.now(),
    connectionId: connection.id,
    connectionName: connection.name,
    baseUrl: 'https://x.example',
    method: 'POST',
    path: '/v1/track/ALICE10',
    operation: 'order',
    source: 'form',
    orderId,
    referralCode: 'ALICE10',
    requestBody: { orderId, products: [{ id: 'P', total }], metadata: { currency } },
    outcome: { result: 'pending' },
  });
  await completeEntry(id, { result: 'recorded', status: 200 });
}

/** The totals table's rows as text, header left out. */
const totals = (statement: HTMLElement) =>
  within(within(statement).getAllByRole('table')[0] ?? statement)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('a statement’s connection', () => {
  it('starts on the active connection, offers each other one, and sums all per connection and currency', async () => {
    const shop = {
      id: 'shop',
      name: 'Shop',
      baseUrl: 'https://shop.example',
      production: false,
      rememberKey: false,
    };
    connectionStore.addFromTeam(shop);
    const demo = { id: 'demo', name: 'Demo' };
    await recorded(demo, 'D-1', 'EUR', 10);
    await recorded(demo, 'D-2', 'USD', 5);
    await recorded(shop, 'S-1', 'EUR', 20);
    // A colleague's service this browser has no connection to (copied from the team).
    await recorded({ id: 'team:https://far.example', name: 'Far shop' }, 'F-1', 'EUR', 7);
    await affiliateCollection.applyRemote([
      {
        record: {
          key: 'alice',
          updatedAt: '2026-01-01T00:00:00.000Z',
          name: 'Alice Martin',
          codes: ['ALICE10'],
          affiliateIds: [],
        },
        conflicts: [],
      },
    ]);
    const { user } = renderApp('/affiliates');
    const card = await screen.findByRole('listitem', { name: /^Alice Martin/ });
    await user.click(within(card).getByRole('button', { name: 'Statement' }));
    const statement = screen.getByRole('region', { name: 'Statement: Alice Martin' });
    const connection = within(statement).getByLabelText('Connection');

    // The active connection (the Demo) first: the Shop's order is not in it.
    expect(connection).toHaveDisplayValue('Demo');
    expect(await within(statement).findByRole('row', { name: /^EUR/ })).toHaveTextContent('10.00');
    expect(totals(statement)).toEqual(['EUR110.00none returned', 'USD15.00none returned']);

    await user.selectOptions(connection, 'Shop');
    expect(await within(statement).findByRole('row', { name: /^EUR 1 20\.00/ })).toBeVisible();
    expect(totals(statement)).toEqual(['EUR120.00none returned']);

    // All: one line per connection and currency (the colleague's too); nothing summed across either.
    await user.selectOptions(connection, 'All connections');
    // A Connection column in the totals and in the orders.
    expect(
      await within(statement).findAllByRole('columnheader', { name: 'Connection' }),
    ).toHaveLength(2);
    expect(totals(statement)).toEqual([
      'DemoEUR110.00none returned',
      'DemoUSD15.00none returned',
      'Far shopEUR17.00none returned',
      'ShopEUR120.00none returned',
    ]);
    expect(statement).toHaveTextContent('Recorded: 4');
  });
});
