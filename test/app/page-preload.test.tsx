// A lazy page starts loading when a pointer rests on its link or the link takes focus,
// so that by the click its code is on its way (issue 11, "load").
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { pages } from '../../src/app/pages';
import { renderApp } from '../render-app';

afterEach(() => {
  vi.restoreAllMocks();
});

it('loads the Insights page ahead when its link is hovered, and History’s when its link takes focus', async () => {
  const insights = vi.spyOn(pages.insights, 'preload');
  const history = vi.spyOn(pages.history, 'preload');
  const { user } = renderApp();
  await user.hover(screen.getByRole('link', { name: 'Insights' }));
  expect(insights).toHaveBeenCalled();
  expect(history).not.toHaveBeenCalled();
  screen.getByRole('link', { name: 'History' }).focus();
  expect(history).toHaveBeenCalled();
  // The page itself still opens on the click, from the same load.
  await user.click(screen.getByRole('link', { name: 'Insights' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
});
