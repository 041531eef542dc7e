import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commissionTypeStore } from '../../src/commissions/commission-types';
import { connectionStore } from '../../src/connections/connection-store';
import { renderApp } from '../render-app';

const otherConnection = {
  id: 'c-shop',
  name: 'Shop programme',
  baseUrl: 'https://api.shop.invalid',
  production: false,
  rememberKey: false,
};

describe('Commission type labels belong to a connection', () => {
  it('moves the device-wide labels to the Demo and every existing connection, once', () => {
    const custom = [{ value: 3, label: 'Tiered', unit: 'percent' }];
    localStorage.setItem('ac.connections.v1', JSON.stringify([otherConnection]));
    localStorage.setItem('ac.commission-types.v1', JSON.stringify(custom));
    connectionStore.reload();
    commissionTypeStore.reload();
    expect(commissionTypeStore.get('demo')).toEqual(custom);
    expect(commissionTypeStore.get('c-shop')).toEqual(custom);
    expect(localStorage.getItem('ac.commission-types.v1')).toBeNull();
    // A connection added later starts with no labels.
    expect(commissionTypeStore.get('c-later')).toEqual([]);
    commissionTypeStore.reload();
    expect(commissionTypeStore.get('c-shop')).toEqual(custom);
  });

  it('edits the active connection’s labels in Settings and leaves the others alone', async () => {
    connectionStore.save(otherConnection, 'shop-key');
    const { user } = renderApp('/settings');
    expect(
      await screen.findByRole('heading', { name: 'Commission types for Shop programme' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add type' }));
    const row = screen.getByRole('group', { name: 'Commission type 1' });
    await user.clear(within(row).getByLabelText('Value'));
    await user.type(within(row).getByLabelText('Value'), '4');
    await user.type(within(row).getByLabelText('Label'), 'Flat bonus');
    await user.selectOptions(within(row).getByLabelText('Unit'), 'currency');
    await user.click(screen.getByRole('button', { name: 'Keep these types' }));

    await user.click(screen.getByRole('link', { name: 'Commissions' }));
    const type = await screen.findByLabelText('Commission type');
    expect(within(type).getByRole('option', { name: '4 · Flat bonus' })).toBeInTheDocument();
    expect(within(type).queryByRole('option', { name: '0 · Percentage' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await user.click(screen.getByRole('button', { name: 'Use Demo' }));
    expect(
      await screen.findByRole('heading', { name: 'Commission types for Demo' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Commission type \d/ })).toHaveLength(2);
  });

  it('shows no unit for a type this connection has no label for', async () => {
    connectionStore.save(otherConnection, 'shop-key');
    const { user } = renderApp('/commissions');
    const type = await screen.findByLabelText('Commission type');
    await user.selectOptions(type, 'other');
    await user.type(screen.getByLabelText('Type number'), '0');
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleName('Amount');

    // The Demo's own labels give 0 a unit.
    connectionStore.activate('demo');
    await user.selectOptions(await screen.findByLabelText('Commission type'), '0');
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleName('Amount (%)');
  });
});
