import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../src/app/app';

/** Renders the whole console at a path, as a person would open it. */
export function renderApp(path = '/') {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  return { user, ...render(<App />) };
}
