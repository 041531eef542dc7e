// "Set up team" moves focus to the form it opens (issue 34, item 5): the first field.
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp } from '../render-app';

it('Set up team moves focus to Team server URL', async () => {
  const { user } = renderApp('/settings');
  const section = within(await screen.findByRole('region', { name: 'Team' }));
  await user.click(section.getByRole('button', { name: 'Set up team' }));
  expect(section.getByLabelText(/^Team server URL/)).toHaveFocus();
});
