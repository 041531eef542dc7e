// The connection form: focus goes where it opens, and a Base URL typed with /v1 at its
// end is explained and offered without it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectionStore } from '../../src/connections/connection-store';
import { renderApp } from '../render-app';

describe('the connection form', () => {
  it('New connection moves focus to the form it opens, and so does Edit', async () => {
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'New connection' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    connectionStore.save(
      {
        id: 'c-shop',
        name: 'Shop',
        baseUrl: 'https://api.shop.invalid',
        production: false,
        rememberKey: false,
      },
      'shop-key',
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Shop' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('says the Base URL is the part before /v1, and offers to strip it', async () => {
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'New connection' }));
    const baseUrl = screen.getByLabelText('Base URL');
    await user.type(baseUrl, 'https://api.shop.invalid/affiliates');
    expect(screen.queryByRole('note')).toBeNull();
    await user.type(baseUrl, '/v1/');
    expect(screen.getByRole('note')).toHaveTextContent('The Base URL is the part before /v1');
    await user.click(
      screen.getByRole('button', { name: 'Use https://api.shop.invalid/affiliates' }),
    );
    expect(baseUrl).toHaveValue('https://api.shop.invalid/affiliates');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
