// A value typed just before leaving is kept: the draft's save waits for a pause in
// typing, and the page going away (a reload) or the form closing saves at once.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp } from '../render-app';

const stored = () =>
  Array.from({ length: localStorage.length }, (_, i) =>
    localStorage.getItem(localStorage.key(i) ?? ''),
  ).join();

it('keeps a value typed right before the page goes away', async () => {
  const { user } = renderApp('/');
  await user.type(screen.getByLabelText('Order ID'), 'KEEP-ME-2');
  window.dispatchEvent(new Event('pagehide'));
  expect(stored()).toContain('KEEP-ME-2');
});

it('keeps a value typed right before a click on another page', async () => {
  const { user } = renderApp('/');
  // Settings' code loaded first, so the click below leaves the form at once.
  await user.click(screen.getByRole('link', { name: 'Settings' }));
  await screen.findByRole('button', { name: 'New connection' });
  await user.click(screen.getByRole('link', { name: 'Record order' }));
  await user.type(await screen.findByLabelText('Order ID'), 'KEEP-ME-3');
  await user.click(screen.getByRole('link', { name: 'Settings' }));
  expect(stored()).toContain('KEEP-ME-3');
  await user.click(screen.getByRole('link', { name: 'Record order' }));
  expect(await screen.findByLabelText('Order ID')).toHaveValue('KEEP-ME-3');
});
