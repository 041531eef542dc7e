// The send path is fetched after the form's first render (not part of the first page's
// bytes). When that code cannot be fetched (a redeploy removed it, the network went), the
// send says that nothing was sent and how to go on; nothing reaches the service.
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, it, vi } from 'vitest';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { server } from '../mock-service';
import { renderApp } from '../render-app';
import { fillMinimalOrder } from './fill-order';

vi.mock('../../src/outbox/send-and-record', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('a send whose code cannot be fetched says nothing was sent, and sends nothing', async () => {
  let received = 0;
  server.use(
    http.post(`${DEMO_BASE_URL}/v1/track/:code`, () => {
      received++;
    }),
  );
  const { user } = renderApp();
  await fillMinimalOrder(user, 'ALICE10', 'ORD-CODE1');
  await user.click(screen.getByRole('button', { name: 'Record order' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Nothing was sent: this part of the console could not be loaded');
  expect(alert).toHaveTextContent('Reload the page and send again.');
  expect(received).toBe(0);
  expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-CODE1');
});
