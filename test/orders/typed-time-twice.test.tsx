// A typed time in the hour that happens twice (issue 34, item 5), by role and label, in
// New York: 2025-11-02 01:30 came first at -04:00, then at -05:00. The field says so and
// asks which; a button sets the time, focus comes back to the field, and the order goes
// out with the chosen instant.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { receivedOrderBodies } from '../mock-service';
import { renderApp } from '../render-app';
import { fillMinimalOrder } from './fill-order';

const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

it('asks which 01:30 on the night the clocks went back, and sends the one chosen', async () => {
  const bodies = receivedOrderBodies();
  const { user } = renderApp('/');
  await fillMinimalOrder(user, 'ALICE10', 'ORD-TWICE');
  const typed = await screen.findByLabelText('Or type a time');
  await user.type(typed, '2025-11-02 01:30{Enter}');

  const question = await screen.findByRole('group', { name: /01:30 happened twice/ });
  expect(question).toHaveAccessibleName(
    '01:30 happened twice on 2025-11-02 in your time zone (America/New_York): first at -04:00 (summer time), then at -05:00, after the clocks went back. Which one?',
  );
  expect(question.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  // Not taken silently: Order time is still empty until the person answers.
  expect(screen.getByLabelText('Order time')).toHaveValue('');
  const first = within(question).getByRole('button', { name: '01:30 at -04:00 (summer time)' });
  expect(first).toHaveFocus();

  // By keyboard: Tab to the second, Enter.
  await user.tab();
  expect(
    within(question).getByRole('button', { name: '01:30 at -05:00 (after the clocks went back)' }),
  ).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(screen.queryByRole('group', { name: /happened twice/ })).toBeNull();
  expect(typed).toHaveFocus();
  expect(
    screen.getByText('Order time set to 01:30 at -05:00 (after the clocks went back).'),
  ).toBeInTheDocument();
  const orderTime = screen.getByLabelText('Order time');
  expect(orderTime).toHaveValue('2025-11-02T01:30');
  expect(orderTime).toHaveAccessibleDescription(/\(UTC-05:00\) · 2025-11-02T06:30:00Z UTC/);

  await user.click(screen.getByRole('button', { name: 'Record order' }));
  await waitFor(() => {
    expect(bodies).toHaveLength(1);
  });
  expect(bodies[0]).toMatchObject({
    orderId: 'ORD-TWICE',
    timestamp: Date.UTC(2025, 10, 2, 6, 30),
  });
});

it('reads the first 01:30 when that is the one chosen, and a time either side without asking', async () => {
  const { user } = renderApp('/');
  const typed = await screen.findByLabelText('Or type a time');
  await user.type(typed, '2025-11-02 01:30{Enter}');
  await user.click(await screen.findByRole('button', { name: '01:30 at -04:00 (summer time)' }));
  const orderTime = screen.getByLabelText('Order time');
  expect(orderTime).toHaveAccessibleDescription(/\(UTC-04:00\) · 2025-11-02T05:30:00Z UTC/);

  await user.type(typed, '2025-11-02 02:30{Enter}');
  expect(orderTime).toHaveValue('2025-11-02T02:30');
  expect(screen.queryByRole('group', { name: /happened twice/ })).toBeNull();
});
