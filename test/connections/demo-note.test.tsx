import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';

const note = () => screen.queryByText(/pretend service inside this browser/);

describe('the first run says what the Demo is', () => {
  it('tells a newcomer on the Demo that nothing real is sent, and leads to a real connection; gone once one exists', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Record order' });
    expect(note()).toHaveTextContent('nothing is sent anywhere');

    await user.click(screen.getByRole('link', { name: 'Settings › New connection' }));
    await user.click(
      await screen.findByRole('button', { name: 'New connection' }, { timeout: 30_000 }),
    );
    await user.type(screen.getByLabelText('Name'), 'Shop programme');
    await user.type(screen.getByLabelText('Base URL'), 'https://api.shop.invalid');
    await user.type(screen.getByLabelText('Service key'), 'shop-key');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('link', { name: 'Record order' }));
    await screen.findByRole('heading', { name: 'Record order' });
    expect(note()).toBeNull();

    // Still gone with the Demo active again: a real connection exists.
    await user.click(screen.getByRole('link', { name: /^Connection:/ }));
    expect(note()).toBeNull();
  });
});
